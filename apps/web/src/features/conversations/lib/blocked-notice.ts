import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';

/**
 * A block from the chat (decision 080) ends the conversation, so the chat sends the member to the
 * conversation list with the confirmation in the navigation's state; the list shows it once.
 */
export function blockedNoticeState(name: string): { safetyNotice: string } {
  return { safetyNotice: MEMBER_SAFETY_TEXTS.blocked(name) };
}

export function blockedNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('safetyNotice' in state)) return null;
  return typeof state.safetyNotice === 'string' ? state.safetyNotice : null;
}
