/** The header's or the site's own settings, by the site schema; the site's also add a language. */
import type { Dispatch } from 'react';
import { localesOf } from '../../src/engine/config/locales';
import type { SiteConfig } from '../../src/engine/types';
import type { EditorAction } from './editor';
import type { Errors } from './form/fieldParts';
import { SchemaForm } from './form/SchemaForm';
import type { Json, JsonSchema } from './form/schema';
import { AddLocaleForm } from './locale/AddLocaleForm';
import { withLocale, type LocaleDraft } from './locale/addLocale';

interface Props {
  part: 'header' | 'site';
  config: SiteConfig;
  schema: JsonSchema;
  errors: Errors;
  dispatch: Dispatch<EditorAction>;
}

export function SiteInspector({ part, config, schema, errors, dispatch }: Props) {
  const name = part === 'header' ? 'Header' : 'Site';
  const locales = localesOf(config);
  /** A new language goes in the undo history, and is chosen at once: its texts are all to translate. */
  const addLocale = (draft: LocaleDraft) => {
    dispatch({ type: 'change', config: withLocale(config, draft), at: Date.now() });
    dispatch({ type: 'locale', code: draft.code.trim() });
    const to = locales.find((l) => l.code === draft.fallback)?.label ?? draft.fallback;
    dispatch({ type: 'status', text: `Added ${draft.label.trim()}: its texts fall back to ${to} until translated.` });
  };
  return (
    <>
      <form className="props" aria-label={name} onSubmit={(e) => e.preventDefault()}>
        <h2>{name}</h2>
        <SchemaForm
          schema={schema}
          path={part}
          value={config[part] as unknown as Json}
          onChange={(v) => dispatch({ type: 'change', config: { ...config, [part]: v } as SiteConfig, key: part, at: Date.now() })}
          errors={errors}
        />
      </form>
      {part === 'site' ? <AddLocaleForm locales={locales} onAdd={addLocale} /> : null}
    </>
  );
}
