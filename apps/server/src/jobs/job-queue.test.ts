import { describe, expect, it } from 'vitest';
import type { Task } from './job';
import { createInProcessQueue, type JobLog } from './job-queue';

function recordingLog(): JobLog & { errors: object[] } {
  const errors: object[] = [];
  return { errors, error: (details) => errors.push(details), warn: () => {}, debug: () => {} };
}

describe('the in-process job queue (the embedded default)', () => {
  it('runs a task at once, and counts and logs one that fails, telling the observer of both', async () => {
    const log = recordingLog();
    const queue = createInProcessQueue(log);
    const settled: [string, string][] = [];
    await queue.start([], [], { settled: (job, outcome) => settled.push([job, outcome]) });
    const sent: string[] = [];
    const mail: Task<string> = {
      name: 'send-email',
      run: async (to) => {
        if (to === 'nobody') throw new Error('mailbox unavailable');
        sent.push(to);
      },
    };
    queue.enqueue(mail, 'ada');
    expect(sent).toEqual(['ada']);
    queue.enqueue(mail, 'nobody');
    expect(queue.running()).toBe(2);
    await queue.stop();
    expect(queue.running()).toBe(0);
    expect(settled).toEqual([
      ['send-email', 'ok'],
      ['send-email', 'failed'],
    ]);
    expect(log.errors).toEqual([
      { err: expect.objectContaining({ message: 'mailbox unavailable' }), job: 'send-email' },
    ]);
    expect(await queue.stats()).toEqual({
      queue: 'in-process',
      waiting: 0,
      running: 0,
      failed: 1,
      byName: { 'send-email': { waiting: 0, running: 0, failed: 1 } },
    });
  });

  it('counts a task still running, and stop waits for it', async () => {
    const queue = createInProcessQueue(recordingLog());
    let finish = () => {};
    const held: Task<null> = { name: 'held', run: () => new Promise<void>((resolve) => (finish = resolve)) };
    queue.enqueue(held, null);
    expect(await queue.stats()).toMatchObject({ running: 1, byName: { held: { running: 1 } } });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await queue.stats()).toMatchObject({ running: 0, failed: 0 });
  });
});
