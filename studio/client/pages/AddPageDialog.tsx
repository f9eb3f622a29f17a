/** "Add a page": its path, a title in each of the site's languages, and a start (blank, or a copy of a page's blocks). */
import { useState, type FormEvent } from 'react';
import { defaultLocale, localesOf } from '../../../src/engine/config/locales';
import type { SiteConfig } from '../../../src/engine/types';
import { textIn } from '../locale/text';
import { Dialog } from '../publish/Dialog';
import { draftProblems, type PageDraft } from './pages';

interface Props {
  config: SiteConfig;
  onAdd: (draft: PageDraft) => void;
  onClose: () => void;
}

/** A labelled input with its problem tied to it (aria-describedby), as the Add a language form does. */
export function TextRow({
  id,
  label,
  value,
  problem,
  help,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  problem?: string | undefined;
  help?: string;
  onChange: (v: string) => void;
}) {
  const described = [help ? `${id}-help` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help ? (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {problem ? (
        <p className="field-errors" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function AddPageDialog({ config, onAdd, onClose }: Props) {
  const locales = localesOf(config);
  const def = defaultLocale(locales);
  const [draft, setDraft] = useState<PageDraft>({ path: '', titles: {}, copyOf: null });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = draftProblems(config, draft);
    setProblems(found);
    if (Object.keys(found).length) {
      // The first field with a problem takes the focus; its message is read with it.
      document.getElementById(`new-page-${Object.keys(found)[0]!}`)?.focus();
      return;
    }
    onAdd(draft);
  };
  return (
    <Dialog title="Add a page" onClose={onClose}>
      <form className="props add-page" aria-label="New page" noValidate onSubmit={submit}>
        <TextRow
          id="new-page-path"
          label="Path"
          help='The address of the page, e.g. "/middle-east-expo".'
          value={draft.path}
          problem={problems.path}
          onChange={(path) => setDraft({ ...draft, path })}
        />
        {locales.map((l) => (
          <TextRow
            key={l.code}
            id={`new-page-title-${l.code}`}
            label={`Title (${l.label})`}
            {...(l.code === def.code ? {} : { help: `Optional: without it the page shows the ${def.label} title.` })}
            value={draft.titles[l.code] ?? ''}
            problem={problems[`title-${l.code}`]}
            onChange={(t) => setDraft({ ...draft, titles: { ...draft.titles, [l.code]: t } })}
          />
        ))}
        <div className="field">
          <label htmlFor="new-page-start">Start with</label>
          <select
            id="new-page-start"
            value={draft.copyOf === null ? '' : String(draft.copyOf)}
            onChange={(e) => setDraft({ ...draft, copyOf: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">A blank page</option>
            {config.routes.map((r, i) => (
              <option key={i} value={i}>
                A copy of {r.path} ({textIn(r.title, def.code)})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary">
          Add page
        </button>
      </form>
    </Dialog>
  );
}
