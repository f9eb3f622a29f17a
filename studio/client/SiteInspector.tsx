/** The header's or the site's own settings, by the site schema. */
import type { Dispatch } from 'react';
import type { SiteConfig } from '../../src/engine/types';
import type { EditorAction } from './editor';
import type { Errors } from './form/fieldParts';
import { SchemaForm } from './form/SchemaForm';
import type { Json, JsonSchema } from './form/schema';

interface Props {
  part: 'header' | 'site';
  config: SiteConfig;
  schema: JsonSchema;
  errors: Errors;
  dispatch: Dispatch<EditorAction>;
}

export function SiteInspector({ part, config, schema, errors, dispatch }: Props) {
  const name = part === 'header' ? 'Header' : 'Site';
  return (
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
  );
}
