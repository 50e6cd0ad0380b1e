// `npm start`: build what is stale, then run the server on the embedded database
// (migrated and seeded with demo members on first start) at http://localhost:3000.
// NODE_ENV is left as given. The mail outbox at /dev/outbox shows reset links, so it is off
// unless DEV_OUTBOX=true (never in production).
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './lib.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

// Voice notes are checked and converted by ffmpeg (decision 109).
await ensureFfmpeg();
await buildIfStale();
const child = spawn(process.execPath, [...serverNodeFlags(), 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
// Stopped by us, it exits cleanly; killed by anything else (a crash, the OOM killer), it failed.
child.on('exit', (code, signal) => {
  if (code === null && !stopping) console.error(`The server was stopped by ${signal}.`);
  process.exit(code ?? (stopping ? 0 : 1));
});
