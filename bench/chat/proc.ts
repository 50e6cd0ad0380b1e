// Linux /proc readings: a process's resident memory and CPU time, PostgreSQL's processes, and the
// machine's busy time, so a run can say which process used the two cores.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux x86-64 and arm64

/** VmRSS and VmHWM (peak) of a process in MB, or null when it is gone. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: Math.round(kb('VmRSS') / 102.4) / 10, peakMb: Math.round(kb('VmHWM') / 102.4) / 10 };
  } catch {
    return null;
  }
}

/** User + system CPU seconds a process has used, or null when it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds of every `postgres` process now, by pid. */
export function postgresCpu(): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = cpuSecondsOf(Number(entry));
    if (seconds !== null) result.set(Number(entry), seconds);
  }
  return result;
}

/** The machine's busy and total CPU time (all cores), seconds; steal is time the hypervisor took. */
export function machineCpu(): { busy: number; total: number; steal: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return {
    busy: busy / TICKS_PER_SECOND,
    total: (busy + idle! + iowait!) / TICKS_PER_SECOND,
    steal: steal! / TICKS_PER_SECOND,
  };
}

export interface CpuSnapshot {
  at: number;
  server: number | null;
  clients: (number | null)[];
  postgres: Map<number, number>;
  machine: { busy: number; total: number; steal: number };
  self: number;
}

export function cpuSnapshot(serverPid: number | undefined, clientPids: number[]): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server: serverPid ? cpuSecondsOf(serverPid) : null,
    clients: clientPids.map(cpuSecondsOf),
    postgres: postgresCpu(),
    machine: machineCpu(),
    self: (usage.user + usage.system) / 1e6,
  };
}

/**
 * Cores used between two snapshots: the server, the client processes, PostgreSQL (the bench
 * database's backends, and every postgres process, which includes other people's work), this
 * orchestrator, and the whole machine (busy share of all cores).
 */
export function coresUsed(before: CpuSnapshot, after: CpuSnapshot, benchBackends: Set<number>) {
  const seconds = (after.at - before.at) / 1000;
  const cores = (value: number) => Math.round((value / seconds) * 100) / 100;
  let postgresAll = 0;
  let postgresBench = 0;
  for (const [pid, end] of after.postgres) {
    const used = end - (before.postgres.get(pid) ?? 0);
    postgresAll += used;
    if (benchBackends.has(pid)) postgresBench += used;
  }
  let clients = 0;
  after.clients.forEach((end, index) => {
    const start = before.clients[index];
    if (end !== null && start !== null && start !== undefined) clients += end - start;
  });
  const machineTotal = after.machine.total - before.machine.total;
  const machineCores = machineTotal / seconds;
  const machineBusy = (after.machine.busy - before.machine.busy) / seconds;
  const serverUsed = after.server !== null && before.server !== null ? after.server - before.server : 0;
  const ours = serverUsed + clients + postgresBench + (after.self - before.self);
  return {
    seconds: Math.round(seconds * 10) / 10,
    server: after.server !== null && before.server !== null ? cores(after.server - before.server) : null,
    clients: cores(clients),
    postgres_bench_backends: cores(postgresBench),
    postgres_all: cores(postgresAll),
    orchestrator: cores(after.self - before.self),
    machine_busy_share:
      machineTotal > 0 ? Math.round(((after.machine.busy - before.machine.busy) / machineTotal) * 100) / 100 : null,
    /** Busy cores not used by this bench's processes: other people's work (and the kernel's). */
    others: Math.round((machineBusy - ours / seconds) * 100) / 100,
    machine_cores: Math.round(machineCores * 100) / 100,
    /** Cores the hypervisor took away from this VM (counted in busy and in others). */
    steal: cores(after.machine.steal - before.machine.steal),
  };
}

export function loadAverage(): number[] {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

/** What the figures were measured on. */
export function environment(repoRoot: string) {
  const git = (args: string) => {
    try {
      return execSync(`git ${args}`, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? null,
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    git_commit: git('rev-parse HEAD'),
    git_subject: git('log -1 --format=%s'),
    /** Files changed in the working tree when the bench ran (shared tree: others' work shows here). */
    git_dirty_files: git('status --porcelain')?.split('\n').filter(Boolean).length ?? null,
    load_average_at_start: loadAverage(),
  };
}

/**
 * Waits (at most `maxSeconds`) until the machine's busy cores over a 2-second window fall to
 * `threshold`, while this bench's own processes are idle between cells: other people's tests share
 * the machine, and a cell started in the middle of someone's build measures their build. Answers
 * how long it waited and the busy cores it last saw.
 */
export async function waitForQuiet(
  maxSeconds: number,
  threshold: number,
): Promise<{ waited_s: number; busy_cores: number }> {
  const started = performance.now();
  let busy = Number.NaN;
  do {
    const before = machineCpu();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = machineCpu();
    busy = ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length;
    if (busy <= threshold) break;
  } while (performance.now() - started < maxSeconds * 1000);
  return { waited_s: Math.round((performance.now() - started) / 100) / 10, busy_cores: Math.round(busy * 100) / 100 };
}
