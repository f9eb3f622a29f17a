/**
 * The chosen page's own settings: its title, description and link-preview picture (in the chosen
 * language, by the route schema), its path (a rename moves every link and leaves a redirect), its
 * place in the menus, and Duplicate and Delete. Each edit is one `change` step of the undo history,
 * announced on the status line.
 */
import { useCallback, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useStable } from '../useSettled';
import { localesOf } from '../../../src/engine/config/locales';
import type { SiteConfig } from '../../../src/engine/types';
import type { EditorAction } from '../editor';
import type { Errors } from '../form/fieldParts';
import { SchemaForm } from '../form/SchemaForm';
import type { Json, JsonSchema } from '../form/schema';
import { textIn } from '../locale/text';
import { TextRow } from './AddPageDialog';
import {
  addToMenu,
  deletePage,
  duplicatePage,
  menuEntries,
  menusOf,
  moveInMenu,
  removeFromMenu,
  renamePage,
  textsOf,
  type LinkPlace,
  type Texts,
} from './pages';

interface Props {
  /**
   * The config as the panel shows it: the studio hands over a new one only when something shown
   * here changes (not at each keystroke in a block), so the panel is not rendered again for those.
   */
  config: SiteConfig;
  /** The config as it is now: every edit starts from it (the blocks the shown one may lag behind included). */
  latest: () => SiteConfig;
  index: number;
  /** A route's schema (siteSchema's routes items): its title, description and image fields. */
  routeSchema: JsonSchema;
  problems: string[];
  dispatch: Dispatch<EditorAction>;
}

const SETTINGS = ['title', 'description', 'image'] as const;

/** The build's problems with the route's own fields ("routes[3] /x: description must …"), by field. */
function settingsErrors(problems: string[], index: number): Errors {
  const out = new Map<string, string[]>();
  for (const p of problems) {
    const m = new RegExp(`^routes\\[${index}\\][^:›]*: ((${SETTINGS.join('|')})\\b.*)$`).exec(p);
    if (m) out.set(m[2]!, [...(out.get(m[2]!) ?? []), m[1]!]);
  }
  return out;
}

/** `config` with route `index`'s own fields (title, description, image) as the form gives them, the rest of the route as it is. */
function withSettings(config: SiteConfig, index: number, fields: Record<string, unknown>): SiteConfig {
  const routes = config.routes.map((r, i) => {
    if (i !== index) return r;
    const next: Record<string, unknown> = { ...r };
    for (const k of SETTINGS) {
      if (fields[k] === undefined) delete next[k];
      else next[k] = fields[k];
    }
    return next as unknown as typeof r;
  });
  return { ...config, routes };
}

/**
 * Whether the panel shows the same with `b` as with `a`: the site, the header and footer (the
 * menus), the redirects and every route's path and own fields; a route's blocks are not shown here.
 */
export function samePanel(a: SiteConfig, b: SiteConfig): boolean {
  if (a === b) return true;
  if (a.site !== b.site || a.header !== b.header || a.footer !== b.footer || a.redirects !== b.redirects || a.routes.length !== b.routes.length) return false;
  return a.routes.every((r, i) => {
    const o = b.routes[i]!;
    return r.path === o.path && SETTINGS.every((k) => r[k] === o[k]);
  });
}

/**
 * What the studio hands the (memoized) panel: a config that changes only when what the panel shows
 * does, so a keystroke in a block does not render it again, and the config as it is now, which
 * every edit of the panel starts from.
 */
export function usePanelConfig(config: SiteConfig): { config: SiteConfig; latest: () => SiteConfig } {
  const panelConfig = useStable(config, samePanel);
  const now = useRef(config);
  now.current = config;
  const latest = useCallback(() => now.current, []);
  return { config: panelConfig, latest };
}

/** The menu label a page's title suggests: "Middle East Expo | {productName}" → "Middle East Expo". */
const labelFromTitle = (texts: Texts): Texts => Object.fromEntries(Object.entries(texts).map(([code, t]) => [code, t.split(' | ')[0]!.trim()]));

function RenameForm({ config, latest, index, dispatch }: Omit<Props, 'routeSchema' | 'problems'>) {
  const route = config.routes[index]!;
  const [path, setPath] = useState(route.path);
  const [problem, setProblem] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const now = latest();
    const result = renamePage(now, index, path);
    if ('refused' in result) {
      setProblem(result.refused);
      return;
    }
    setProblem(undefined);
    if (result.config === now) return;
    dispatch({ type: 'change', config: result.config, at: Date.now() });
    const links = result.links === 1 ? '1 link follows' : `${result.links} links follow`;
    dispatch({ type: 'status', text: `Renamed ${route.path} to ${path.trim()}: ${links}, and ${route.path} answers with a permanent redirect (301).` });
  };
  return (
    <form className="props rename-page" aria-label="Rename the page" noValidate onSubmit={submit}>
      <TextRow
        id="page-path"
        label="Path"
        help="Renaming moves every link to the page, and the old address redirects to the new one."
        value={path}
        problem={problem}
        onChange={setPath}
      />
      <button type="submit">Rename</button>
    </form>
  );
}

