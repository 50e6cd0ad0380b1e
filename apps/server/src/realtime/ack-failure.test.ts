import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@kindred/contract/messages';
import { DatabasePoolQueueFull } from '../db/database-unavailable';
import { Forbidden, ServiceUnavailable } from '../http/errors';
import { ackFailure } from './gateway';

describe('what a failed socket event acknowledges', () => {
  it("a service's own error: its status and message, as expected", () => {
    expect(ackFailure(new Forbidden(MESSAGES.forbidden))).toEqual({
      status: 403,
      message: MESSAGES.forbidden,
      unexpected: false,
    });
    expect(ackFailure(new ServiceUnavailable(MESSAGES.overloaded))).toEqual({
      status: 503,
      message: MESSAGES.overloaded,
      unexpected: false,
    });
  });

  it("a payload that does not parse: 400 with the first issue's message", () => {
    const parsed = z.object({ matchId: z.string({ error: 'matchId is required' }) }).safeParse({});
    if (parsed.success) throw new Error('expected the payload to be refused');
    expect(ackFailure(parsed.error)).toEqual({ status: 400, message: 'matchId is required', unexpected: false });
  });

  it('a database that cannot be reached: 503, briefly unavailable, not logged as a failure', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      new DrizzleQueryError('insert into "messages" ...', ['hello'], refused),
      new DatabasePoolQueueFull(200),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(ackFailure(error)).toEqual({ status: 503, message: MESSAGES.temporarilyUnavailable, unexpected: false });
    }
  });

  it('anything else: 500 "Something went wrong", flagged to be logged', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    for (const error of [
      new TypeError('x is undefined'),
      new DrizzleQueryError('insert ...', [], unique),
      'a string',
    ]) {
      expect(ackFailure(error)).toEqual({ status: 500, message: MESSAGES.somethingWentWrong, unexpected: true });
    }
  });
});
