/**
 * Every word the site's code draws itself (not content a marketer edits), per language: one
 * table, English where a language has none (a locale added in the studio reads English here until
 * it gets its own). The header, footer and loading bar read `chromeStrings`, the pagination
 * `paginationWords`.
 */

/** The few words the header, the footer and the loading bar draw themselves. */
export interface ChromeStrings {
  skip: string;
  openMenu: string;
  closeMenu: string;
  /** The menu's way back from a submenu. */
  back: string;
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

export interface PaginationWords {
  /** Names the pagination landmark when the list's config gives it no name. */
  landmark: string;
  previous: string;
  next: string;
  /** The accessible name of page n's button. */
  page: (n: number) => string;
  /** A page past the list's end, when the list's config says nothing of its own. */
  outOfRange: string;
  firstPage: string;
}

/** A language's words: the chrome's and the pagination's, in one row of the table. */
type Words = ChromeStrings & PaginationWords;

const WORDS: Record<string, Words> & { en: Words } = {
  en: {
    skip: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    back: 'PREVIOUS',
    languages: 'Languages',
    rights: 'All rights reserved.',
    credit: 'Designed & developed by',
    social: 'Social media',
    home: (brand) => `${brand} home`,
    mainNav: 'Main',
    loading: 'Page loading',
    landmark: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
    outOfRange: 'There is nothing to show on this page.',
    firstPage: 'Go to the first page',
  },
  es: {
    skip: 'Ir al contenido',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    back: 'ANTERIOR',
    languages: 'Idiomas',
    rights: 'Todos los derechos reservados.',
    credit: 'Diseño y desarrollo:',
    social: 'Redes sociales',
    home: (brand) => `Inicio de ${brand}`,
    mainNav: 'Principal',
    loading: 'Cargando la página',
    landmark: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (n) => `Página ${n}`,
    outOfRange: 'No hay nada que mostrar en esta página.',
    firstPage: 'Ir a la primera página',
  },
  ar: {
    skip: 'انتقل إلى المحتوى',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    back: 'السابق',
    languages: 'اللغات',
    rights: 'جميع الحقوق محفوظة.',
    credit: 'تصميم وتطوير',
    social: 'وسائل التواصل الاجتماعي',
    home: (brand) => `الصفحة الرئيسية لـ ${brand}`,
    mainNav: 'الرئيسية',
    loading: 'جارٍ تحميل الصفحة',
    landmark: 'ترقيم الصفحات',
    previous: 'السابق',
    next: 'التالي',
    page: (n) => `الصفحة ${n}`,
    outOfRange: 'لا يوجد ما يُعرض في هذه الصفحة.',
    firstPage: 'الانتقال إلى الصفحة الأولى',
  },
};

/** A language's words: by its code without region ("es" for "es-MX"), English for one the table lacks. */
const wordsIn = (code: string): Words => WORDS[code.split('-')[0]!] ?? WORDS.en;

export const chromeStrings: (code: string) => ChromeStrings = wordsIn;
export const paginationWords: (code: string) => PaginationWords = wordsIn;
