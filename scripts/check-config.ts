/**
 * `npm run check:config`: validates pages.config.json as the build does, without building.
 * `-- --locale es` also lists every Spanish text that falls back to another language (a
 * translator's worklist); `--strict` makes any such text a failure.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { checkConfigFile } from '../build/config-check';
import { fallingBack, localesOf } from '../src/engine/config/locales';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { locale: { type: 'string' }, strict: { type: 'boolean', default: false } } });
const problems = await checkConfigFile(root);
if (problems.length) {
  console.error(`pages.config.json is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('pages.config.json is valid.');
if (values.locale) {
  const config = JSON.parse(readFileSync(new URL('../pages.config.json', import.meta.url), 'utf8')) as unknown;
  const code = values.locale;
  if (!localesOf(config as never).some((l) => l.code === code)) {
    console.error(
      `"${code}" is not a locale of site.locales (${localesOf(config as never)
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
