// `npm start`: build what is stale, then run the server on the embedded database
// (migrated and seeded with demo members on first start) at http://localhost:3000.
// NODE_ENV is left as given: a deployment sets production; locally the mail outbox at
// /dev/outbox stays readable, so verification and reset links can be followed.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './lib.mjs';

// A capped old space keeps a process holding 10k sockets under 400 MB (bench/chat/README.md): without
// it V8 grows the heap during a burst of handshakes and never gives it back. SERVER_HEAP_MB overrides.
const heapMb = process.env.SERVER_HEAP_MB ?? '320';

await buildIfStale();
const child = spawn(
  process.execPath,
  ['--enable-source-maps', `--max-old-space-size=${heapMb}`, 'apps/server/dist/main.js'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
