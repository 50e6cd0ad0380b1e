import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is one process's: while the server runs, `npm run backup` cannot open DATA_DIR/db, so it
 * asks the server, over a Unix socket in DATA_DIR (a named pipe on Windows), for a dump (decision
 * 095). Who may read DATA_DIR may use the socket: it gives nothing the folder does not.
 */
export function backupSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\kindred-backup-${hash}`;
  const inDataDir = path.join(dataDir, 'backup.sock');
  // A socket's path has a length limit (about 100 bytes): a deep DATA_DIR uses the temp folder.
  return Buffer.byteLength(inDataDir) < 100 ? inDataDir : path.join(os.tmpdir(), `kindred-backup-${hash}.sock`);
}

const REQUEST = 'dump\n';

export interface BackupSocketLog {
  warn(details: object, message: string): void;
}

/** The running server's side: answers each connection that asks with a dump of the database. */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>, log: BackupSocketLog) {
  const socketPath = backupSocketPath(dataDir);
  const server = net.createServer((connection) => {
    connection.on('error', () => {});
    let asked = '';
    const read = (chunk: Buffer) => {
      asked += chunk.toString('latin1');
      if (asked.length < REQUEST.length) return;
      connection.off('data', read);
      if (asked !== REQUEST) {
        connection.destroy();
        return;
      }
      dump()
        .then(async (blob) => {
          connection.write(`${JSON.stringify({ ok: true, bytes: blob.size })}\n`);
          connection.end(Buffer.from(await blob.arrayBuffer()));
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'backup: dumping the database failed');
          connection.end(`${JSON.stringify({ ok: false, message: String(error) })}\n`);
        });
    };
    connection.on('data', read);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || (await answers(socketPath))) {
      log.warn({ err: error, socketPath }, 'backup: no socket for `npm run backup` (stop the server to back up)');
      return { close: async () => {} };
    }
    // Left behind by a server that did not close: nobody answers on it.
    fs.rmSync(socketPath, { force: true });
    await listen();
  }
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}

/** Thrown when no server answers on DATA_DIR's socket: it is not running, so the folder may be read. */
export class NoRunningServer extends Error {}

/** The backup's side: the running server's dump of its database. */
export function requestDump(dataDir: string): Promise<Buffer> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const connection = net.connect(socketPath, () => {
      connected = true;
      connection.write(REQUEST);
    });
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '')) reject(new NoRunningServer());
      else reject(error);
    });
    connection.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0) return reject(new Error('the running server closed the backup socket without answering'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as
        { ok: true; bytes: number } | { ok: false; message: string };
      if (!header.ok) return reject(new Error(`the running server could not dump the database: ${header.message}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(new Error(`the dump was cut short (${body.length} of ${header.bytes} bytes)`));
      }
      resolve(body);
    });
  });
}
