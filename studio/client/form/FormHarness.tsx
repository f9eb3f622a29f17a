/** For tests: a schema form that keeps the value it writes, as the inspector does; `onValue` sees each one. */
import { useState } from 'react';
import { SchemaForm } from './SchemaForm';
import type { Json, JsonSchema } from './schema';

export function FormHarness({ schema, initial, onValue }: { schema: JsonSchema; initial: Json; onValue: (v: Json) => void }) {
  const [value, setValue] = useState<Json>(initial);
  return (
    <SchemaForm
      schema={schema}
      path="props"
      value={value}
      onChange={(v) => {
        setValue(v ?? {});
        onValue(v ?? {});
      }}
      errors={new Map()}
    />
  );
}
