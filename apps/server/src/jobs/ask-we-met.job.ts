import type { Job } from './job';

/** How often prompts are looked for: a member is asked at most this late. */
export const ASK_WE_MET_MS = 10 * 60_000;

/**
 * "Did you meet?" (decision 106): the we-met service's askDue creates each prompt in the
 * statement that finds it (INSERT ... ON CONFLICT DO NOTHING on the member and match), so one run
 * anywhere serves every process and nobody is asked twice.
 */
export function askWeMetJob(askDue: (now: Date) => Promise<number>): Job {
  return {
    name: 'ask-we-met',
    everyMs: ASK_WE_MET_MS,
    scope: 'shared',
    run: () => askDue(new Date()),
  };
}
