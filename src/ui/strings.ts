/**
 * Words that parts of the page draw themselves (not content a marketer edits), per language:
 * English where a language has none, as a locale added in the studio reads until it gets its own.
 */
export function wordsIn<T>(table: Record<string, T> & { en: T }, code: string): T {
  return table[code.split('-')[0]!] ?? table.en;
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

const PAGINATION: Record<string, PaginationWords> & { en: PaginationWords } = {
  en: {
    landmark: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (n) => `Page ${n}`,
    outOfRange: 'There is nothing to show on this page.',
    firstPage: 'Go to the first page',
  },
  es: {
    landmark: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (n) => `Página ${n}`,
    outOfRange: 'No hay nada que mostrar en esta página.',
    firstPage: 'Ir a la primera página',
  },
  ar: {
    landmark: 'ترقيم الصفحات',
    previous: 'السابق',
    next: 'التالي',
    page: (n) => `الصفحة ${n}`,
    outOfRange: 'لا يوجد ما يُعرض في هذه الصفحة.',
    firstPage: 'الانتقال إلى الصفحة الأولى',
  },
};

export const paginationWords = (code: string): PaginationWords => wordsIn(PAGINATION, code);
