/**
 * The studio: the outline (routes, header, footer, the chosen page's blocks), the selected
 * block's form, and the page itself beside them, rendered by the site's engine from the
 * unsaved config.
 */
import { fillBrandPath } from '../../src/platform/template';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import type { DiffAnswer, EditAnswer, SaveAnswer, StudioState } from '../shared/api';
import { blockLabel, duplicateBlock, moveItem } from './blocks';
import { textIn } from './locale/text';
import { Preview } from './Preview';
import { SaveDialog, type SaveView } from './SaveDialog';
import { Catalogue } from './Catalogue';
import { SchemaForm } from './form/SchemaForm';
import { defaultValue, type Json, type JsonSchema } from './form/schema';
import { historyOf, historyReducer } from './history';
import { problemsAt } from './problems';
import { PublishActions } from './publish/PublishActions';

export type Target = { kind: 'route'; index: number } | { kind: 'footer' } | { kind: 'header' } | { kind: 'site' };

async function post<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

function blocksOf(config: SiteConfig, target: Target): BlockConfig[] | null {
  if (target.kind === 'route') return config.routes[target.index]?.blocks ?? null;
  if (target.kind === 'footer') return config.footer.blocks;
  return null;
}

function withBlocks(config: SiteConfig, target: Target, blocks: BlockConfig[]): SiteConfig {
  if (target.kind === 'route') return { ...config, routes: config.routes.map((r, i) => (i === target.index ? { ...r, blocks } : r)) };
  if (target.kind === 'footer') return { ...config, footer: { ...config.footer, blocks } };
  return config;
}

const whereOf = (target: Target, i: number) => (target.kind === 'route' ? `routes[${target.index}].blocks[${i}]` : `footer.blocks[${i}]`);

/** A route path with its parameters as the preview's address (a detail route needs a real slug typed in). */
const previewUrlOf = (config: SiteConfig, target: Target) =>
  target.kind === 'route' ? fillBrandPath(config.routes[target.index]?.path ?? '/', config.site.brand) : '/';

