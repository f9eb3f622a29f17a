/**
 * `npm run check:config`: validates pages.config.json as the build does, without building.
 * `-- --config other.json` checks another file (a draft) with the same rules.
 * `-- --locale es` also lists every Spanish text that falls back to another language (a
 * translator's worklist); `--strict` makes any such text a failure.
 * It first brings the editor schemas (schemas/) in line with the block schemas, so a new or changed
 * block's schema reaches the editor without a separate `npm run schemas`.
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { checkConfigFile } from '../tooling/config-check';
import { writeSchemas } from '../tooling/schemas';
import { fallingBack, localesOf, type Locale } from '../src/engine/config/locales';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { config: { type: 'string' }, locale: { type: 'string' }, strict: { type: 'boolean', default: false } } });
const file = values.config ? resolve(values.config) : join(root, 'pages.config.json');
const name = basename(file);
const { written, removed } = await writeSchemas(root);
if (written.length || removed.length) console.log(`Updated schemas/: ${[...written, ...removed].join(', ')}`);
const problems = await checkConfigFile(root, false, file);
if (problems.length) {
  console.error(`${name} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${name} is valid.`);
if (values.locale) {
  // Valid by now (checked above), so its locales are as the schema says.
  const config = JSON.parse(readFileSync(file, 'utf8')) as { site?: { locales?: readonly Locale[] } };
  const code = values.locale;
  if (!localesOf(config).some((l) => l.code === code)) {
    console.error(
      `"${code}" is not a locale of site.locales (${localesOf(config)
        .map((l) => l.code)
        .join(', ')})`,
    );
    process.exit(1);
  }
  const uses = fallingBack(config, code);
  if (!uses.length) console.log(`Every translatable text has its own "${code}" value.`);
  else {
    const say = values.strict ? console.error : console.log;
    say(
      `${uses.length} text${uses.length > 1 ? 's' : ''} without a "${code}" value:\n${uses.map((u) => `  - ${u.path}: "${code}" falls back to "${u.from}"`).join('\n')}`,
    );
    if (values.strict) process.exit(1);
  }
}
