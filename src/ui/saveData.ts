/**
 * The visitor asked to save data (Chrome's Save-Data, `navigator.connection.saveData`). A module
 * without React, so a block's enhancement reads it before the app.
 */
// The Network Information API is not in TypeScript's DOM library (Chromium has it).
export const savesData = () =>
  typeof navigator !== 'undefined' && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Says so on the document (`<html data-saves-data>`), for styles that show what a block will do before
 * and without the app (the hero's play control): no media query reads Save-Data.
 */
export function markSavesData(): void {
  if (savesData()) document.documentElement.setAttribute('data-saves-data', '');
}
