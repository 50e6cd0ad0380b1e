// Lighthouse (mobile, the default config: simulated slow 4G and a 4x slower CPU) on the public
// pages of a production server: `npm run bench:lighthouse [-- --runs 3 --pages /,/help]`. Builds
// what is stale (as `npm start` does), starts apps/server/dist/main.js with NODE_ENV=production
// on a fresh embedded database in $TMPDIR, runs every page `--runs` times in Debian's Chromium
// and prints the median of each figure as JSON on stdout (progress on stderr; README.md).
// `--url http://host:port` measures a server that is already running instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { environment, loadAverage } from '../chat/proc';
import { seedForBench } from '../api/seed';
import { freePort, repoRoot } from '../api/server';
import { DEMO_MEMBER, memberPages, resetAllButSession, signInMember, type MemberSession } from './member-session';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const BUILD_IF_STALE = "const { buildIfStale } = await import('./scripts/lib.mjs'); await buildIfStale();";
const log = (message: string) => process.stderr.write(`[bench:lighthouse] ${message}\n`);
const runs = Number(argument('runs') ?? 3);
const pages = (argument('pages') ?? '/,/help,/login,/register').split(',').filter(Boolean);
/** Signed in as the demo member: `--member-pages` lists them (default: the five issue 37 names), `none` skips them. */
const memberPagesArgument = argument('member-pages');
const givenUrl = argument('url');
const seedProfiles = Number(argument('profiles') ?? 20);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Keep each run's full Lighthouse report (JSON) in this folder. */
const saveDir = argument('save-lhr');

/** Issue 16's targets; JS bytes are over the wire (compressed), per page where one is set. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  best_practices: 95,
  lcp_ms: 2000,
  cls: 0.05,
  tbt_ms: 150,
  js_kb: { '/': 120, '/login': 150 } as Record<string, number>,
};

/** Issue 37's targets for the member's screens, signed in. */
const MEMBER_TARGETS = { performance: 90, lcp_ms: 2500, cls: 0.05, tbt_ms: 200 };

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface RunFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  js_kb: number;
  js_requests: number;
  total_kb: number;
  unused_js_kb: number;
  /** Scripts, style sheets and pages over 4 KB that came over the wire uncompressed. */
  uncompressed: string[];
  /** Best-practices audits that failed. */
  best_practices_failed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The production server on a fresh database; with member pages, the demo member seeded first
 * (a production start makes none, decision 067) with a password of its own, answered here.
 */
async function startServer(): Promise<{
  url: string;
  stop: () => Promise<void>;
  logFile: string;
  memberPassword: string | null;
}> {
  // The build's own output goes to stderr: stdout is the JSON.
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD_IF_STALE], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2],
  });
  if (built.status !== 0) throw new Error('the build failed');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-lighthouse-'));
  const logFile = path.join(dataDir, 'server.log');
  const memberPassword =
    memberPagesArgument === 'none' ? null : await seedForBench({ dataDir, profiles: seedProfiles });
  const out = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_PROFILES: String(seedProfiles),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited; see ${logFile}`);
    if (Date.now() - started > 600_000) throw new Error(`server not ready; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`server ready at ${url} in ${round((Date.now() - started) / 1000, 1)} s (log: ${logFile})`);
  return {
    url,
    logFile,
    memberPassword,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  responseHeaders?: { name: string; value: string }[];
  mimeType?: string;
}

type Audits = Record<
  string,
  { score?: number | null; numericValue?: number; details?: { items?: unknown[]; overallSavingsBytes?: number } }
>;

function figuresOf(lhr: {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] }>;
  audits: Audits;
}): RunFigures {
  const audits = lhr.audits;
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const unusedJs = audits['unused-javascript']?.details?.overallSavingsBytes ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    lcp_ms: round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbt_ms: round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: round(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3),
    fcp_ms: round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    js_kb: round(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024, 1),
    js_requests: scripts.length,
    total_kb: round(requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024, 1),
    unused_js_kb: round(unusedJs / 1024, 1),
    uncompressed: requests
      .filter(
        (request) =>
          ['Script', 'Stylesheet', 'Document'].includes(request.resourceType ?? '') &&
          (request.resourceSize ?? 0) > 4096 &&
          (request.transferSize ?? 0) >= (request.resourceSize ?? 0),
      )
      .map((request) => new URL(request.url).pathname),
    best_practices_failed: (lhr.categories['best-practices']?.auditRefs ?? [])
      .filter((ref) => audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

type NumericFigure = { [K in keyof RunFigures]: RunFigures[K] extends number ? K : never }[keyof RunFigures];

/** The median of each figure; the lists are those of every run together. */
function medianFigures(all: RunFigures[]): RunFigures {
  const first = all[0]!;
  const keys = Object.keys(first) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) =>
      Array.isArray(first[key])
        ? [key, [...new Set(all.flatMap((figures) => figures[key] as string[]))]]
        : [key, median(all.map((figures) => figures[key as NumericFigure]))],
    ),
  ) as unknown as RunFigures;
}

