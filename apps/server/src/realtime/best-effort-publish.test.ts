import { describe, expect, it, vi } from 'vitest';
import { publishBestEffort } from './best-effort-publish';

describe('publishBestEffort', () => {
  it('passes a publish through, and turns a failed one into a resolved 0 with a debug line', async () => {
    const outcomes = [Promise.resolve(2), Promise.reject(new Error('Socket closed unexpectedly'))];
    const client = { publish: vi.fn((_channel: string, _message: string) => outcomes.shift()!) };
    const log = { debug: vi.fn() };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      publishBestEffort(client, log);
      // As the adapter calls it: the answer is never awaited.
      const first = client.publish('kindred#/#', 'a');
      const second = client.publish('kindred#/#', 'b');
      expect(await first).toBe(2);
      expect(await second).toBe(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      expect(log.debug).toHaveBeenCalledTimes(1);
      expect(log.debug.mock.calls[0]![0]).toMatchObject({ channel: 'kindred#/#' });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
