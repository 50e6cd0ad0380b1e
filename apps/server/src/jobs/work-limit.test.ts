import { describe, expect, it } from 'vitest';
import { createWorkLimit } from './work-limit';

const refused = () => new Error('refused');

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createWorkLimit', () => {
  it('runs at most `concurrency` at once and the waiters in the order they came', async () => {
    const limited = createWorkLimit(2, 10, refused);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const all = gates.map((g, i) =>
      limited(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const g of gates) g.open();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('refuses at once past the queue, and a failed piece still hands its turn on', async () => {
    const limited = createWorkLimit(1, 1, refused);
    const first = gate();
    const running = limited(async () => {
      await first.opened;
      throw new Error('boom');
    });
    const waiting = limited(async () => 'second');
    await expect(limited(async () => 'third')).rejects.toThrow('refused');
    first.open();
    await expect(running).rejects.toThrow('boom');
    expect(await waiting).toBe('second');
    expect(await limited(async () => 'later')).toBe('later');
  });
});
