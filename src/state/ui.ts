import { create } from 'zustand';

/** UI state only (never server data): menus and the loading bar. */
interface UiState {
  mobileMenuOpen: boolean;
  openDropdown: string | null;
  mobileLevel: string | null;
  loadingProgress: number;
  setMobileMenuOpen: (open: boolean) => void;
  setOpenDropdown: (label: string | null) => void;
  setMobileLevel: (label: string | null) => void;
  setLoadingProgress: (p: number) => void;
  closeMenus: () => void;
}

export const useUiStore = create<UiState>((set) => ({
  mobileMenuOpen: false,
  openDropdown: null,
  mobileLevel: null,
  loadingProgress: 0,
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen, mobileLevel: null }),
  setOpenDropdown: (openDropdown) => set({ openDropdown }),
  setMobileLevel: (mobileLevel) => set({ mobileLevel }),
  setLoadingProgress: (loadingProgress) => set({ loadingProgress }),
  closeMenus: () => set({ mobileMenuOpen: false, openDropdown: null, mobileLevel: null }),
}));
