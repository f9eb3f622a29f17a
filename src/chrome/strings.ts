/**
 * The few words the header draws itself (not content a marketer edits): per language, English
 * where a language has none (a locale added in the studio reads English here until it gets its own).
 */
export interface ChromeStrings {
  skip: string;
  openMenu: string;
  closeMenu: string;
  previous: string;
  languages: string;
}

const STRINGS: Record<string, ChromeStrings> = {
  en: { skip: 'Skip to content', openMenu: 'Open menu', closeMenu: 'Close menu', previous: 'PREVIOUS', languages: 'Languages' },
  es: { skip: 'Ir al contenido', openMenu: 'Abrir menú', closeMenu: 'Cerrar menú', previous: 'ANTERIOR', languages: 'Idiomas' },
  ar: { skip: 'انتقل إلى المحتوى', openMenu: 'فتح القائمة', closeMenu: 'إغلاق القائمة', previous: 'السابق', languages: 'اللغات' },
};

export const chromeStrings = (code: string): ChromeStrings => STRINGS[code.split('-')[0]!] ?? STRINGS.en!;