/** The figures both sets of targets name. */
function speedTargetsMet(figures: RunFigures, targets: typeof MEMBER_TARGETS) {
  return {
    performance: figures.performance >= targets.performance,
    lcp: figures.lcp_ms <= targets.lcp_ms,
    cls: figures.cls <= targets.cls,
    tbt: figures.tbt_ms <= targets.tbt_ms,
  };
}

function targetsMet(page: string, figures: RunFigures) {
  const jsLimit = TARGETS.js_kb[page];
  return {
    ...speedTargetsMet(figures, TARGETS),
    accessibility: figures.accessibility >= TARGETS.accessibility,
    best_practices: figures.best_practices >= TARGETS.best_practices,
    ...(jsLimit === undefined ? {} : { js: figures.js_kb <= jsLimit }),
  };
}

/** The server's headers on the page and its first script, as a browser asking for brotli gets them. */
async function headersOf(url: string) {
  const accept = { 'accept-encoding': 'br, gzip' };
  const page = await fetch(url, { headers: accept });
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  const pick = (response: Response) => ({
    status: response.status,
    'content-encoding': response.headers.get('content-encoding'),
    'cache-control': response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  });
  const asset = script ? await fetch(new URL(script, url), { headers: accept }) : null;
  await asset?.arrayBuffer();
  return { page: pick(page), ...(asset && script ? { script: { path: script, ...pick(asset) } } : {}) };
}

const server = givenUrl ? null : await startServer();
const baseUrl = givenUrl ?? server!.url;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const results: Record<string, unknown> = {};
const memberResults: Record<string, unknown> = {};

/**
 * `runs` Lighthouse runs of a page; with a session, each starts from a reset that keeps it
 * (member-session.ts). A broken trace (NO_NAVSTART, NO_LCP: seen when the machine is loaded)
 * gives no figures: the run is done again, at most `runs` extra times, and listed in `failed_runs`.
 */
async function measure(page: string, session?: MemberSession) {
  const perRun: RunFigures[] = [];
  const failed: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (session) await resetAllButSession(chrome.port, baseUrl, session);
    const result = await lighthouse(`${baseUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const finalUrl = (result.lhr as { finalDisplayedUrl?: string }).finalDisplayedUrl ?? '';
    if (session && new URL(finalUrl).pathname !== page) throw new Error(`${page} ended on ${finalUrl}: not signed in?`);
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-')}-${run + 1}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
    }
    const error = (result.lhr as { runtimeError?: { code?: string } }).runtimeError?.code;
    if (error) {
      failed.push(error);
      log(`${page} run ${run + 1}/${runs} failed (${error}); running it again`);
      if (failed.length <= runs) run -= 1;
      continue;
    }
    const figures = figuresOf(result.lhr as never);
    perRun.push(figures);
    log(
      `${page} run ${run + 1}/${runs}: performance ${figures.performance}, LCP ${figures.lcp_ms} ms, TBT ${figures.tbt_ms} ms, CLS ${figures.cls}, JS ${figures.js_kb} KB`,
    );
  }
  if (perRun.length === 0) throw new Error(`every Lighthouse run of ${page} failed: ${failed.join(', ')}`);
  return { failed_runs: failed, median: medianFigures(perRun), runs: perRun };
}
const startedAt = new Date().toISOString();
const loadBefore = loadAverage();
try {
  // One unmeasured load, so the server's first-request work (file reads, JIT) is not in run 1.
  await lighthouse(`${baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (const page of pages) {
    const measured = await measure(page);
    results[page] = {
      ...measured,
      targets_met: targetsMet(page, measured.median),
      headers: await headersOf(`${baseUrl}${page}`),
    };
  }
  if (memberPagesArgument !== 'none') {
    // With --url, the demo member has the password published in the repository.
    const password = server?.memberPassword ?? DEMO_MEMBER.password;
    const session = await signInMember(baseUrl, { email: DEMO_MEMBER.email, password });
    const chosen = memberPagesArgument ? memberPagesArgument.split(',') : await memberPages(baseUrl, session);
    for (const page of chosen) {
      const measured = await measure(page, session);
      memberResults[page] = { ...measured, targets_met: speedTargetsMet(measured.median, MEMBER_TARGETS) };
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
}

process.stdout.write(
  `${JSON.stringify(
    {
      bench: 'lighthouse',
      started_at: startedAt,
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      config: 'mobile (default: simulated slow 4G, 4x CPU slowdown)',
      runs,
      server: givenUrl ?? 'apps/server/dist/main.js, NODE_ENV=production, PGlite, SEED_PROFILES=' + seedProfiles,
      environment: { ...environment(repoRoot), load_average_at_start: loadBefore, load_average_at_end: loadAverage() },
      targets: TARGETS,
      pages: results,
      member: 'demo@kindred.app (seeded), signed in; each run starts with an empty cache and no service worker',
      member_targets: MEMBER_TARGETS,
      member_pages: memberResults,
    },
    null,
    2,
  )}\n`,
);
