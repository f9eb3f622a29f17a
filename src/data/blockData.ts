/**
 * The one data path for a block, the same on a server and in the browser:
 * resolve the body templates, call the API, check the response.
 */
import type { ApiCall } from './apiClient';
import { readResponse } from './responses';
import { parseSourceTemplate, readPath } from '../platform/template';
import type { BlockDataResult, DataSource, ItemCheck } from './source';

export const LOG_PREFIX = 'An error occurred in fetching promise!';

export interface DataContext {
  params: Record<string, string | undefined>;
  /** Data promises of the page's named blocks, for "{blocks.<id>.<field>}" templates. */
  blocks: Record<string, Promise<BlockDataResult> | undefined>;
  /** The page's language: the API is asked for content in it (Accept-Language). */
  language?: string | undefined;
  /** The content kinds' item check, handed down by the engine (data knows no kind). */
  checkItem?: ItemCheck | undefined;
  /** The site's API client (its `Site`'s): the API host and transport of the page being rendered. */
  callApi: ApiCall;
}


export class DependencyFailed extends Error {
  constructor(blockId: string) {
    super(`Block "${blockId}" failed, so this block cannot load`);
  }
}

export async function resolveBody(
  body: Record<string, unknown> | undefined,
  ctx: DataContext,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> | undefined> {
  if (!body && !Object.keys(overrides).length) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body ?? {})) {
    const template = parseSourceTemplate(value);
    if (!template) out[key] = value;
    else if (template.scope === 'params') out[key] = ctx.params[template.name];
    else {
      const dep = await ctx.blocks[template.block];
      if (!dep || dep.status !== 'ok') throw new DependencyFailed(template.block);
      out[key] = readPath(dep.data, template.path);
    }
  }
  return { ...out, ...overrides };
}

/**
 * Never rejects: a failure is a value, so a page renders whatever did load.
 * Lists log as docs/behaviour.md, "Failures", says; the caller decides what a failure shows.
 */
export async function fetchBlockData(
  source: DataSource,
  ctx: DataContext,
  overrides: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<BlockDataResult> {
  try {
    const body = await resolveBody(source.body, ctx, overrides);
    const res = await ctx.callApi(source.endpoint, { method: source.method ?? 'POST', body, signal, language: ctx.language });
    return { status: 'ok', data: await readResponse(res, source.select, ctx.checkItem && { endpoint: source.endpoint, item: ctx.checkItem }) };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    if (!(error instanceof DependencyFailed)) console.error(LOG_PREFIX, error);
    return { status: 'failed', error };
  }
}
