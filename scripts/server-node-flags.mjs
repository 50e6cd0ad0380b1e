// The Node flags the server runs with, shared by `npm start` and the chat benchmark
// (docs/decisions/027-server-gc-settings.md).
import os from 'node:os';

/**
 * - `--max-old-space-size`: a capped old space keeps a process holding 10k sockets under 400 MB
 *   (bench/chat/README.md): without it V8 grows the heap during a burst of handshakes and never
 *   gives it back. SERVER_HEAP_MB overrides.
 * - `--v8-pool-size`: V8's helper threads (concurrent marking, mostly) at one fewer than the cores,
 *   at most V8's default of 4. On two cores the default four helpers took the event loop's core
 *   during every major GC and delayed chat delivery by up to 100 ms. SERVER_V8_POOL_SIZE overrides.
 * - `--max-semi-space-size`: Node 20's young generation (16 MB semi-spaces). Node 24's V8 grows them
 *   to 64 MB, which with the 320 MB cap left too little old space for 10k sockets: the server spent
 *   its time in GC and acknowledged 79 of 500 messages a second (decision 027). SERVER_SEMI_SPACE_MB
 *   overrides.
 */
export function serverNodeFlags(env = process.env) {
  const heapMb = env.SERVER_HEAP_MB ?? '320';
  const poolSize = env.SERVER_V8_POOL_SIZE ?? String(Math.min(4, Math.max(1, os.availableParallelism() - 1)));
  const semiSpaceMb = env.SERVER_SEMI_SPACE_MB ?? '16';
  return [
    '--enable-source-maps',
    `--max-old-space-size=${heapMb}`,
    `--max-semi-space-size=${semiSpaceMb}`,
    `--v8-pool-size=${poolSize}`,
  ];
}
