import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from './job';
import { createScheduler } from './scheduler';

/** A job whose runs wait until the test lets them finish. */
function heldJob(name: string, everyMs: number) {
  const releases: (() => void)[] = [];
  let runs = 0;
  const job: Job = {
    name,
    everyMs,
    scope: 'shared',
    run: () => {
      runs++;
      return new Promise<void>((resolve) => releases.push(resolve));
    },
  };
  return {
    job,
    runs: () => runs,
    finishAll: () => releases.splice(0).forEach((release) => release()),
  };
}

const quietLog = () => ({ error: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the job scheduler', () => {
  it('runs each job on its own interval once started, and a job set to 0 never', async () => {
    const hourly = heldJob('hourly', 60_000);
    const off = heldJob('off', 0);
    const scheduler = createScheduler([hourly.job, off.job], quietLog());
    vi.advanceTimersByTime(120_000);
    await flush();
    expect(hourly.runs()).toBe(0);

    scheduler.start();
    vi.advanceTimersByTime(59_999);
    await flush();
    expect(hourly.runs()).toBe(0);
    vi.advanceTimersByTime(1);
    await flush();
    expect(hourly.runs()).toBe(1);
    hourly.finishAll();
    await flush();
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(hourly.runs()).toBe(2);
    expect(off.runs()).toBe(0);
    hourly.finishAll();
    await scheduler.stop();
  });

  it('skips a turn while the same job is still running, and runs it again once it is done', async () => {
    const slow = heldJob('slow', 1000);
    const scheduler = createScheduler([slow.job], quietLog());
    scheduler.start();
    vi.advanceTimersByTime(1000);
    await flush();
    vi.advanceTimersByTime(3000);
    await flush();
    expect(slow.runs()).toBe(1);

    slow.finishAll();
    await flush();
    vi.advanceTimersByTime(1000);
    await flush();
    expect(slow.runs()).toBe(2);
    slow.finishAll();
    await scheduler.stop();
  });

  it('logs a failed run with the job name and keeps the job on its schedule', async () => {
    const log = quietLog();
    let runs = 0;
    const failing: Job = {
      name: 'failing',
      everyMs: 1000,
      scope: 'process',
      run: async () => {
        runs++;
        throw new Error('database away');
      },
    };
    const outcomes: string[] = [];
    const scheduler = createScheduler([failing], log, {
      settled: (job, outcome) => outcomes.push(`${job} ${outcome}`),
    });
    scheduler.start();
    vi.advanceTimersByTime(1000);
    await flush();
    vi.advanceTimersByTime(1000);
    await flush();
    expect(runs).toBe(2);
    // What the metrics count (kindred_job_runs_total).
    expect(outcomes).toEqual(['failing failed', 'failing failed']);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database away' }), job: 'failing' },
      'job failed',
    );
    await scheduler.stop();
  });

  it('on stop, starts no more runs and waits for the runs in flight', async () => {
    const held = heldJob('held', 1000);
    const outcomes: string[] = [];
    const scheduler = createScheduler([held.job], quietLog(), {
      settled: (job, outcome) => outcomes.push(`${job} ${outcome}`),
    });
    scheduler.start();
    vi.advanceTimersByTime(1000);
    await flush();
    expect(scheduler.running()).toBe(1);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    held.finishAll();
    await stopping;
    expect(stopped).toBe(true);
    expect(scheduler.running()).toBe(0);
    expect(outcomes).toEqual(['held ok']);

    vi.advanceTimersByTime(10_000);
    scheduler.start();
    vi.advanceTimersByTime(10_000);
    expect(held.runs()).toBe(1);
  });

  it('refuses two jobs with the same name', () => {
    expect(() => createScheduler([heldJob('twin', 1000).job, heldJob('twin', 2000).job], quietLog())).toThrow(
      'two jobs share a name',
    );
  });
});

/** Lets the promise callbacks queued so far run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
