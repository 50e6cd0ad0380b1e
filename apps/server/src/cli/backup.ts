// npm run backup [-- --out <file.tar>]
// The embedded database and the uploads in one archive, while the app runs or not (decision 095;
// docs/backup.md). With DATABASE_URL the archive holds the files only: PostgreSQL is backed up
// with pg_dump or by archiving its WAL (docs/backup.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, type FileStore } from '../backup/backup-archive';
import { loadConfig } from '../config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
// Relative to where the command was typed, as DATA_DIR is (config.ts).
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `kindred-backup-${stamp}.tar`);
// With object storage configured, the files would be the bucket's: { kind: 'bucket', name }.
const files: FileStore = { kind: 'folder', dir: config.uploadsDir };

try {
  const summary = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, files, out });
  const { manifest } = summary;
  const lines = [
    `Backup written to ${out} (${(summary.archiveBytes / 1e6).toFixed(1)} MB)`,
    manifest.database === 'pglite'
      ? `  Database: embedded PGlite, ${(summary.databaseBytes / 1e6).toFixed(1)} MB, read from the ${manifest.databaseSource}`
      : '  Database: PostgreSQL (DATABASE_URL) is NOT in this archive: back it up with pg_dump (docs/backup.md)',
    manifest.files === 'uploads'
      ? `  Files: ${summary.files} from ${config.uploadsDir}`
      : `  Files: in the bucket ${manifest.files.bucket}, backed up by its own versioning (docs/backup.md)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
