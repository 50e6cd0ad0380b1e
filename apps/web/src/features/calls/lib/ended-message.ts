import { CALL_TEXTS, type Call } from '@kindred/contract/calls';

/** Why a call is over, in the words of the screen (decision 110); `name` is the other member's. */
export function endedMessage(call: Call, name: string): string {
  const reason = call.endReason ?? 'hung-up';
  const text = CALL_TEXTS.ended[reason];
  return typeof text === 'function' ? text(name) : text;
}
