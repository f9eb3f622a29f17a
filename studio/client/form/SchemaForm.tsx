/**
 * A form generated from a JSON Schema: each node is drawn by the widget its kind maps to
 * (the way the form-wizard maps field kinds to components). Errors are the build's own
 * messages, keyed by the JSON path they name, shown under the field they belong to.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { branchOf, childPath, defaultValue, fieldKind, labelOf, parseNumber, type FieldKind, type Json, type JsonSchema } from './schema';

export type Errors = ReadonlyMap<string, string[]>;

export interface FieldProps {
  schema: JsonSchema;
  /** The property name or item number this field edits. */
  name: string;
  /** Its JSON path, as the build's messages write it. */
  path: string;
  value: Json | undefined;
  /** undefined removes the property. */
  onChange: (value: Json | undefined) => void;
  errors: Errors;
  required: boolean;
}

const idOf = (path: string) => `f-${path.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;

function Help({ path, schema, errors }: Pick<FieldProps, 'path' | 'schema' | 'errors'>) {
  const mine = errors.get(path) ?? [];
  return (
    <>
      {schema.description ? (
        <p className="help" id={`${idOf(path)}-help`}>
          {schema.description}
        </p>
      ) : null}
      {mine.length ? (
        <ul className="field-errors" id={`${idOf(path)}-error`}>
          {mine.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function describedBy({ path, schema, errors }: Pick<FieldProps, 'path' | 'schema' | 'errors'>) {
  const ids = [schema.description ? `${idOf(path)}-help` : '', errors.get(path)?.length ? `${idOf(path)}-error` : ''].filter(Boolean);
  return { 'aria-describedby': ids.join(' ') || undefined, 'aria-invalid': errors.get(path)?.length ? true : undefined };
}

function Label({ path, name, required }: Pick<FieldProps, 'path' | 'name' | 'required'>) {
  return (
    <label htmlFor={idOf(path)}>
      {labelOf(name)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The frame every scalar widget shares: its label, the control, then its help and errors. */
function FieldFrame({ p, children }: { p: FieldProps; children: ReactNode }) {
  return (
    <div className="field">
      <Label {...p} />
      {children}
      <Help {...p} />
    </div>
  );
}

function TextWidget(p: FieldProps) {
  return (
    <FieldFrame p={p}>
      <input
        id={idOf(p.path)}
        type="text"
        value={typeof p.value === 'string' ? p.value : p.value === undefined ? '' : JSON.stringify(p.value)}
        onChange={(e) => p.onChange(e.target.value === '' && !p.required ? undefined : e.target.value)}
        {...describedBy(p)}
      />
    </FieldFrame>
  );
}

/** Prose: a textarea, with the copy as the page will set it (paragraph breaks kept) beneath. */
function LongTextWidget(p: FieldProps) {
  const text = typeof p.value === 'string' ? p.value : '';
  return (
    <FieldFrame p={p}>
      <textarea id={idOf(p.path)} rows={4} value={text} onChange={(e) => p.onChange(e.target.value === '' && !p.required ? undefined : e.target.value)} {...describedBy(p)} />
      {text ? (
        <div className="prose-preview" aria-label={`${labelOf(p.name)} as shown`}>
          {text.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
      ) : null}
    </FieldFrame>
  );
}

/**
 * Numbers are typed as text: what is not a number stays in the config as typed, so the
 * build's validator names it ("props.speed must be integer") instead of the field eating it.
 */
function NumberWidget(p: FieldProps) {
  return (
    <FieldFrame p={p}>
      <input
        id={idOf(p.path)}
        type="text"
        inputMode="decimal"
        value={p.value === undefined || p.value === null ? '' : String(p.value)}
        onChange={(e) => p.onChange(parseNumber(e.target.value))}
        {...describedBy(p)}
      />
    </FieldFrame>
  );
}

function ToggleWidget(p: FieldProps) {
  return (
    <div className="field field-toggle">
      <input id={idOf(p.path)} type="checkbox" checked={p.value === true} onChange={(e) => p.onChange(e.target.checked)} {...describedBy(p)} />
      <Label {...p} />
      <Help {...p} />
    </div>
  );
}

function ChoiceWidget(p: FieldProps) {
  const options = p.schema.enum ?? [];
  const index = options.findIndex((o) => o === p.value);
  return (
    <FieldFrame p={p}>
      <select
        id={idOf(p.path)}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => p.onChange(e.target.value === '' ? undefined : (options[Number(e.target.value)] as Json))}
        {...describedBy(p)}
      >
        {index < 0 || !p.required ? <option value="">(none)</option> : null}
        {options.map((o, i) => (
          <option key={i} value={String(i)}>
            {String(o)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function ConstantWidget(p: FieldProps) {
  return (
    <FieldFrame p={p}>
      <output id={idOf(p.path)}>{JSON.stringify(p.schema.const)}</output>
    </FieldFrame>
  );
}

/** Free-form JSON (a source's body): edited as text, taken once it parses. */
function JsonWidget(p: FieldProps) {
  const shown = p.value === undefined ? '' : JSON.stringify(p.value, null, 2);
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const text = draft && draft.from === shown ? draft.text : shown;
  const [bad, setBad] = useState(false);
  return (
    <FieldFrame p={p}>
      <textarea
        id={idOf(p.path)}
        className="code"
        rows={Math.min(10, text.split('\n').length + 1)}
        value={text}
        onChange={(e) => {
          setDraft({ text: e.target.value, from: shown });
          try {
            p.onChange(e.target.value.trim() === '' ? undefined : (JSON.parse(e.target.value) as Json));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
        {...describedBy(p)}
      />
      {bad ? <p className="field-errors">Not JSON yet: the last valid value is kept.</p> : null}
    </FieldFrame>
  );
}

function Group({ legend, path, schema, errors, children }: { legend: string; path: string; schema: JsonSchema; errors: Errors; children: ReactNode }) {
  return (
    <fieldset className="group" {...describedBy({ path, schema, errors })}>
      <legend>{legend}</legend>
      <Help path={path} schema={schema} errors={errors} />
      {children}
    </fieldset>
  );
}

/** An object's own properties, in schema order; optional nested objects and lists are added on demand. */
export function Properties({ schema, path, value, onChange, errors }: Omit<FieldProps, 'name' | 'required'>) {
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, child]) => {
        const set = (v: Json | undefined) => {
          const next = { ...obj };
          // Assigning keeps the key's place in the file; a new key goes last (a one-line diff either way).
          if (v === undefined) delete next[key];
          else next[key] = v;
          onChange(next);
        };
        const kind = fieldKind(child, key);
        const cPath = childPath(path, key);
        if (obj[key] === undefined && !required.has(key) && (kind === 'group' || kind === 'list' || kind === 'map' || kind === 'variants')) {
          return (
            <div className="field field-absent" key={key}>
              <button type="button" onClick={() => set(defaultValue(child))}>
                Add {labelOf(key).toLowerCase()}
              </button>
              {child.description ? <p className="help">{child.description}</p> : null}
              {errors.get(cPath)?.map((m) => <p className="field-errors" key={m}>{m}</p>)}
            </div>
          );
        }
        return <Field key={key} schema={child} name={key} path={cPath} value={obj[key]} onChange={set} errors={errors} required={required.has(key)} />;
      })}
    </>
  );
}

function GroupWidget(p: FieldProps) {
  return (
    <Group legend={labelOf(p.name)} path={p.path} schema={p.schema} errors={p.errors}>
      <Properties {...p} />
      {!p.required ? (
        <button type="button" className="quiet" onClick={() => p.onChange(undefined)}>
          Remove {labelOf(p.name).toLowerCase()}
        </button>
      ) : null}
    </Group>
  );
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Items in order, each reorderable and removable. */
function ListWidget(p: FieldProps) {
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
              <button type="button" disabled={i === 0} onClick={() => p.onChange(move(items, i, i - 1))} aria-label={`Move ${labelOf(p.name).toLowerCase()} ${i + 1} up`}>
                ↑
              </button>
              <button type="button" disabled={i === items.length - 1} onClick={() => p.onChange(move(items, i, i + 1))} aria-label={`Move ${labelOf(p.name).toLowerCase()} ${i + 1} down`}>
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
function MapWidget(p: FieldProps) {
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

/** One of several shapes (a detail's kinds): pick the shape, then its fields. */
function VariantsWidget(p: FieldProps) {
  const branches = p.schema.oneOf ?? p.schema.anyOf ?? [];
  const at = branchOf(branches, p.value);
  const branch = branches[at] ?? {};
  const nameOf = (b: JsonSchema, i: number) =>
    b.title ??
    Object.entries(b.properties ?? {})
      .map(([k, s]) => ('const' in s ? `${k}: ${String(s.const)}` : ''))
      .find(Boolean) ??
    ('const' in b ? JSON.stringify(b.const) : `${typeof b.type === 'string' ? b.type : 'shape'} ${i + 1}`);
  const selectId = `${idOf(p.path)}-shape`;
  const merged: JsonSchema = { ...branch, description: branch.description ?? p.schema.description };
  const kind = fieldKind(merged, p.name);
  return (
    <Group legend={labelOf(p.name)} path={p.path} schema={{}} errors={p.errors}>
      <div className="field">
        <label htmlFor={selectId}>Shape</label>
        <select id={selectId} value={String(at)} onChange={(e) => p.onChange(defaultValue(branches[Number(e.target.value)] ?? {}))}>
          {branches.map((b, i) => (
            <option key={i} value={String(i)}>
              {nameOf(b, i)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'group' ? <Properties {...p} schema={merged} /> : <Field {...p} schema={merged} />}
    </Group>
  );
}

/** The widget for each kind of schema node. */
export const widgets: Record<FieldKind, ComponentType<FieldProps>> = {
  choice: ChoiceWidget,
  constant: ConstantWidget,
  toggle: ToggleWidget,
  number: NumberWidget,
  text: TextWidget,
  longText: LongTextWidget,
  group: GroupWidget,
  map: MapWidget,
  list: ListWidget,
  variants: VariantsWidget,
  json: JsonWidget,
};

export function Field(p: FieldProps) {
  const Widget = widgets[fieldKind(p.schema, p.name)];
  return <Widget {...p} />;
}

/** A whole object's form: a block's props, its source, the header. */
export function SchemaForm({ schema, path, value, onChange, errors }: Omit<FieldProps, 'name' | 'required'>) {
  if (fieldKind(schema) === 'variants') return <Field schema={schema} name={path} path={path} value={value} onChange={onChange} errors={errors} required />;
  return (
    <div className="schema-form">
      <Help path={path} schema={{}} errors={errors} />
      <Properties schema={schema} path={path} value={value} onChange={onChange} errors={errors} />
    </div>
  );
}
