/** The widgets that edit one value: text, prose, a number, a toggle, a choice, a constant, free-form JSON. */
import { useState } from 'react';
import { describedBy, FieldFrame, Help, idOf, Label, type FieldProps } from './fieldParts';
import { useText, type TextField } from './useText';
import { labelOf, parseNumber, type Json } from './schema';

/** The control's attributes for a text in the chosen locale: its value, language, direction and note. */
function textControl(p: FieldProps, field: TextField) {
  const described = describedBy(p);
  const ids = [described['aria-describedby'], field.note?.id].filter(Boolean).join(' ');
  return {
    id: idOf(p.path),
    value: field.text,
    onChange: (e: { target: { value: string } }) => field.change(e.target.value),
    ...(field.placeholder !== undefined ? { placeholder: field.placeholder } : {}),
    ...(field.lang ? { lang: field.lang, dir: field.dir } : {}),
    ...described,
    'aria-describedby': ids || undefined,
  };
}

function LocaleNote({ field }: { field: TextField }) {
  return field.note ? (
    <p className="help locale-note" id={field.note.id}>
      {field.note.text}
    </p>
  ) : null;
}

export function TextWidget(p: FieldProps) {
  const field = useText(p);
  return (
    <FieldFrame p={p}>
      <input type="text" {...textControl(p, field)} />
      <LocaleNote field={field} />
    </FieldFrame>
  );
}

/** Prose: a textarea, with the copy as the page will set it (paragraph breaks kept) beneath. */
export function LongTextWidget(p: FieldProps) {
  const field = useText(p);
  const text = field.text || field.placeholder || '';
  return (
    <FieldFrame p={p}>
      <textarea rows={4} {...textControl(p, field)} />
      <LocaleNote field={field} />
      {text ? (
        <div className="prose-preview" lang={field.lang} dir={field.dir} aria-label={`${labelOf(p.name)} as shown`}>
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
export function NumberWidget(p: FieldProps) {
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

export function ToggleWidget(p: FieldProps) {
  return (
    <div className="field field-toggle">
      <input id={idOf(p.path)} type="checkbox" checked={p.value === true} onChange={(e) => p.onChange(e.target.checked)} {...describedBy(p)} />
      <Label {...p} />
      <Help {...p} />
    </div>
  );
}

export function ChoiceWidget(p: FieldProps) {
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

export function ConstantWidget(p: FieldProps) {
  return (
    <FieldFrame p={p}>
      <output id={idOf(p.path)}>{JSON.stringify(p.schema.const)}</output>
    </FieldFrame>
  );
}

/** Free-form JSON (a source's body): edited as text, taken once it parses. */
export function JsonWidget(p: FieldProps) {
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
