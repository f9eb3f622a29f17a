/**
 * Missing translations: every translatable text without a value of its own in the chosen
 * locale (in each other locale, with the default chosen), found by the same function as
 * `npm run check:config -- --locale`. Each one opens where it is edited.
 */
import { useMemo } from 'react';
import { defaultLocale, fallingBack, localesOf, type Locale } from '../../src/engine/config/locales';
import type { SiteConfig } from '../../src/engine/types';
import { blockLabel } from './blocks';
import { idOf } from './form/fieldParts';
import { blocksOf, placeOf } from './target';

interface Props {
  config: SiteConfig;
  locale: Locale;
  onReveal: (path: string) => void;
}

/** The block a path is in, as the outline names it ("hero: Pioneering…"), when it is in one. */
function blockOf(config: SiteConfig, path: string): string {
  const place = placeOf(path);
  const block = place && place.selected !== null ? blocksOf(config, place.target)?.[place.selected] : undefined;
  return block ? blockLabel(block) : '';
}

export function MissingList({ config, locale, onReveal }: Props) {
  const locales = localesOf(config);
  const def = defaultLocale(locales);
  const entries = useMemo(() => {
    const listed = locale.code === def.code ? locales.filter((l) => l !== def) : [locale];
    return listed.flatMap((l) => fallingBack(config, l.code).map((use) => ({ ...use, locale: l, block: blockOf(config, use.path) })));
  }, [config, locale, locales, def]);
  if (locales.length < 2) return null;
  const nameOf = (code: string | null) => locales.find((l) => l.code === code)?.label ?? 'nothing';
  const reveal = (path: string) => {
    onReveal(path);
    // Once the form is drawn, the text's own field takes the focus.
    setTimeout(() => document.getElementById(idOf(placeOf(path)?.field ?? ''))?.focus(), 50);
  };
  return (
    <details className="missing" open>
      <summary>
        Missing translations ({locale.code === def.code ? 'all languages' : <bdi lang={locale.code}>{locale.label}</bdi>}): {entries.length}
      </summary>
      {entries.length === 0 ? (
        <p className="hint">Every translatable text has its own {locale.code === def.code ? 'text in each language' : `${locale.label} text`}.</p>
      ) : (
        <ul aria-label="Missing translations">
          {entries.map((u) => (
            <li key={`${u.locale.code} ${u.path}`}>
              <button type="button" onClick={() => reveal(u.path)}>
                <code>{u.path}</code>
                {u.block ? <span className="missing-block">{u.block}</span> : null}
                <span className="missing-from">
                  <bdi lang={u.locale.code}>{u.locale.label}</bdi> falls back to <bdi>{nameOf(u.from)}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
