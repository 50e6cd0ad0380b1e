// Bundles the server into dist/main.js. Registry packages stay external (native modules,
// data files); the workspace contract package, which ships TypeScript, is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);

await build({
  // The image models' worker thread is its own file beside main.js (src/image-models, decision 089).
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'image-models-worker': 'src/image-models/image-models.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
