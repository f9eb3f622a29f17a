import { create } from 'zustand';

type Menus = { mobileMenuOpen: boolean; openDropdown: string | null };

/** UI state only (never server data): menus and the loading bar. */
interface UiState extends Menus {
  loadingProgress: number;
  setMobileMenuOpen: (open: boolean) => void;
  /** The dropdown open, by its label: a panel under the bar on desktop, the next level of the phone menu. */
  setOpenDropdown: (label: string | null) => void;
  /** Takes over what the visitor opened natively before the script ran (see Header). */
  adoptMenus: (menus: Menus) => void;
  setLoadingProgress: (p: number) => void;
  closeMenus: () => void;
}

export const useUiStore = create<UiState>((set) => ({
  mobileMenuOpen: false,
  openDropdown: null,
  loadingProgress: 0,
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen, openDropdown: null }),
  setOpenDropdown: (openDropdown) => set({ openDropdown }),
  adoptMenus: (menus) => set(menus),
  setLoadingProgress: (loadingProgress) => set({ loadingProgress }),
  closeMenus: () => set({ mobileMenuOpen: false, openDropdown: null }),
}));
