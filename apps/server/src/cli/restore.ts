// npm run restore -- <file.tar> [--force]
// Restores a backup of `npm run backup` into DATA_DIR: an empty (or missing) one, or with --force
// over the database and uploads there. Never while a server runs on it (decision 095).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../backup/backup-archive';
import { loadConfig } from '../config';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  process.stderr.write('Usage: npm run restore -- <backup.tar> [--force]\n');
  process.exit(2);
}
const config = loadConfig();
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);

try {
  const { manifest, files } = await restoreBackup({ file, dataDir: config.dataDir, force: values.force });
  const lines = [
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}`,
    manifest.database === 'pglite'
      ? '  Database: embedded PGlite (DATA_DIR/db)'
      : '  Database: not in this backup (PostgreSQL: pg_restore, docs/backup.md)',
    manifest.files === 'uploads' ? `  Files: ${files}` : `  Files: in the bucket ${manifest.files.bucket}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof RestoreRefused ? '' : 'Restore failed: '}${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
