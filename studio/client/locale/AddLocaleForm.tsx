/** The Site settings' "Add a language": a code, its name in itself, its direction and its fallback. */
import { useState, type ReactNode } from 'react';
import { defaultLocale, type Locale } from '../../../src/engine/config/locales';
import { localeDraftProblems, type LocaleDraft } from './addLocale';
import { LocaleOptions } from './LocalePicker';

interface Props {
  locales: readonly Locale[];
  onAdd: (draft: LocaleDraft) => void;
}

type Problems = ReturnType<typeof localeDraftProblems>;

function Row({ name, label, problems, children }: { name: keyof LocaleDraft; label: string; problems: Problems; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`new-locale-${name}`}>{label}</label>
      {children}
      {problems[name] ? (
        <p className="field-errors" id={`new-locale-${name}-error`}>
          {problems[name]}
        </p>
      ) : null}
    </div>
  );
}

export function AddLocaleForm({ locales, onAdd }: Props) {
  const start = (): LocaleDraft => ({ code: '', label: '', dir: 'ltr', fallback: defaultLocale(locales).code });
  const [draft, setDraft] = useState(start);
  const [problems, setProblems] = useState<Problems>({});
  const control = (name: keyof LocaleDraft) => ({
    id: `new-locale-${name}`,
    value: draft[name],
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `new-locale-${name}-error` : undefined,
  });
  const set = (name: keyof LocaleDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value });
  return (
    <form
      className="props add-locale"
      aria-label="Add a language"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = localeDraftProblems(draft, locales);
        setProblems(found);
        if (Object.keys(found).length) return;
        onAdd(draft);
        setDraft(start());
      }}
    >
      <h3>Add a language</h3>
      <p className="help">Its texts fall back to another language until they are translated; the missing translations list shows them all.</p>
      <Row name="code" label="Language code (fr, pt-BR)" problems={problems}>
        <input type="text" {...control('code')} onChange={set('code')} />
      </Row>
      <Row name="label" label="Name in that language (Français)" problems={problems}>
        <input type="text" {...control('label')} onChange={set('label')} />
      </Row>
      <Row name="dir" label="Direction" problems={problems}>
        <select {...control('dir')} onChange={set('dir')}>
          <option value="ltr">Left to right</option>
          <option value="rtl">Right to left (mirrors the pages)</option>
        </select>
      </Row>
      <Row name="fallback" label="Falls back to" problems={problems}>
        <select {...control('fallback')} onChange={set('fallback')}>
          <LocaleOptions locales={locales} />
        </select>
      </Row>
      <button type="submit">Add language</button>
    </form>
  );
}
