import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { openDatabase } from '../db/open-database';
import { NoRunningServer, backupSocketPath, requestDump } from './backup-socket';

/**
 * Where the member's files are: the uploads folder, copied into the backup; or a bucket, which
 * its own versioning backs up (object storage: the archive then holds the database only).
 */
export type FileStore = { kind: 'folder'; dir: string } | { kind: 'bucket'; name: string };

export interface BackupOptions {
  dataDir: string;
  /** Set when the database is PostgreSQL: the archive then holds the files only (docs/backup.md). */
  databaseUrl: string | undefined;
  files: FileStore;
  /** The archive to write (a .tar). */
  out: string;
}

export interface Manifest {
  format: 'kindred-backup';
  version: 1;
  createdAt: string;
  /** `pglite`: database.tar.gz is PGlite's data directory; `not included`: PostgreSQL, see docs/backup.md. */
  database: 'pglite' | 'not included';
  /** How the database was read: asked of the running server, or the folder read with the server stopped. */
  databaseSource: 'running server' | 'stopped server' | null;
  files: 'uploads' | { bucket: string };
}

export interface BackupSummary {
  manifest: Manifest;
  databaseBytes: number;
  files: number;
  archiveBytes: number;
}

const DATABASE_ENTRY = 'database.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
const UPLOADS_ENTRY = 'uploads';

/** The database as PGlite's own tarball: from the running server, or read here when it is stopped. */
async function dumpEmbedded(dataDir: string): Promise<{ bytes: Buffer; source: Manifest['databaseSource'] }> {
  try {
    return { bytes: await requestDump(dataDir), source: 'running server' };
  } catch (error) {
    if (!(error instanceof NoRunningServer)) throw error;
  }
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dbDir} to back up.`);
  const database = await openDatabase({ dataDir: dbDir, migrate: false });
  try {
    const blob = await database.dumpDataDir!();
    return { bytes: Buffer.from(await blob.arrayBuffer()), source: 'stopped server' };
  } finally {
    await database.close();
  }
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * One .tar: manifest.json, database.tar.gz (the embedded database) and uploads/ (decision 095).
 * The database is dumped first, then the files copied: a photo stored meanwhile is in the copy
 * without a row (harmless; nothing shows it), and every photo the database names is there
 * unless it was deleted in between.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-backup-'));
  const partial = `${options.out}.partial`;
  try {
    const dumped = options.databaseUrl ? null : await dumpEmbedded(options.dataDir);
    const database = dumped && { ...dumped, bytes: await promisify(zlib.gzip)(dumped.bytes) };
    const manifest: Manifest = {
      format: 'kindred-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: database ? 'pglite' : 'not included',
      databaseSource: database?.source ?? null,
      files: options.files.kind === 'folder' ? 'uploads' : { bucket: options.files.name },
    };
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_ENTRY];
    if (database) {
      fs.writeFileSync(path.join(staging, DATABASE_ENTRY), database.bytes);
      entries.push(DATABASE_ENTRY);
    }
    fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
    await tar.create({ file: partial, cwd: staging, portable: true }, entries);
    let files = 0;
    if (options.files.kind === 'folder' && fs.existsSync(options.files.dir)) {
      const uploads = path.join(staging, UPLOADS_ENTRY);
      // Under the name the archive uses, whatever the folder is called.
      fs.symlinkSync(path.resolve(options.files.dir), uploads, 'junction');
      await tar.replace({ file: partial, cwd: staging, portable: true, follow: true }, [UPLOADS_ENTRY]);
      files = countFiles(options.files.dir);
    }
    fs.renameSync(partial, options.out);
    return {
      manifest,
      databaseBytes: database?.bytes.length ?? 0,
      files,
      archiveBytes: fs.statSync(options.out).size,
    };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Replace DATA_DIR's database and uploads when it is not empty. */
  force: boolean;
}

export class RestoreRefused extends Error {}

async function serverRunsOn(dataDir: string): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.connect(backupSocketPath(dataDir), () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
}

/** Into an empty (or missing) DATA_DIR, or with `force` over the one there; never under a running server. */
export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; files: number }> {
  const { dataDir } = options;
  if (await serverRunsOn(dataDir)) throw new RestoreRefused(`A server is running on ${dataDir}: stop it first.`);
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (present.length > 0 && !options.force) {
    throw new RestoreRefused(
      `${dataDir} is not empty (${present.join(', ')}): restore into an empty folder, or add --force to replace its database and uploads.`,
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-restore-'));
  try {
    await tar.extract({ file: options.file, cwd: staging });
    const manifestPath = path.join(staging, MANIFEST_ENTRY);
    if (!fs.existsSync(manifestPath))
      throw new RestoreRefused(`${options.file} is not a Kindred backup (no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.format !== 'kindred-backup' || manifest.version !== 1) {
      throw new RestoreRefused(`${options.file} is not a Kindred backup this version reads.`);
    }
    const dbDir = path.join(dataDir, 'db');
    const uploadsDir = path.join(dataDir, 'uploads');
    if (manifest.database === 'pglite') fs.rmSync(dbDir, { recursive: true, force: true });
    if (manifest.files === 'uploads') fs.rmSync(uploadsDir, { recursive: true, force: true });
    if (manifest.database === 'pglite') {
      fs.mkdirSync(dbDir, { recursive: true });
      const dump = new Blob([fs.readFileSync(path.join(staging, DATABASE_ENTRY))], { type: 'application/x-gzip' });
      // PGlite writes the tarball into the new folder; the server migrates it on start if it is older.
      const database = await openDatabase({ dataDir: dbDir, loadDataDir: dump, migrate: false });
      await database.close();
    }
    let files = 0;
    const uploads = path.join(staging, UPLOADS_ENTRY);
    if (manifest.files === 'uploads' && fs.existsSync(uploads)) {
      fs.cpSync(uploads, uploadsDir, { recursive: true });
      files = countFiles(uploadsDir);
    }
    return { manifest, files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
