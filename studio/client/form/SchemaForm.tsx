/**
 * A form generated from a JSON Schema: each node is drawn by the widget its kind maps to
 * (the way the form-wizard maps field kinds to components). Errors are the build's own
 * messages, keyed by the JSON path they name, shown under the field they belong to.
 */
import type { ComponentType } from 'react';
import { FieldContext, Help, type FieldProps } from './fieldParts';
import { ListWidget, MapWidget } from './listWidgets';
import { GroupWidget, Properties, VariantsWidget } from './objectWidgets';
import { ChoiceWidget, ConstantWidget, JsonWidget, LongTextWidget, NumberWidget, TextWidget, ToggleWidget } from './scalarWidgets';
import { fieldKind, type FieldKind } from './schema';

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
  return (
    <FieldContext.Provider value={Field}>
      {fieldKind(schema) === 'variants' ? (
        <Field schema={schema} name={path} path={path} value={value} onChange={onChange} errors={errors} required />
      ) : (
        <div className="schema-form">
          <Help path={path} schema={{}} errors={errors} />
          <Properties schema={schema} path={path} value={value} onChange={onChange} errors={errors} />
        </div>
      )}
    </FieldContext.Provider>
  );
}
