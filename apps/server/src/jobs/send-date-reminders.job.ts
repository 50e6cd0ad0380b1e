import type { Job } from './job';

/** How often the reminders are looked for: a reminder goes out at most this late. */
export const SEND_DATE_REMINDERS_MS = 60_000;

/**
 * Accepted date plans' reminders, a day and two hours before they start (decision 101): the
 * dates service's sendReminders marks each plan in the statement that finds it, so one run
 * anywhere serves every process and none is sent twice.
 */
export function sendDateRemindersJob(sendReminders: (now: Date) => Promise<number>): Job {
  return {
    name: 'send-date-reminders',
    everyMs: SEND_DATE_REMINDERS_MS,
    scope: 'shared',
    run: () => sendReminders(new Date()),
  };
}
