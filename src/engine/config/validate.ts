/**
 * Validates pages.config.json. Runs in Node only (the Vite plugin at build and in dev,
 * the test suite); ajv never reaches the browser bundle.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { siteSchema } from './siteSchema';
import { expandPath, isInternalHref, matchPath } from '../../platform/paths';
import type { BlockBinding } from '../types';
import { checkBlockSource, checkListingSource, type Contract, type SourceLike } from './binding';
import { SAFE_LINK_PATTERN, SAFE_SOURCE_PATTERN, SITE_PATH_PATTERN } from './fragments';
import { nearest } from './nearest';
import { dotted, pointerSegments, problemAt } from './place';
import { defaultLocale, fallbackChain, isTranslation, LOCALE_CODE, localesOf, resolveText, type Locale } from './locales';
import { looksLikeTemplate, parseSourceTemplate } from '../../platform/template';
import { allowedTypes, allows, categoryOf, CATEGORIES, slotRulesOf, type Category, type SlotRule } from './slots';

// ajv-formats ships CJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

export type BlockSchemas = Record<string, object>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`pages.config.json is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A fixed pattern the validator words in plain language, with the value refused. */
const PATTERN_WORDS: Record<string, string> = {
  [SAFE_LINK_PATTERN]: 'must be a link to a page of the site ("/contact"), an anchor ("#apply"), or an https://, http://, mailto: or tel: address',
  [SAFE_SOURCE_PATTERN]: 'must be a path ("/images/logo.svg") or an https:// or http:// address',
  [SITE_PATH_PATTERN]: 'must be a path on the site, starting with a single "/"',
};

