// `npm run typecheck`: every workspace and bench/ checked by TypeScript 7, the native compiler (decision 111),
// about five times faster than TypeScript 5 on this project. ESLint's typed rules still load TypeScript 5
// (`typescript`), which typescript-eslint supports; this compiler is the `typescript-native` alias, run by its
// path because the two packages' `tsc` links in node_modules/.bin may point either way.
// Arguments: tsconfig folders relative to the root (default: all of them).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, run } from './lib.mjs';

const projects = process.argv.slice(2);
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
let failed = 0;
for (const project of projects.length ? projects : ['packages/contract', 'apps/server', 'apps/web', 'bench']) {
  const code = await run(process.execPath, [tsc, '-p', path.join(root, project, 'tsconfig.json')]);
  if (code !== 0) failed = code;
}
process.exit(failed);
