// Bundles the server into dist/main.js. Registry packages stay external (native modules,
// data files); the workspace contract package, which ships TypeScript, is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/seed/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