function describe(err: ErrorObject): string {
  // Ajv types each keyword's params loosely; read here field by field.
  const p = err.params as Record<string, unknown>;
  if (err.keyword === 'additionalProperties') {
    // With `verbose`, an error carries the schema object it came from: its properties are the names the author could have meant.
    const known = Object.keys((err.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    const name = String(p.additionalProperty);
    const near = nearest(name, known);
    const hint = near ? ` (did you mean "${near}"?)` : known.length ? ` (it has ${known.map((k) => `"${k}"`).join(', ')})` : '';
    return `must not have property "${name}"${hint}`;
  }
  // An enum keyword's params always carry allowedValues.
  if (err.keyword === 'enum') return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (err.keyword === 'required') return `must have property "${String(p.missingProperty)}"`;
  if (err.keyword === 'pattern' && typeof p.pattern === 'string' && Object.hasOwn(PATTERN_WORDS, p.pattern)) {
    return `${PATTERN_WORDS[p.pattern]}, not ${JSON.stringify(err.data)}`;
  }
  return (err.message ?? 'is invalid').replace(/^must NOT/, 'must not');
}

/**
 * A value that fits none of a oneOf's shapes makes ajv report every shape's complaints,
 * then "must match exactly one schema in oneOf". The complaints of the shapes the value
 * plainly is not (its type, or a constant the shapes are told apart by, such as
 * "kind": "job", differs) are noise: keep those of the shape it was written as, or,
 * when it is none of them, one line naming the shapes.
 */
function explainOneOf(errors: readonly ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, ErrorObject>();
  for (const one of errors) {
    // A oneOf keyword's params: passingSchemas, when more than one matched.
    if (one.keyword !== 'oneOf' || (one.params as { passingSchemas?: unknown }).passingSchemas) continue;
    const at = one.instancePath;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      // The schema path names the oneOf, the instance path which value (every route shares one schema).
      if (!e.schemaPath.startsWith(`${one.schemaPath}/`) || !(e.instancePath === at || e.instancePath.startsWith(`${at}/`))) continue;
      const branch = e.schemaPath.slice(one.schemaPath.length + 1).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const isChild = (p: string) => p.startsWith(`${at}/`) && !p.slice(at.length + 1).includes('/');
    const mismatch = (errs: ErrorObject[]) =>
      errs.find((e) => (e.instancePath === at && ['type', 'const', 'enum'].includes(e.keyword)) || (e.keyword === 'const' && isChild(e.instancePath)));
    const others = [...branches.values()].filter((errs) => mismatch(errs));
    others.forEach((errs) => errs.forEach((e) => drop.add(e)));
    if (others.length < branches.size) {
      drop.add(one);
      continue;
    }
    const shapes = others.map((errs) => {
      const e = mismatch(errs)!;
      // The params of the type, const and enum keywords, the only ones read below.
      const p = e.params as { type?: string; allowedValue?: unknown; allowedValues?: unknown[] };
      if (e.keyword === 'type') return `${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}`;
      if (e.keyword === 'enum') return (p.allowedValues ?? []).map((v) => JSON.stringify(v)).join(' or ');
      if (e.instancePath === at) return JSON.stringify(p.allowedValue);
      return `an object with ${dotted(pointerSegments(e.instancePath.slice(at.length)))} ${JSON.stringify(p.allowedValue)}`;
    });
    replaced.set(one, { ...one, message: `must be ${shapes.join(' or ')}` });
  }
  return errors.filter((e) => !drop.has(e)).map((e) => replaced.get(e) ?? e);
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function collectHrefs(value: Json, path: (string | number)[], out: { path: (string | number)[]; href: string }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => collectHrefs(v, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push({ path: [...path, k], href: v });
      else collectHrefs(v, [...path, k], out);
    }
  }
}

export interface ConfigValidatorOptions {
  /**
   * The API's read calls (src/content/endpoints.ts: apiContract): every block's source must name
   * one of them, or one the config adds under api.endpoints. The engine names no call itself.
   */
  api: Contract;
}

/** Each block type's binding, as its schema carries it ("x-binding"): a schema without one is a block folder left unfinished. */
function bindingsOf(blockSchemas: BlockSchemas): Map<string, BlockBinding> {
  const out = new Map<string, BlockBinding>();
  for (const [type, schema] of Object.entries(blockSchemas)) {
    // A block schema is plain JSON Schema; x-binding is our own keyword on it (see BlockBinding).
    const binding = (schema as { 'x-binding'?: BlockBinding })['x-binding'];
    if (!binding)
      throw new Error(`src/blocks/${type}/schema.ts: its schema has no "x-binding" (export its binding and put it in the schema; see BlockBinding)`);
    out.set(type, binding);
  }
  return out;
}

/**
 * A schema as pages.config.json may be written: every string a schema marks
 * `'x-translatable': true` may also be one value per locale code ({"en": "…", "es": "…"}).
 * The TypeScript types come from the unmarked schema, so components get plain strings (the
 * config is resolved per locale before it reaches them).
 */
export function localizedSchema<T>(schema: T): T {
  // The same schema with translatable texts widened: still a T for the validator.
  if (Array.isArray(schema)) return schema.map(localizedSchema) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, localizedSchema(v)]));
  // Rebuilt key by key from a T.
  if (node['x-translatable'] !== true) return node as T;
  const { 'x-translatable': _flag, description, ...text } = node;
  // The node as written, widened to take one text per language: still a T for the validator.
  return {
    ...(description !== undefined ? { description } : {}),
    'x-translatable': true,
    oneOf: [
      text,
      {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: LOCALE_CODE.source },
        additionalProperties: text,
        description: 'One text per language code: {"en": "Our Customers", "es": "Nuestros clientes", "ar": "عملاؤنا"}.',
      },
    ],
  } as T;
}