function MenusForm({ config, latest, index, dispatch }: Omit<Props, 'routeSchema' | 'problems'>) {
  const route = config.routes[index]!;
  const locales = localesOf(config);
  const menus = menusOf(config);
  const entries = menuEntries(config, route.path);
  const [menu, setMenu] = useState(0);
  const [labels, setLabels] = useState<Texts>(() => labelFromTitle(textsOf(config, route.title)));
  const edit = (next: SiteConfig, text: string) => {
    dispatch({ type: 'change', config: next, at: Date.now() });
    dispatch({ type: 'status', text });
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const target = menus[menu];
    if (!target) return;
    edit(addToMenu(latest(), target.spot, route.path, labels), `Added ${route.path} to ${target.name}.`);
  };
  return (
    <section className="props page-menus" aria-labelledby="page-menus-heading">
      <h3 id="page-menus-heading">In the menus</h3>
      {entries.length ? (
        <ul aria-label="Menu links to this page">
          {entries.map((entry) => (
            <li key={`${entry.name} ${entry.index}`}>
              {entry.name} › {entry.label} ({entry.index + 1} of {entry.count}){' '}
              <button
                type="button"
                disabled={entry.index === 0}
                aria-label={`Move up in ${entry.name}`}
                onClick={() =>
                  edit(
                    moveInMenu(latest(), entry.spot, entry.index, entry.index - 1),
                    `Moved ${entry.label} to position ${entry.index} of ${entry.count} in ${entry.name}.`,
                  )
                }
              >
                Move up
              </button>{' '}
              <button
                type="button"
                disabled={entry.index === entry.count - 1}
                aria-label={`Move down in ${entry.name}`}
                onClick={() =>
                  edit(
                    moveInMenu(latest(), entry.spot, entry.index, entry.index + 1),
                    `Moved ${entry.label} to position ${entry.index + 2} of ${entry.count} in ${entry.name}.`,
                  )
                }
              >
                Move down
              </button>{' '}
              <button
                type="button"
                aria-label={`Remove from ${entry.name}`}
                onClick={() => edit(removeFromMenu(latest(), entry.spot, entry.index), `Removed ${entry.label} from ${entry.name}. Undo brings it back.`)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="help">No menu links to this page yet.</p>
      )}
      <form aria-label="Add to a menu" onSubmit={add}>
        <div className="field">
          <label htmlFor="page-menu">Menu</label>
          <select id="page-menu" value={menu} onChange={(e) => setMenu(Number(e.target.value))}>
            {menus.map((m, i) => (
              <option key={m.name} value={i}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        {locales.map((l) => (
          <TextRow
            key={l.code}
            id={`page-menu-label-${l.code}`}
            label={`Menu label (${l.label})`}
            value={labels[l.code] ?? ''}
            onChange={(t) => setLabels({ ...labels, [l.code]: t })}
          />
        ))}
        <button type="submit">Add to menu</button>
      </form>
    </section>
  );
}

/** Keyed by the page where it is rendered: a rename's draft or a refusal belongs to the page it was made on. */
export function PagePanel({ config, latest, index, routeSchema, problems, dispatch }: Props) {
  const route = config.routes[index];
  const [refusal, setRefusal] = useState<{ text: string; places: LinkPlace[] } | null>(null);
  if (!route) return null;
  const fields = Object.fromEntries(SETTINGS.map((k) => [k, routeSchema.properties?.[k] ?? {}]));
  const duplicate = () => {
    const result = duplicatePage(latest(), index);
    if ('refused' in result) return dispatch({ type: 'status', text: result.refused });
    dispatch({ type: 'change', config: result.config, at: Date.now() });
    dispatch({ type: 'target', target: { kind: 'route', index: result.index } });
    dispatch({ type: 'status', text: `Duplicated ${route.path} as ${result.config.routes[result.index]!.path}.` });
  };
  const remove = () => {
    const result = deletePage(latest(), index);
    if ('refused' in result) {
      setRefusal({ text: result.refused, places: result.places });
      // The places are listed under the button; the status line says how many, briefly.
      const count = result.places.length;
      const why = count ? `${count === 1 ? '1 link points' : `${count} links point`} to it, listed under Delete page.` : result.refused;
      return dispatch({ type: 'status', text: `Cannot delete ${route.path}: ${why}` });
    }
    setRefusal(null);
    dispatch({ type: 'change', config: result.config, at: Date.now() });
    dispatch({
      type: 'target',
      target: {
        kind: 'route',
        index: Math.max(
          0,
          result.config.routes.findIndex((r) => r.path === '/'),
        ),
      },
    });
    dispatch({ type: 'status', text: `Deleted ${route.path}. Undo brings it back.` });
  };
  return (
    <section className="page-panel" aria-label={`Page ${route.path}`}>
      <form className="props" aria-label="Page settings" onSubmit={(e) => e.preventDefault()}>
        <h2>
          Page {route.path} <span className="title">{textIn(route.title)}</span>
        </h2>
        <SchemaForm
          schema={{ type: 'object', required: ['title'], properties: fields }}
          path=""
          value={route as unknown as Json}
          onChange={(v) =>
            dispatch({
              type: 'change',
              // The form edits the route's own fields; the rest of it (path, blocks) stays as it is now.
              config: withSettings(latest(), index, v as Record<string, unknown>),
              key: `page ${index}`,
              at: Date.now(),
            })
          }
          errors={settingsErrors(problems, index)}
        />
      </form>
      <RenameForm key={`rename ${index} ${route.path}`} config={config} latest={latest} index={index} dispatch={dispatch} />
      {/* The menu labels it suggests are the title's: a new title suggests them afresh. */}
      <MenusForm key={`menus ${index} ${JSON.stringify(route.title)}`} config={config} latest={latest} index={index} dispatch={dispatch} />
      <div className="page-actions">
        <button type="button" onClick={duplicate}>
          Duplicate page
        </button>{' '}
        <button type="button" onClick={remove} aria-describedby={refusal ? 'page-delete-refused' : undefined}>
          Delete page
        </button>
        {refusal ? (
          <div id="page-delete-refused" className="field-errors" role="alert">
            <p>{refusal.text}</p>
            {refusal.places.length ? (
              <ul aria-label="Links to this page">
                {refusal.places.map((p) => (
                  <li key={p.path}>
                    {p.place} <code>{p.path}</code>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
