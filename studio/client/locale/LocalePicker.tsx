/** The toolbar's language: the texts the forms edit and the language the preview shows. */
import type { Locale } from '../../../src/engine/config/locales';

interface Props {
  locales: readonly Locale[];
  code: string;
  onChoose: (code: string) => void;
}

export function LocalePicker({ locales, code, onChoose }: Props) {
  return (
    <label className="locale-picker">
      Language{' '}
      <select value={code} onChange={(e) => onChoose(e.target.value)}>
        <LocaleOptions locales={locales} />
      </select>
    </label>
  );
}

/** Each language named in itself, as the site's own switcher names it. */
export function LocaleOptions({ locales }: { locales: readonly Locale[] }) {
  return locales.map((l) => (
    <option key={l.code} value={l.code} lang={l.code}>
      {l.label}
    </option>
  ));
}
