// Preloaded into the server by `bench:api --count-queries` (node --import): counts the statements
// the server sends to the database (node-postgres Client#query; PGlite#query, #exec, and
// #execProtocol, which the server's named statements on PGlite use: one call per execution, one
// more when a statement is first parsed) and answers the count over the IPC channel, so the bench
// can report queries per request.
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

let queries = 0;
for (const [proto, names] of [
  [pg.Client.prototype, ['query']],
  [PGlite.prototype, ['query', 'exec', 'execProtocol']],
]) {
  for (const name of names) {
    const original = proto[name];
    proto[name] = function counted(...args) {
      queries++;
      return original.apply(this, args);
    };
  }
}

process.on('message', (message) => {
  if (message?.type === 'queries') process.send?.({ type: 'queries', queries });
});
// The IPC channel must not keep the server alive after a graceful stop.
process.channel?.unref();
