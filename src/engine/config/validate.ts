/**
 * Validates pages.config.json. Runs in Node only (the Vite plugin at build and in dev,
 * the test suite); ajv never reaches the browser bundle.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { siteSchema } from './siteSchema';
import { expandPath, isInternalHref, matchPath } from '../../platform/paths';
import { defaultLocale, fallbackChain, isTranslation, LOCALE_CODE, localesOf, resolveText, type Locale } from './locales';
import { looksLikeTemplate, parseSourceTemplate } from '../../platform/template';

// ajv-formats ships CJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

export type BlockSchemas = Record<string, object>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`pages.config.json is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((seg) => seg.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

function describe(err: ErrorObject): string {
  // Ajv types each keyword's params loosely; read here field by field.
  const p = err.params as Record<string, unknown>;
  if (err.keyword === 'additionalProperties') return `must not have property "${String(p.additionalProperty)}"`;
  // An enum keyword's params always carry allowedValues.
  if (err.keyword === 'enum') return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (err.keyword === 'required') return `must have property "${String(p.missingProperty)}"`;
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
      return `an object with ${pointerToPath(e.instancePath.slice(at.length))} ${JSON.stringify(p.allowedValue)}`;
    });
    replaced.set(one, { ...one, message: `must be ${shapes.join(' or ')}` });
  }
  return errors.filter((e) => !drop.has(e)).map((e) => replaced.get(e) ?? e);
}

/** "props.speed must be number", or "must have property ..." when the problem is at the root. */
function joinPath(path: string, message: string): string {
  return path ? `${path} ${message}` : message;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

function nearest(name: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const d = levenshtein(name, k);
    if (d < bestScore) [best, bestScore] = [k, d];
  }
  return best !== undefined && bestScore <= Math.max(3, Math.floor(name.length / 2)) ? best : undefined;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function collectHrefs(value: Json, path: string, out: { path: string; href: string }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => collectHrefs(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (k === 'href' && typeof v === 'string') out.push({ path: p, href: v });
      else collectHrefs(v, p, out);
    }
  }
}

/**
 * What a block shows, as its schema declares under "x-content-kind": one kind of item
 * ("document"), or a kind chosen by one of its props ({ prop: "item", kinds: { logo: "client" } }).
 * The config check holds it against the kind of item its source's endpoint returns.
 */
export type ContentKindOf = string | { prop: string; kinds: Record<string, string> };

export interface ConfigValidatorOptions {
  /** Endpoint → the kind of item it returns (src/content/endpoints.ts); the engine names no kind itself. */
  endpointKinds?: Readonly<Record<string, string>>;
}

