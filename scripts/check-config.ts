/** `npm run check:config`: validates pages.config.json as the build does, without building. */
import { fileURLToPath } from 'node:url';
import { checkConfigFile } from '../build/config-check';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = await checkConfigFile(root);
if (problems.length) {
  console.error(`pages.config.json is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('pages.config.json is valid.');