/** The locales' own list: unique codes, a default without fallback, every chain ending at the default. */
function checkLocales(config: unknown): string[] {
  // Not yet validated: every field is checked before it is used.
  const given = (config as { site?: { locales?: Locale[] } }).site?.locales;
  if (!Array.isArray(given) || !given.every((l) => l && typeof l === 'object' && typeof l.code === 'string')) return [];
  const problems: string[] = [];
  const def = defaultLocale(given);
  given.forEach((l, i) => {
    const at = `site.locales[${i}]`;
    if (given.findIndex((o) => o.code === l.code) !== i) problems.push(`${at}.code: duplicate locale "${l.code}"`);
    if (l === def) {
      if (l.fallback !== undefined) problems.push(`${at}.fallback: the first locale is the default and falls back to nothing`);
      return;
    }
    if (l.fallback === undefined) problems.push(`${at}: must have property "fallback" (a locale other than the default falls back to another)`);
    else if (!given.some((o) => o.code === l.fallback)) problems.push(`${at}.fallback: "${l.fallback}" is not a locale of site.locales`);
    else if (fallbackChain(l.code, given).at(-1) !== def.code)
      problems.push(`${at}.fallback: the chain ${fallbackChain(l.code, given).join(' → ')} never reaches the default locale "${def.code}"`);
  });
  return problems;
}

/**
 * The `x-translatable` keyword: a translatable text must resolve in every locale of the config
 * being validated, which the returned function sets before each validation.
 */
function addTranslatableKeyword(ajv: Ajv): (locales: readonly Locale[]) => void {
  let locales: readonly Locale[] = localesOf(null);
  const checkText = Object.assign(
    (_flag: unknown, data: unknown) => {
      const codes = new Set(locales.map((l) => l.code));
      if (!isTranslation(data, codes)) return true;
      const missing = locales.filter((l) => !resolveText(data, l.code, locales));
      checkText.errors = missing.map((l) => ({
        keyword: 'x-translatable',
        params: { locale: l.code },
        message:
          l.fallback === undefined
            ? `has no text for locale "${l.code}" (the default, which every other locale falls back to)`
            : `has no text for locale "${l.code}", nor for its fallbacks (${fallbackChain(l.code, locales).join(' → ')})`,
      }));
      return missing.length === 0;
    },
    // Ajv reads a custom keyword's errors from this field, which it types loosely.
    { errors: undefined as Partial<ErrorObject>[] | undefined },
  );
  ajv.addKeyword({ keyword: 'x-translatable', schemaType: 'boolean', errors: true, validate: checkText });
  return (given) => {
    locales = given;
  };
}

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;
type BlockLike = { type: string; id?: string; props?: Record<string, unknown>; source?: SourceLike };

/** A block's source body templates ("{params.slug}", "{blocks.<id>.<field>}"): each must name something the page has. */
function checkTemplates(block: BlockLike, path: Path, routePath: string | null, ids: Map<string, BlockLike>, at: Report): void {
  for (const [key, value] of Object.entries(block.source?.body ?? {})) {
    if (!looksLikeTemplate(value)) continue;
    const where = [...path, 'source', 'body', key];
    const template = parseSourceTemplate(value);
    if (!template) {
      at(where, `"${value}" is not a template like "{params.slug}" or "{blocks.<id>.<field>}"`);
    } else if (template.scope === 'params' && (routePath === null || !routePath.split('/').includes(`:${template.name}`))) {
      at(where, `uses route parameter "${template.name}", which the route ${routePath ?? '(footer)'} does not have`);
    } else if (template.scope === 'blocks') {
      const target = ids.get(template.block);
      if (!target) at(where, `refers to block "${template.block}", which is not on this page`);
      else if (!target.source) at(where, `refers to block "${template.block}", which has no data source`);
      else if (target === block) at(where, 'refers to the block itself');
    }
  }
}

/** A sitemap source fills the route's one parameter from each listed item. */
function checkSitemap(routePath: string, sitemap: { param: string; source: SourceLike }, r: number, shownPath: string, contract: Contract, at: Report): void {
  const params = routePath
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
  const named = params.map((p) => `"${p}"`).join(', ');
  if (!params.includes(sitemap.param)) {
    at(
      ['routes', r, 'sitemap', 'param'],
      `"${sitemap.param}" is not a parameter of ${shownPath} ` +
        (params.length ? `(it has ${named})` : '(it has none; a route without parameters is listed as it is, so leave out sitemap)'),
    );
  } else if (params.length > 1) {
    at(['routes', r, 'sitemap'], `cannot be given: ${shownPath} has parameters ${named}, and a sitemap source fills one`);
  }
  for (const p of checkListingSource(contract, sitemap.source)) at(['routes', r, ...p.at], p.message);
}