/** The kind a block shows with these props, and where in its config that was said. */
function kindShown(schema: object, props: Record<string, unknown>): { kind: string; said: string } | undefined {
  // A block schema is plain JSON Schema; x-content-kind is our own keyword on it (see ShownKind).
  const of = (schema as { 'x-content-kind'?: ContentKindOf })['x-content-kind'];
  if (of === undefined) return undefined;
  if (typeof of === 'string') return { kind: of, said: '' };
  const value = props[of.prop];
  const kind = typeof value === 'string' ? of.kinds[value] : undefined;
  return kind ? { kind, said: `props.${of.prop} ${JSON.stringify(value)}` } : undefined;
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

export function createConfigValidator(blockSchemas: BlockSchemas, options: ConfigValidatorOptions = {}) {
  const { endpointKinds = {} } = options;
  const endpointsOf = (kind: string) => Object.keys(endpointKinds).filter((e) => endpointKinds[e] === kind);
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false });
  addFormats(ajv);
  // The locales of the config being validated: every translatable text must resolve in each of them.
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
  const site = ajv.compile(localizedSchema(siteSchema));
  const props = new Map<string, ValidateFunction>();
  for (const [type, schema] of Object.entries(blockSchemas)) props.set(type, ajv.compile(localizedSchema(schema)));
  const known = [...props.keys()].sort();

  return function validateConfig(config: unknown): string[] {
    const problems: string[] = [];
    const localeProblems = checkLocales(config);
    if (localeProblems.length) return localeProblems;
    // checkLocales above has checked the locales' shape.
    locales = localesOf(config as { site?: { locales?: Locale[] } });
    if (!site(config)) {
      for (const e of explainOneOf(site.errors ?? [])) problems.push(joinPath(pointerToPath(e.instancePath), describe(e)));
      return problems;
    }
    // The schema validation above passed: the config has this shape.
    const cfg = config as unknown as {
      site: { brand: string };
      footer: { blocks: BlockLike[] };
      routes: { path: string; blocks: BlockLike[]; sitemap?: false | { param: string } }[];
      notFoundPath: string;
    };
    type BlockLike = { type: string; id?: string; props?: object; source?: { endpoint?: string; body?: Record<string, unknown> } };

    const checkBlock = (block: BlockLike, where: string, routePath: string | null, ids: Map<string, BlockLike>) => {
      const validate = props.get(block.type);
      if (!validate) {
        const near = nearest(block.type, known);
        problems.push(`${where}: unknown block type "${block.type}"${near ? ` (did you mean "${near}"?)` : ''}; known types: ${known.join(', ')}`);
        return;
      }
      const label = `${where} (${block.type})`;
      if (!validate(block.props ?? {})) {
        for (const e of explainOneOf(validate.errors ?? [])) problems.push(`${label}: ${joinPath(pointerToPath(`/props${e.instancePath}`), describe(e))}`);
      }
      const returns = block.source?.endpoint ? endpointKinds[block.source.endpoint] : undefined;
      // Props are an object (the site schema says so); kindShown reads the one prop x-content-kind names.
      const shows = returns ? kindShown(blockSchemas[block.type]!, (block.props ?? {}) as Record<string, unknown>) : undefined;
      if (returns && shows && shows.kind !== returns) {
        const fits = endpointsOf(shows.kind);
        problems.push(
          `${label}: source.endpoint "${block.source!.endpoint}" returns ${returns} items, but ${shows.said ? `${shows.said} shows` : `a ${block.type} block shows`} ${shows.kind} items` +
            (fits.length ? ` (${fits.length > 1 ? 'endpoints' : 'the endpoint'} with ${shows.kind} items: ${fits.join(', ')})` : ''),
        );
      }
      for (const [key, value] of Object.entries(block.source?.body ?? {})) {
        if (!looksLikeTemplate(value)) continue;
        const template = parseSourceTemplate(value);
        if (!template) {
          problems.push(`${label}: source.body.${key} "${value}" is not a template like "{params.slug}" or "{blocks.<id>.<field>}"`);
        } else if (template.scope === 'params' && (routePath === null || !routePath.split('/').includes(`:${template.name}`))) {
          problems.push(`${label}: source.body.${key} uses route parameter "${template.name}", which the route ${routePath ?? '(footer)'} does not have`);
        } else if (template.scope === 'blocks') {
          const target = ids.get(template.block);
          if (!target) problems.push(`${label}: source.body.${key} refers to block "${template.block}", which is not on this page`);
          else if (!target.source) problems.push(`${label}: source.body.${key} refers to block "${template.block}", which has no data source`);
          else if (target === block) problems.push(`${label}: source.body.${key} refers to the block itself`);
        }
      }
    };

    const paths = cfg.routes.map((r) => expandPath(r.path, cfg.site.brand));
    const seen = new Map<string, number>();
    paths.forEach((p, i) => {
      const first = seen.get(p);
      if (first !== undefined) problems.push(`routes[${i}].path: duplicate path "${p}" (also routes[${first}].path)`);
      else seen.set(p, i);
    });

    // A block's id is its name in the page (`data-block-id`, its anchor): unique among the route's
    // blocks and the footer's, which share every page. A block without one is named b<index>.
    const footerIds = new Set(cfg.footer.blocks.flatMap((b) => (b.id ? [b.id] : [])));
    const checkIdShape = (b: BlockLike, at: string) => {
      if (b.id && /^b\d+$/.test(b.id)) problems.push(`${at} (${b.type}): block id "${b.id}" is the name of a block without an id; choose another`);
    };
    cfg.footer.blocks.forEach((b, i) => {
      if (!b.id) problems.push(`footer.blocks[${i}] (${b.type}): a footer block needs an id (it shares every page with the route's blocks)`);
      checkIdShape(b, `footer.blocks[${i}]`);
    });
    cfg.routes.forEach((route, r) => {
      const ids = new Map<string, BlockLike>();
      route.blocks.forEach((b, i) => {
        if (!b.id) return;
        checkIdShape(b, `routes[${r}].blocks[${i}]`);
        if (ids.has(b.id)) problems.push(`routes[${r}].blocks[${i}] (${b.type}): duplicate block id "${b.id}" on ${paths[r]}`);
        else if (footerIds.has(b.id)) problems.push(`routes[${r}].blocks[${i}] (${b.type}): block id "${b.id}" is also a footer block's, on every page`);
        ids.set(b.id, b);
      });
      route.blocks.forEach((b, i) => checkBlock(b, `routes[${r}].blocks[${i}]`, route.path, ids));

      // A sitemap source fills the route's one parameter from each listed item.
      if (route.sitemap) {
        const params = route.path
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => s.slice(1));
        const named = params.map((p) => `"${p}"`).join(', ');
        if (!params.includes(route.sitemap.param)) {
          problems.push(
            `routes[${r}].sitemap.param: "${route.sitemap.param}" is not a parameter of ${paths[r]} ` +
              (params.length ? `(it has ${named})` : '(it has none; a route without parameters is listed as it is, so leave out sitemap)'),
          );
        } else if (params.length > 1) {
          problems.push(
            `routes[${r}].sitemap: ${paths[r]} has parameters ${named}; a sitemap source fills one, so only routes with a single parameter can have one`,
          );
        }
      }
    });
    cfg.footer.blocks.forEach((b, i) => checkBlock(b, `footer.blocks[${i}]`, null, new Map()));

    if (!paths.includes(cfg.notFoundPath)) problems.push(`notFoundPath: "${cfg.notFoundPath}" is not a route`);

    const hrefs: { path: string; href: string }[] = [];
    // A config is parsed JSON.
    collectHrefs(config as unknown as Json, '', hrefs);
    for (const { path, href } of hrefs) {
      if (!isInternalHref(href)) continue;
      const target = expandPath(href, cfg.site.brand);
      if (!paths.some((p) => matchPath(p, target))) problems.push(`${path}: link "${href}" points to no route`);
    }
    return problems;
  };
}
