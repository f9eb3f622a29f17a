import { wordsIn } from '../ui/strings';

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
  /** The footer's line after the copyright and the product's name. */
  rights: string;
  /** Before the name of who built the site. */
  credit: string;
  social: string;
  /** Names the logo's link home, after the brand's name: "Voltline home". */
  home: (brand: string) => string;
  /** Names the main navigation landmark. */
  mainNav: string;
  /** Names the bar that shows a page on its way. */
  loading: string;
}

const STRINGS: Record<string, ChromeStrings> & { en: ChromeStrings } = {
  en: {
    skip: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    previous: 'PREVIOUS',
    languages: 'Languages',
    rights: 'All rights reserved.',
    credit: 'Designed & developed by',
    social: 'Social media',
    home: (brand) => `${brand} home`,
    mainNav: 'Main',
    loading: 'Page loading',
  },
  es: {
    skip: 'Ir al contenido',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    previous: 'ANTERIOR',
    languages: 'Idiomas',
    rights: 'Todos los derechos reservados.',
    credit: 'Diseño y desarrollo:',
    social: 'Redes sociales',
    home: (brand) => `Inicio de ${brand}`,
    mainNav: 'Principal',
    loading: 'Cargando la página',
  },
  ar: {
    skip: 'انتقل إلى المحتوى',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    previous: 'السابق',
    languages: 'اللغات',
    rights: 'جميع الحقوق محفوظة.',
    credit: 'تصميم وتطوير',
    social: 'وسائل التواصل الاجتماعي',
    home: (brand) => `الصفحة الرئيسية لـ ${brand}`,
    mainNav: 'الرئيسية',
    loading: 'جارٍ تحميل الصفحة',
  },
};

export const chromeStrings = (code: string): ChromeStrings => wordsIn(STRINGS, code);
