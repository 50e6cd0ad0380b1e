import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command at the lowest CPU priority with its output kept, not shown: it takes only the cores
 * nothing else wants. Resolves with its exit code, its output and how long it took.
 */
export function runInBackground(command, args) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '19', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'], cwd: root });
    let output = '';
    const keep = (chunk) => (output += chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/**
 * Installs a package from Debian's registry (as root, or through `sudo -n`): the only place besides
 * npm this project installs from. `installed()` says afterwards whether it worked.
 */
export async function installDebianPackage(name, installed) {
  console.log(`Installing Debian's ${name} package...`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !commandExists('sudo'))
    throw new Error(`Installing ${name} needs root (or sudo): apt-get install -y ${name}`);
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  await mustRun(cmd, [...pre, 'update', '-qq'], { env });
  await mustRun(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', name], { env });
  if (!installed()) throw new Error(`apt-get installed ${name}, but it is still missing`);
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Newest modification time under the given paths (files or folders). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

export function mtime(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

/**
 * Builds the web app and the server bundle when their sources are newer than the build. Always a
 * production build, whoever calls: from inside vitest (NODE_ENV=test) Vite would otherwise bundle
 * React's development build, several times slower in the browser.
 */
export async function buildIfStale({ log = console.log } = {}) {
  const production = { env: { ...process.env, NODE_ENV: 'production' } };
  const contract = ['packages/contract/src'];
  const webSources = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/chunk-groups.ts',
    'apps/web/member-page-shells.ts',
    'apps/web/build.mjs',
    'apps/web/public',
    ...contract,
  ]);
  if (webSources > mtime('apps/web/dist/index.html')) {
    log('Building the web app...');
    await mustRun('npm', ['run', 'build', '-w', '@kindred/web'], production);
  }
  const serverSources = newestMtime(['apps/server/src', 'apps/server/build.mjs', ...contract]);
  if (serverSources > mtime('apps/server/dist/main.js')) {
    log('Building the server...');
    await mustRun('npm', ['run', 'build', '-w', '@kindred/server'], production);
  }
}

/** Whether something accepts TCP connections at a URL's host and port. */
export function reachable(url, defaultPort = 5432) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