export function Studio({ initial }: { initial: StudioState }) {
  const [history, dispatch] = useReducer(historyReducer, initial.config, historyOf);
  const config = history.present;
  const [version, setVersion] = useState(initial.version);
  const [saved, setSaved] = useState(initial.config);
  const [problems, setProblems] = useState(initial.problems);
  const [target, setTarget] = useState<Target>({ kind: 'route', index: Math.max(0, initial.config.routes.findIndex((r) => r.path === '/')) });
  const [selected, setSelected] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState('');
  const [save, setSave] = useState<SaveView | null>(null);
  const [catalogue, setCatalogue] = useState(false);
  const [urlOverride, setUrlOverride] = useState<string | null>(null);
  const [preview, setPreview] = useState<EditAnswer['preview'] | null>(null);
  const focusAfter = useRef<{ index: number; action: string } | null>(null);
  const dragFrom = useRef<number | null>(null);

  const blocks = blocksOf(config, target);
  const block = blocks && selected !== null ? blocks[selected] : undefined;
  const url = urlOverride ?? previewUrlOf(config, target);

  const change = useCallback((next: SiteConfig, key?: string) => dispatch({ type: 'change', config: next, key, at: Date.now() }), []);

  // Every change is checked by the build's validator; a valid one is rendered for the preview.
  const lastSent = useRef(0);
  useEffect(() => {
    const mine = ++lastSent.current;
    const timer = setTimeout(() => {
      void post<EditAnswer>('/api/edit', { config, url }).then(({ body }) => {
        if (mine !== lastSent.current) return;
        setProblems(body.problems);
        if (body.preview) setPreview(body.preview);
      });
    }, 30);
    return () => clearTimeout(timer);
  }, [config, url]);

  useEffect(() => {
    const f = focusAfter.current;
    if (!f) return;
    focusAfter.current = null;
    const item = document.querySelector(`[data-block-index="${f.index}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`button[data-action="${f.action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('button[data-action="select"]');
    button?.focus();
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' && e.key.toLowerCase() !== 'y') return;
      // Text fields keep their own undo while focused.
      if ((e.target as Element | null)?.closest('input, textarea')) return;
      e.preventDefault();
      dispatch({ type: e.key.toLowerCase() === 'y' || e.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setBlocks = (next: BlockConfig[]) => change(withBlocks(config, target, next));
  const moveBlock = (from: number, to: number, action?: string) => {
    if (!blocks || to < 0 || to >= blocks.length || from === to) return;
    setBlocks(moveItem(blocks, from, to));
    if (selected === from) setSelected(to);
    focusAfter.current = action ? { index: to, action } : null;
    setStatus(`Moved ${blockLabel(blocks[from]!)} to position ${to + 1} of ${blocks.length}.`);
  };
  const chooseTarget = (t: Target) => {
    setTarget(t);
    setSelected(null);
    setUrlOverride(null);
    // A route with a parameter is previewed at one of its items, when its sitemap entry names them.
    if (t.kind === 'route' && config.routes[t.index]?.path.includes('/:')) {
      void post<{ url: string | null }>('/api/example-url', { config, routeIndex: t.index }).then(({ body }) => {
        if (body.url) setUrlOverride(body.url);
      });
    }
  };

  const routes = useMemo(
    () =>
      config.routes
        .map((r, index) => ({ r, index }))
        .filter(({ r }) => !filter || `${r.path} ${textIn(r.title)}`.toLowerCase().includes(filter.toLowerCase())),
    [config.routes, filter],
  );

  const blockErrors = useMemo(() => (selected === null ? new Map<string, string[]>() : problemsAt(problems, whereOf(target, selected))), [problems, target, selected]);
  const topErrors = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const p of problems) {
      const key = p.split(' ')[0]!.replace(/:$/, '');
      m.set(key, [...(m.get(key) ?? []), p]);
    }
    return m;
  }, [problems]);

  const openSave = async () => {
    const { body } = await post<DiffAnswer>('/api/diff', { config, version });
    if (body.problems.length) {
      setSave({ kind: 'refused', problems: body.problems });
      return;
    }
    setSave({ kind: 'review', diff: body.diff, changedOnDisk: body.changedOnDisk, ...(body.changedOnDisk ? { diskVersion: body.diskVersion } : {}) });
  };
  const write = async (overwrite: boolean) => {
    const { body } = await post<SaveAnswer>('/api/save', { config, version: overwrite && save?.kind === 'review' && save.diskVersion ? save.diskVersion : version });
    if (body.kind === 'saved') {
      setVersion(body.version);
      setSaved(config);
      setSave(null);
      setStatus('Saved pages.config.json.');
    } else if (body.kind === 'invalid') setSave({ kind: 'refused', problems: body.problems });
    else setSave({ kind: 'review', diff: body.diff, changedOnDisk: true, diskVersion: body.version });
  };
  const reload = async () => {
    const state = (await (await fetch('/api/state')).json()) as StudioState;
    dispatch({ type: 'reset', config: state.config });
    setVersion(state.version);
    setSaved(state.config);
    setSave(null);
    setSelected(null);
    setStatus('Reloaded pages.config.json from disk.');
  };

  const blockSchema = initial.blockSchema as JsonSchema;
  const siteProps = (initial.siteSchema as JsonSchema).properties ?? {};
  const dirty = config !== saved;

  return (
    <div className="studio">
      <header className="bar">
        <h1>Voltline studio</h1>
        <p className="file" title={initial.file}>
          {dirty ? 'Unsaved changes' : 'No unsaved changes'}
        </p>
        <div className="bar-actions">
          <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={!history.past.length}>
            Undo
          </button>
          <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={!history.future.length}>
            Redo
          </button>
          <PublishActions config={config} path={url} onStatus={setStatus} />
          <button type="button" className="primary" onClick={() => void openSave()}>
            Save
          </button>
        </div>
        <p role="status" className="status">
          {status}
        </p>
      </header>

      <nav className="outline" aria-label="Outline">
        <div className="field">
          <label htmlFor="route-filter">Filter routes</label>
          <input id="route-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <ul className="routes" aria-label="Routes">
          <li>
            <button type="button" aria-current={target.kind === 'site'} onClick={() => chooseTarget({ kind: 'site' })}>
              Site
            </button>
          </li>
          <li>
            <button type="button" aria-current={target.kind === 'header'} onClick={() => chooseTarget({ kind: 'header' })}>
              Header
            </button>
          </li>
          {routes.map(({ r, index }) => (
            <li key={index}>
              <button type="button" aria-current={target.kind === 'route' && target.index === index} onClick={() => chooseTarget({ kind: 'route', index })}>
                <span className="path">{r.path}</span> <span className="title">{textIn(r.title)}</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" aria-current={target.kind === 'footer'} onClick={() => chooseTarget({ kind: 'footer' })}>
              Footer
            </button>
          </li>
        </ul>
      </nav>

      <main className="inspector" aria-label="Inspector">
        {blocks ? (
          <>
            <h2 id="blocks-heading">{target.kind === 'footer' ? 'Footer blocks' : `Blocks of ${config.routes[(target as { index: number }).index]?.path}`}</h2>
            <ul className="blocks" aria-label="Blocks">
              {blocks.map((b, i) => (
                <li
                  key={i}
                  data-block-index={i}
                  className={i === selected ? 'selected' : undefined}
                  draggable
                  onDragStart={(e) => {
                    dragFrom.current = i;
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(i));
                  }}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    const from = dragFrom.current ?? Number(e.dataTransfer.getData('text/plain'));
                    dragFrom.current = null;
                    moveBlock(from, i);
                  }}
                >
                  <button type="button" data-action="select" className="block-select" aria-pressed={i === selected} onClick={() => setSelected(i)}>
                    {blockLabel(b)}
                    {problemsAt(problems, whereOf(target, i)).size ? <span className="badge"> (has problems)</span> : null}
                  </button>
                  <span className="block-actions">
                    <button type="button" data-action="up" disabled={i === 0} onClick={() => moveBlock(i, i - 1, 'up')}>
                      Move up
                    </button>
                    <button type="button" data-action="down" disabled={i === blocks.length - 1} onClick={() => moveBlock(i, i + 1, 'down')}>
                      Move down
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        setBlocks(duplicateBlock(blocks, i));
                        setSelected(i + 1);
                        setStatus(`Duplicated ${blockLabel(b)}.`);
                      }}
                    >
                      Duplicate
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        setBlocks(blocks.filter((_, j) => j !== i));
                        setSelected(null);
                        setStatus(`Deleted ${blockLabel(b)}. Undo brings it back.`);
                      }}
                    >
                      Delete
                    </button>
                  </span>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => setCatalogue(true)}>
              Add block
            </button>
            {block ? (
              <form className="props" aria-label={`Properties of ${blockLabel(block)}`} onSubmit={(e) => e.preventDefault()}>
                <h2>{blockLabel(block)}</h2>
                {initial.blockSchemas[block.type] ? (
                  <>
                    <SchemaForm
                      schema={{ type: 'object', properties: { id: (blockSchema.properties ?? {}).id ?? {} } }}
                      path=""
                      value={block as unknown as Json}
                      onChange={(v) => change(withBlocks(config, target, blocks.map((b2, j) => (j === selected ? (v as unknown as BlockConfig) : b2))), `id ${selected}`)}
                      errors={blockErrors}
                    />
                    <SchemaForm
                      schema={initial.blockSchemas[block.type] as JsonSchema}
                      path="props"
                      value={(block.props ?? {}) as Json}
                      onChange={(v) => change(withBlocks(config, target, blocks.map((b2, j) => (j === selected ? { ...b2, props: v as Record<string, unknown> } : b2))), `props ${selected}`)}
                      errors={blockErrors}
                    />
                    {block.source ? (
                      <fieldset className="group">
                        <legend>Data source</legend>
                        <SchemaForm
                          schema={(blockSchema.properties ?? {}).source as JsonSchema}
                          path="source"
                          value={block.source as unknown as Json}
                          onChange={(v) => change(withBlocks(config, target, blocks.map((b2, j) => (j === selected ? ({ ...b2, source: v } as BlockConfig) : b2))), `source ${selected}`)}
                          errors={blockErrors}
                        />
                      </fieldset>
                    ) : (
                      <button
                        type="button"
                        onClick={() => setBlocks(blocks.map((b2, j) => (j === selected ? ({ ...b2, source: defaultValue((blockSchema.properties ?? {}).source as JsonSchema) } as BlockConfig) : b2)))}
                      >
                        Add data source
                      </button>
                    )}
                    {blockErrors.get('')?.map((m) => (
                      <p key={m} className="field-errors">
                        {m}
                      </p>
                    ))}
                  </>
                ) : (
                  <p className="field-errors">Unknown block type "{block.type}".</p>
                )}
              </form>
            ) : (
              <p className="hint">Select a block to edit its properties, here or by clicking it in the preview.</p>
            )}
          </>
        ) : (
          <form className="props" aria-label={target.kind === 'header' ? 'Header' : 'Site'} onSubmit={(e) => e.preventDefault()}>
            <h2>{target.kind === 'header' ? 'Header' : 'Site'}</h2>
            <SchemaForm
              schema={siteProps[target.kind] as JsonSchema}
              path={target.kind}
              value={config[target.kind as 'header' | 'site'] as unknown as Json}
              onChange={(v) => change({ ...config, [target.kind]: v } as SiteConfig, target.kind)}
              errors={topErrors}
            />
          </form>
        )}
        {problems.length ? (
          <details className="all-problems">
            <summary>{problems.length === 1 ? '1 problem in the config' : `${problems.length} problems in the config`}</summary>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </main>

      <Preview
        url={url}
        onUrl={setUrlOverride}
        preview={preview ?? null}
        selected={blocks ? selected : null}
        onSelect={(i) => setSelected(i)}
        stale={problems.length > 0}
      />

      {catalogue && blocks ? (
        <Catalogue
          schemas={initial.blockSchemas}
          config={config}
          onClose={() => setCatalogue(false)}
          onAdd={(type, props) => {
            const at = selected === null ? blocks.length : selected + 1;
            setBlocks([...blocks.slice(0, at), { type, props: props as Record<string, unknown> }, ...blocks.slice(at)]);
            setSelected(at);
            setCatalogue(false);
            setStatus(`Added a ${type} block.`);
          }}
        />
      ) : null}
      {save ? <SaveDialog view={save} onClose={() => setSave(null)} onWrite={(o) => void write(o)} onReload={() => void reload()} /> : null}
    </div>
  );
}
