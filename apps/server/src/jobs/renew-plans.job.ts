import type { Job } from './job';

/** Test-mode plans renew period by period, and cancelled plans end at their period's end (decision 046). */
export function renewPlansJob(renewDue: () => Promise<unknown>): Job {
  return { name: 'renew-plans', everyMs: 60 * 60 * 1000, scope: 'shared', run: () => renewDue() };
}
