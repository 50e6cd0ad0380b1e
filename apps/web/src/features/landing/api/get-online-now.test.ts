import { describe, expect, it } from 'vitest';
import { onlineNowResponseSchema } from '@kindred/contract/online-now';
import { readOnlineNow } from './get-online-now';

describe('readOnlineNow', () => {
  it('accepts and refuses exactly what the contract schema does', () => {
    const answers: unknown[] = [
      { onlineNow: 2300 },
      { onlineNow: 0 },
      { onlineNow: null },
      { onlineNow: 2300.5 },
      { onlineNow: -1 },
      { onlineNow: '2,300' },
      {},
      null,
      [],
      7,
    ];
    for (const answer of answers) {
      const expected = onlineNowResponseSchema.safeParse(answer);
      if (expected.success) expect(readOnlineNow(answer)).toEqual(expected.data);
      else expect(() => readOnlineNow(answer)).toThrow();
    }
  });
});
