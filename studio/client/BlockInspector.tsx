/** The selected block's properties: its id, its props by its type's schema, and its data source. */
import type { Dispatch } from 'react';
import type { BlockConfig } from '../../src/engine/types';
import { blockLabel } from './blocks';
import { pathKey } from './tree/keys';
import type { BlockPath } from './tree/path';
import type { EditorAction } from './editor';
import type { Errors } from './form/fieldParts';
import { SchemaForm } from './form/SchemaForm';
import { defaultValue, type Json, type JsonSchema } from './form/schema';

interface Props {
  block: BlockConfig;
  /** Where the block is in the target's tree. */
  path: BlockPath;
  /** A block entry's own schema (type, id, props, source). */
  blockSchema: JsonSchema;
  /** The props schema of the block's type (its slots left out: the outline edits them), when the type is known. */
  propsSchema: JsonSchema | undefined;
  errors: Errors;
  dispatch: Dispatch<EditorAction>;
}

export function BlockInspector({ block, path, blockSchema, propsSchema, errors, dispatch }: Props) {
  const label = blockLabel(block);
  const entry = blockSchema.properties ?? {};
  /** A field's keystrokes join one undo step; `key` names the field. */
  const index = pathKey(path);
  const edit = (next: BlockConfig, key?: string) => dispatch({ type: 'editBlock', path, block: next, ...(key ? { key } : {}), at: Date.now() });
  return (
    <form className="props" aria-label={`Properties of ${label}`} onSubmit={(e) => e.preventDefault()}>
      <h2>{label}</h2>
      {propsSchema ? (
        <>
          <SchemaForm
            schema={{ type: 'object', properties: { id: entry.id ?? {} } }}
            path=""
            value={block as unknown as Json}
            onChange={(v) => edit(v as unknown as BlockConfig, `id ${index}`)}
            errors={errors}
          />
          <SchemaForm
            schema={propsSchema}
            path="props"
            value={(block.props ?? {}) as Json}
            onChange={(v) => edit({ ...block, props: v as Record<string, unknown> }, `props ${index}`)}
            errors={errors}
          />
          {block.source ? (
            <fieldset className="group">
              <legend>Data source</legend>
              <SchemaForm
                schema={entry.source as JsonSchema}
                path="source"
                value={block.source as unknown as Json}
                onChange={(v) => edit({ ...block, source: v } as BlockConfig, `source ${index}`)}
                errors={errors}
              />
            </fieldset>
          ) : (
            <button type="button" onClick={() => edit({ ...block, source: defaultValue(entry.source as JsonSchema) } as BlockConfig)}>
              Add data source
            </button>
          )}
          {errors.get('')?.map((m) => (
            <p key={m} className="field-errors">
              {m}
            </p>
          ))}
        </>
      ) : (
        <p className="field-errors">Unknown block type "{block.type}".</p>
      )}
    </form>
  );
}