/** What the blocks' slots may hold, read from their schemas ("x-slot", see slots.ts). */
interface SlotSchemas {
  rules: Map<string, Record<string, SlotRule>>;
  categories: Map<string, Category>;
}

function slotSchemas(blockSchemas: BlockSchemas): SlotSchemas {
  const rules = new Map(Object.entries(blockSchemas).map(([type, schema]) => [type, slotRulesOf(schema)] as const));
  const categories = new Map(Object.entries(blockSchemas).map(([type, schema]) => [type, categoryOf(schema)] as const));
  for (const [type, slots] of rules) {
    for (const [name, rule] of Object.entries(slots)) {
      const unknown = [...rule.allow, ...(rule.disallow ?? [])].filter((n) => !categories.has(n) && !(CATEGORIES as readonly string[]).includes(n));
      if (unknown.length)
        throw new Error(
          `src/blocks/${type}/schema.ts: slot "${name}" names ${unknown.map((n) => `"${n}"`).join(', ')}, no block type or category (${CATEGORIES.join(', ')})`,
        );
    }
  }
  return { rules, categories };
}

/** What a slot takes, in words: "columns or content blocks (counters, document-list, …)". */
function slotTakes(rule: SlotRule, { categories }: SlotSchemas): string {
  const allowed = allowedTypes(rule, categories);
  const words = rule.allow.map((n) =>
    (CATEGORIES as readonly string[]).includes(n) ? `${n} blocks (${allowed.filter((t) => categories.get(t) === n).join(', ') || 'none'})` : `"${n}"`,
  );
  return words.join(' or ') + (rule.disallow?.length ? `, not ${rule.disallow.map((n) => `"${n}"`).join(' or ')}` : '');
}

