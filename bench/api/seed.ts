// The bench's demo data. A production start makes no demo account (decision 067), so the data is
// seeded beforehand by the seed CLI outside production, with a password of this bench's own
// (random, kept beside the data): a production start refuses demo accounts that keep the
// password published in the repository.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { log, repoRoot } from './server';

const PASSWORD_FILE = 'bench-demo-password';

/**
 * Seeds `dataDir` (and `databaseUrl` when given) unless it already holds this bench's seed, and
 * answers the demo accounts' password. `--force` replaces whatever an older seed left.
 */
export async function seedForBench(options: { dataDir: string; databaseUrl?: string; profiles: number }) {
  const passwordFile = path.join(options.dataDir, PASSWORD_FILE);
  if (fs.existsSync(passwordFile)) return fs.readFileSync(passwordFile, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: options.dataDir,
    SEED_PROFILES: String(options.profiles),
    LOG_LEVEL: 'warn',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const cli = path.join(repoRoot, 'apps/server/src/seed/seed-cli.ts');
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--force', `--demo-password=${password}`], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding ${options.dataDir} failed (exit ${code})`);
  fs.writeFileSync(passwordFile, `${password}\n`);
  log(`seeded ${options.profiles} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return password;
}
