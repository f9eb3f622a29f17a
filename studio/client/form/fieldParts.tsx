/**
 * What every widget of the schema form shares: its props, the ids that tie a control to its
 * help and errors, the label, the frames around a field and a group, and the way a compound
 * widget draws its children (the field for a schema node, given by SchemaForm through context,
 * so the widgets need not import the table that lists them).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { labelOf, type Json, type JsonSchema } from './schema';

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

export const idOf = (path: string) => `f-${path.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;

export function Help({ path, schema, errors }: Pick<FieldProps, 'path' | 'schema' | 'errors'>) {
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

export function describedBy({ path, schema, errors }: Pick<FieldProps, 'path' | 'schema' | 'errors'>) {
  const ids = [schema.description ? `${idOf(path)}-help` : '', errors.get(path)?.length ? `${idOf(path)}-error` : ''].filter(Boolean);
  return { 'aria-describedby': ids.join(' ') || undefined, 'aria-invalid': errors.get(path)?.length ? true : undefined };
}

export function Label({ path, name, required }: Pick<FieldProps, 'path' | 'name' | 'required'>) {
  return (
    <label htmlFor={idOf(path)}>
      {labelOf(name)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The frame every scalar widget shares: its label, the control, then its help and errors. */
export function FieldFrame({ p, children }: { p: FieldProps; children: ReactNode }) {
  return (
    <div className="field">
      <Label {...p} />
      {children}
      <Help {...p} />
    </div>
  );
}

export function Group({ legend, path, schema, errors, children }: { legend: string; path: string; schema: JsonSchema; errors: Errors; children: ReactNode }) {
  return (
    <fieldset className="group" {...describedBy({ path, schema, errors })}>
      <legend>{legend}</legend>
      <Help path={path} schema={schema} errors={errors} />
      {children}
    </fieldset>
  );
}

/** The field for a schema node, by its kind; SchemaForm provides it. */
export const FieldContext = createContext<ComponentType<FieldProps> | null>(null);

export function useField(): ComponentType<FieldProps> {
  const field = useContext(FieldContext);
  if (!field) throw new Error('A schema form widget was rendered outside SchemaForm.');
  return field;
}
