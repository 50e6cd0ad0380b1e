/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * a refused or dropped connection, a server shutting down or restarting, a statement or pool wait
 * that ran out of time. The HTTP error handler and the socket gateway answer them with 503 and
 * Retry-After (docs/decisions/037); everything else stays a 500.
 */

/** The pool already has as many requests waiting for a connection as it may queue. */
export class DatabasePoolQueueFull extends Error {
  constructor(waiting: number) {
    super(`database pool queue is full (${waiting} waiting)`);
    this.name = 'DatabasePoolQueueFull';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled (statement_timeout). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres and pg-pool report these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end on the pool/,
];

function matchesItself(error: object): boolean {
  if (error instanceof DatabasePoolQueueFull) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error itself or one inside it (Drizzle's `cause`, Node's happy-eyeballs AggregateError `errors`) that means an outage. */
function findUnavailable(error: unknown, depth = 0): object | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  if (matchesItself(error)) return error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const inCause = findUnavailable(cause, depth + 1);
  if (inCause) return inCause;
  if (!Array.isArray(errors)) return undefined;
  for (const inner of errors) {
    const found = findUnavailable(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Looks through Drizzle's wrapper (`cause`) and Node's happy-eyeballs AggregateError (`errors`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return findUnavailable(error) !== undefined;
}

/** The driver's error under the wrappers: Drizzle's own message carries the query's parameters. */
function innermost(error: object): object {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = (current as { cause?: unknown }).cause ?? (current as { errors?: unknown[] }).errors?.[0];
    if (typeof next !== 'object' || next === null) break;
    current = next;
  }
  return current;
}

/** What to log of such an error: its code and message, never the client object or query parameters. */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const found = (findUnavailable(error) ?? innermost(error)) as { code?: unknown; message?: unknown };
  return {
    ...(typeof found.code === 'string' ? { code: found.code } : {}),
    message: typeof found.message === 'string' ? found.message : String(found),
  };
}
