/** The widgets that edit an object: its properties in schema order, a nested group, one of several shapes. */
import { Group, idOf, useField, type FieldProps } from './fieldParts';
import { branchOf, childPath, defaultValue, fieldKind, labelOf, type Json, type JsonSchema } from './schema';

/** An object's own properties, in schema order; optional nested objects and lists are added on demand. */
export function Properties({ schema, path, value, onChange, errors }: Omit<FieldProps, 'name' | 'required'>) {
  const Field = useField();
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
              {errors.get(cPath)?.map((m) => (
                <p className="field-errors" key={m}>
                  {m}
                </p>
              ))}
            </div>
          );
        }
        return <Field key={key} schema={child} name={key} path={cPath} value={obj[key]} onChange={set} errors={errors} required={required.has(key)} />;
      })}
    </>
  );
}

export function GroupWidget(p: FieldProps) {
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

/** One of several shapes (a detail's kinds): pick the shape, then its fields. */
export function VariantsWidget(p: FieldProps) {
  const Field = useField();
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
