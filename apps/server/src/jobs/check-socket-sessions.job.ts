import type { Job } from './job';

/**
 * Closes this process's sockets whose session has expired or was revoked where no event could say
 * so (decision 029; realtime/session-check.ts). The check logs its own failures.
 */
export function checkSocketSessionsJob(checkSessions: () => Promise<void>): Job {
  return { name: 'check-socket-sessions', everyMs: 60 * 1000, scope: 'process', run: () => checkSessions() };
}
