import { describe, expect, it } from 'vitest';
import { CALL_TEXTS, type Call } from '@kindred/contract/calls';
import { endedMessage } from './ended-message';

const call = (endReason: Call['endReason']): Call => ({
  id: 'c',
  matchId: 'm',
  caller: { id: 'a', name: 'Ava', photo: null },
  callee: { id: 's', name: 'Sam', photo: null },
  state: 'ended',
  endReason,
  startedAt: '2026-01-01T00:00:00.000Z',
  answeredAt: null,
  endedAt: '2026-01-01T00:00:10.000Z',
  durationSeconds: null,
});

describe('why a call is over', () => {
  it('names the other member where the reason is theirs', () => {
    expect(endedMessage(call('declined'), 'Sam')).toBe('Sam declined the call.');
    expect(endedMessage(call('missed'), 'Sam')).toBe('Sam did not answer.');
    expect(endedMessage(call('busy'), 'Sam')).toBe('Sam is in another call.');
  });

  it('says the rest plainly', () => {
    expect(endedMessage(call('turned-off'), 'Sam')).toBe(CALL_TEXTS.ended['turned-off']);
    expect(endedMessage(call('hung-up'), 'Sam')).toBe('Call ended.');
  });
});
