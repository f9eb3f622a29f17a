/** The widgets that edit a collection: a list of items in order, and a map of named entries. */
import { useState } from 'react';
import { Group, idOf, useField, type FieldProps } from './fieldParts';
import { moveItem } from './moveItem';
import { childPath, defaultValue, labelOf, type JsonSchema } from './schema';

/** Items in order, each reorderable and removable. */
export function ListWidget(p: FieldProps) {
  const Field = useField();
  const items = Array.isArray(p.value) ? p.value : [];
  const itemSchema = p.schema.items ?? {};
  return (
    <Group legend={labelOf(p.name)} path={p.path} schema={p.schema} errors={p.errors}>
      <ol className="items">
        {items.map((item, i) => (
          <li key={i}>
            <Field
              schema={itemSchema}
              name={`${labelOf(p.name)} ${i + 1}`}
              path={childPath(p.path, i)}
              value={item}
              onChange={(v) => p.onChange(items.map((old, j) => (j === i ? (v ?? null) : old)))}
              errors={p.errors}
              required
            />
            <div className="item-actions">
              <button
                type="button"
                disabled={i === 0}
                onClick={() => p.onChange(moveItem(items, i, i - 1))}
                aria-label={`Move ${labelOf(p.name).toLowerCase()} ${i + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={i === items.length - 1}
                onClick={() => p.onChange(moveItem(items, i, i + 1))}
                aria-label={`Move ${labelOf(p.name).toLowerCase()} ${i + 1} down`}
              >
                ↓
              </button>
              <button type="button" onClick={() => p.onChange(items.filter((_, j) => j !== i))} aria-label={`Remove ${labelOf(p.name).toLowerCase()} ${i + 1}`}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => p.onChange([...items, defaultValue(itemSchema)])}>
        Add to {labelOf(p.name).toLowerCase()}
      </button>
    </Group>
  );
}

/** An object keyed by free names (a slider's breakpoints): each entry edited with the shared value schema. */
export function MapWidget(p: FieldProps) {
  const Field = useField();
  const obj = p.value && typeof p.value === 'object' && !Array.isArray(p.value) ? p.value : {};
  const valueSchema = (typeof p.schema.additionalProperties === 'object' ? p.schema.additionalProperties : {}) as JsonSchema;
  const [newKey, setNewKey] = useState('');
  const keyId = `${idOf(p.path)}-new`;
  return (
    <Group legend={labelOf(p.name)} path={p.path} schema={p.schema} errors={p.errors}>
      {Object.entries(obj).map(([key, v]) => (
        <div key={key} className="map-entry">
          <Field
            schema={valueSchema}
            name={key}
            path={childPath(p.path, key)}
            value={v}
            onChange={(next) => p.onChange({ ...obj, [key]: next ?? null })}
            errors={p.errors}
            required
          />
          <button type="button" onClick={() => p.onChange(Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key)))}>
            Remove {key}
          </button>
        </div>
      ))}
      <div className="field map-add">
        <label htmlFor={keyId}>New entry name</label>
        <input id={keyId} value={newKey} onChange={(e) => setNewKey(e.target.value)} />
        <button
          type="button"
          disabled={!newKey || newKey in obj}
          onClick={() => {
            p.onChange({ ...obj, [newKey]: defaultValue(valueSchema) });
            setNewKey('');
          }}
        >
          Add entry
        </button>
      </div>
    </Group>
  );
}