const isChild = (value: unknown): value is BlockLike =>
  Boolean(value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string');

/** Each list of blocks a block's slots hold (one per column in a slot of lists), with its path and rule. */
function slotListsIn(block: BlockLike, path: Path, slots: SlotSchemas): { name: string; rule: SlotRule; path: Path; items: unknown[] }[] {
  const out: { name: string; rule: SlotRule; path: Path; items: unknown[] }[] = [];
  for (const [name, rule] of Object.entries(slots.rules.get(block.type) ?? {})) {
    const value = block.props?.[name];
    if (!Array.isArray(value)) continue;
    if (value.some(Array.isArray)) value.forEach((list, c) => Array.isArray(list) && out.push({ name, rule, path: [...path, 'props', name, c], items: list }));
    else out.push({ name, rule, path: [...path, 'props', name], items: value });
  }
  return out;
}

/** Every block of a list and of its slots, with its path: the page's ids are unique across all of them. */
function blocksWithPaths(blocks: BlockLike[], base: Path, slots: SlotSchemas): { block: BlockLike; path: Path }[] {
  return blocks.flatMap((block, i) => {
    const path = [...base, i];
    const nested = slotListsIn(block, path, slots).flatMap((list) => blocksWithPaths(list.items.filter(isChild), list.path, slots));
    return [{ block, path }, ...nested];
  });
}

/**
 * A block's slots: how many blocks each list holds, and whether each block may go there; each
 * block in them is then checked as any other (`check`), so a nested block's props, translations,
 * source and templates are held to the same rules as a route's own.
 */
function checkSlots(block: BlockLike, path: Path, slots: SlotSchemas, at: Report, check: (child: BlockLike, path: Path) => void): void {
  for (const list of slotListsIn(block, path, slots)) {
    const { rule, name } = list;
    const count = list.items.length;
    const what = list.path.length > path.length + 2 ? `each list of "${name}"` : `"${name}"`;
    if (rule.min !== undefined && count < rule.min) at(list.path, `holds ${count} block${count === 1 ? '' : 's'}: ${what} takes at least ${rule.min}`);
    if (rule.max !== undefined && count > rule.max) at(list.path, `holds ${count} blocks: ${what} takes at most ${rule.max}`);
    list.items.forEach((child, i) => {
      if (!isChild(child)) return;
      const category = slots.categories.get(child.type);
      if (category && !allows(rule, child.type, category)) {
        at([...list.path, i], `cannot go here: the "${name}" slot of ${block.type} takes ${slotTakes(rule, slots)}`);
        return;
      }
      check(child, [...list.path, i]);
    });
  }
}

/**
 * Redirects (a renamed page's old path): each old path once, never a page's own path (the page
 * would never be seen), each to a route, and straight there: no chain, no loop.
 */
function checkRedirects(redirects: readonly { from: string; to: string }[], paths: readonly string[], brand: string, at: Report): void {
  const bare = (p: string) => expandPath(p, brand).replace(/(.)\/+$/, '$1');
  const froms = new Map<string, number>();
  redirects.forEach((r, i) => {
    const from = bare(r.from);
    if (/[?#]/.test(r.from)) at(['redirects', i, 'from'], `"${r.from}" must be a path alone, without "?" or "#"`);
    const page = paths.findIndex((p) => p === from);
    if (page >= 0) at(['redirects', i, 'from'], `"${r.from}" is the path of routes[${page}]: a page answers it, so the redirect would never be used`);
    else if (froms.has(from)) at(['redirects', i, 'from'], `"${r.from}" is also the from of redirects[${froms.get(from)!}]`);
    else froms.set(from, i);
  });
  redirects.forEach((r, i) => {
    const to = bare(r.to);
    if (to === bare(r.from)) at(['redirects', i, 'to'], `"${r.to}" is where it comes from: a redirect to itself loops`);
    else if (froms.has(to)) at(['redirects', i, 'to'], `"${r.to}" is itself redirected (redirects[${froms.get(to)!}]): point to where that one goes`);
    else if (!paths.some((p) => matchPath(p, to))) at(['redirects', i, 'to'], `"${r.to}" points to no route`);
  });
}

export function createConfigValidator(blockSchemas: BlockSchemas, options: ConfigValidatorOptions) {
  const bindings = bindingsOf(blockSchemas);
  // The kinds of item the site has a schema for: a call the config adds must return one of them.
  const knownKinds = new Set(Object.values(options.api).map((e) => e.kind));
  // `verbose` puts the schema and the value on each error: a misspelt property's siblings, a refused link's value.
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, verbose: true });
  addFormats(ajv);
  const setLocales = addTranslatableKeyword(ajv);
  const site = ajv.compile(localizedSchema(siteSchema));
  const props = new Map<string, ValidateFunction>();
  for (const [type, schema] of Object.entries(blockSchemas)) props.set(type, ajv.compile(localizedSchema(schema)));
  const known = [...props.keys()].sort();
  const slots = slotSchemas(blockSchemas);

  return function validateConfig(config: unknown): string[] {
    const problems: string[] = [];
    const at = (path: (string | number)[], message: string) => problems.push(problemAt(config, path, message));
    const localeProblems = checkLocales(config);
    if (localeProblems.length) return localeProblems;
    // checkLocales above has checked the locales' shape.
    setLocales(localesOf(config as { site?: { locales?: Locale[] } }));
    if (!site(config)) {
      for (const e of explainOneOf(site.errors ?? [])) at(pointerSegments(e.instancePath), describe(e));
      return problems;
    }
    // The schema validation above passed: the config has this shape.
    const cfg = config as unknown as {
      site: { brand: string };
      api?: { endpoints: Contract };
      footer: { blocks: BlockLike[] };
      routes: { path: string; blocks: BlockLike[]; sitemap?: false | { param: string; source: SourceLike } }[];
      notFoundPath: string;
      redirects?: { from: string; to: string }[];
    };

    // The calls a source may name: the API's contract and this deployment's own.
    const own = cfg.api?.endpoints ?? {};
    for (const [path, call] of Object.entries(own)) {
      if (Object.hasOwn(options.api, path))
        at(['api', 'endpoints', path], 'is a call the site already knows: leave it out (its description is in src/content/endpoints.ts)');
      else if (!knownKinds.has(call.kind)) {
        at(['api', 'endpoints', path, 'kind'], `"${call.kind}" is no kind of item the site knows (${[...knownKinds].sort().join(', ')})`);
      }
    }
    const contract: Contract = { ...own, ...options.api };

    const checkBlock = (block: BlockLike, path: (string | number)[], routePath: string | null, ids: Map<string, BlockLike>) => {
      const validate = props.get(block.type);
      if (!validate) {
        const near = nearest(block.type, known);
        at(path, `unknown block type "${block.type}"${near ? ` (did you mean "${near}"?)` : ''}; known types: ${known.join(', ')}`);
        return;
      }
      if (!validate(block.props ?? {})) {
        for (const e of explainOneOf(validate.errors ?? [])) at([...path, 'props', ...pointerSegments(e.instancePath)], describe(e));
      }
      for (const p of checkBlockSource(contract, block.type, bindings.get(block.type)!, block.props ?? {}, block.source)) at([...path, ...p.at], p.message);
      checkTemplates(block, path, routePath, ids, at);
      checkSlots(block, path, slots, at, (child, childPath) => checkBlock(child, childPath, routePath, ids));
    };

    const paths = cfg.routes.map((r) => expandPath(r.path, cfg.site.brand));
    const seen = new Map<string, number>();
    paths.forEach((p, i) => {
      const first = seen.get(p);
      if (first !== undefined) at(['routes', i, 'path'], `"${p}" is also the path of routes[${first}] ${cfg.routes[first]!.path}`);
      else seen.set(p, i);
    });

    // A block's id is its name in the page (`data-block-id`, its anchor): unique among the route's
    // blocks and the footer's, which share every page. A block without one is named b<index>.
    const footerIds = new Set(blocksWithPaths(cfg.footer.blocks, ['footer', 'blocks'], slots).flatMap(({ block: b }) => (b.id ? [b.id] : [])));
    const checkIdShape = (b: BlockLike, path: (string | number)[]) => {
      if (b.id && /^b\d+$/.test(b.id)) at([...path, 'id'], `"${b.id}" is the name of a block without an id; choose another`);
    };
    cfg.footer.blocks.forEach((b, i) => {
      if (!b.id) at(['footer', 'blocks', i], "needs an id (a footer block shares every page with the route's blocks)");
      checkIdShape(b, ['footer', 'blocks', i]);
    });
    cfg.routes.forEach((route, r) => {
      const ids = new Map<string, BlockLike>();
      for (const { block: b, path } of blocksWithPaths(route.blocks, ['routes', r, 'blocks'], slots)) {
        if (!b.id) continue;
        checkIdShape(b, path);
        if (ids.has(b.id)) at([...path, 'id'], `"${b.id}" is also the id of another block on ${paths[r]}`);
        else if (footerIds.has(b.id)) at([...path, 'id'], `"${b.id}" is also a footer block's, on every page`);
        ids.set(b.id, b);
      }
      route.blocks.forEach((b, i) => checkBlock(b, ['routes', r, 'blocks', i], route.path, ids));

      if (route.sitemap) checkSitemap(route.path, route.sitemap, r, paths[r]!, contract, at);
    });
    cfg.footer.blocks.forEach((b, i) => checkBlock(b, ['footer', 'blocks', i], null, new Map()));

    if (!paths.includes(cfg.notFoundPath)) at(['notFoundPath'], `"${cfg.notFoundPath}" is not a route`);
    checkRedirects(cfg.redirects ?? [], paths, cfg.site.brand, at);

    const hrefs: { path: (string | number)[]; href: string }[] = [];
    // A config is parsed JSON.
    collectHrefs(config as unknown as Json, [], hrefs);
    for (const { path, href } of hrefs) {
      if (!isInternalHref(href)) continue;
      const target = expandPath(href, cfg.site.brand);
      if (!paths.some((p) => matchPath(p, target))) at(path, `"${href}" points to no route`);
    }
    return problems;
  };
}
