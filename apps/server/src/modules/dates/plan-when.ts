/**
 * When a plan starts, in words the chat line uses, in the proposer's time zone: "Sat 5 Dec, 19:00"
 * (DATE_PLAN_TEXTS.chatLine). The web app draws its card in the reader's own time zone.
 */
export function planWhen(startsAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(startsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}
