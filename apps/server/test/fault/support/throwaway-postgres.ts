import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedPort } from '../../network';

/** Where this machine's PostgreSQL programs are (Debian keeps them out of PATH). */
function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : ''];
  if (fs.existsSync('/usr/lib/postgresql')) {
    for (const version of fs.readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(path.join('/usr/lib/postgresql', version, 'bin'));
    }
  }
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('initdb was not found: the fault tests need PostgreSQL’s server programs');
  return found;
}

/** PostgreSQL refuses to run as root: as root, run its programs as the postgres user. */
function asDatabaseOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, on a free port), so a
 * test can stop it, start it and cut its connections without touching the shared server.
 */
export class ThrowawayPostgres {
  readonly port: number;
  readonly url: string;
  private readonly dir: string;
  private readonly bin = binDir();

  private constructor(port: number) {
    this.port = port;
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-fault-pg-'));
  }

  static async create(): Promise<ThrowawayPostgres> {
    const cluster = new ThrowawayPostgres(await closedPort());
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', cluster.dir]);
    cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private run(program: string, args: string[]): void {
    const [command, fullArgs] = asDatabaseOwner(path.join(this.bin, program), args);
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
    }
  }

  /** Starts the server and returns once it accepts connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${this.dir}`,
      '-c fsync=off',
      '-c max_connections=60',
    ].join(' ');
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** Whether the server is up (`pg_ctl status` exits 0 only then). */
  isRunning(): boolean {
    const [command, fullArgs] = asDatabaseOwner(path.join(this.bin, 'pg_ctl'), ['-D', this.dataDir, 'status']);
    return spawnSync(command, fullArgs, { encoding: 'utf8' }).status === 0;
  }

  /** Stops the server as maintenance does (`-m fast`: sessions are ended, 57P01). */
  async stop(): Promise<void> {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Ends every connection the app holds, as a proxy or failover would; answers how many. */
  async terminateAppConnections(): Promise<number> {
    const rows = await this.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'kindred' and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  }

  async destroy(): Promise<void> {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
