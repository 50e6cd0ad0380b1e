import { describe, expect, it } from 'vitest';
import { WriterBusy, createBatchWriter } from './batch-writer';

describe('the batch writer', () => {
  it('writes a lone item at once and the items that arrive meanwhile together, answering each in order', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const writer = createBatchWriter<number, string>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => `done ${item}`);
    });
    const first = writer.write(1);
    await Promise.resolve();
    await Promise.resolve();
    const rest = [2, 3, 4].map((item) => writer.write(item));
    release();
    expect(await Promise.all([first, ...rest])).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('with a linger, waits that long and writes what came meanwhile in one batch', async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number, number>(
      async (items) => {
        batches.push(items);
        return items;
      },
      { lingerMs: 20 },
    );
    const first = writer.write(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches).toEqual([]);
    const second = writer.write(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('refuses new items once the queue is full, and takes them again after it drains', async () => {
    let release: () => void = () => {};
    const writer = createBatchWriter<number, number>(
      async (items) => {
        await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      { maxQueued: 2 },
    );
    const held = writer.write(1);
    await Promise.resolve();
    await Promise.resolve();
    const queued = [writer.write(2), writer.write(3)];
    await expect(writer.write(4)).rejects.toBeInstanceOf(WriterBusy);
    release();
    await held;
    await Promise.resolve();
    release();
    expect(await Promise.all(queued)).toEqual([2, 3]);
    const later = writer.write(5);
    await Promise.resolve();
    await Promise.resolve();
    release();
    expect(await later).toBe(5);
  });

  it('rejects every item of a batch whose write fails, and goes on with the next', async () => {
    let fail = true;
    const writer = createBatchWriter<number, number>(async (items) => {
      if (fail) {
        fail = false;
        throw new Error('database down');
      }
      return items;
    });
    await expect(writer.write(1)).rejects.toThrow('database down');
    expect(await writer.write(2)).toBe(2);
  });
});
