import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password';
import { RetryLater } from './retry-later';

describe('the password hasher under load', () => {
  it('runs at most `concurrency` hashes, queues up to `queueLimit`, and refuses the rest with a 503', async () => {
    const hasher = createPasswordHasher({ memoryKib: 8192, concurrency: 1, queueLimit: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => hasher.hash(`password ${i}`)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refused = (results[3] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(RetryLater);
    expect(refused).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
    // Turns are handed on: once the queue has drained, work is taken again.
    const hash = await hasher.hash('later');
    expect(await hasher.verify(hash, 'later')).toBe(true);
    expect(await hasher.verify(hash, 'wrong')).toBe(false);
    expect(await hasher.verify(null, 'anything')).toBe(false);
  });

  it('verifications share the same limit, unknown e-mails (the decoy) included', async () => {
    const hasher = createPasswordHasher({ memoryKib: 8192, concurrency: 1, queueLimit: 0 });
    const hash = await hasher.hash('secret');
    await hasher.verify(null, 'warm the decoy');
    const results = await Promise.allSettled([hasher.verify(hash, 'secret'), hasher.verify(null, 'x')]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: { statusCode: 503 } });
  });
});
