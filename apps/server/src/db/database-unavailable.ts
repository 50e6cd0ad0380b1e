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

/** Looks through Drizzle's wrapper (`cause`) and Node's happy-eyeballs AggregateError (`errors`). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (matchesItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** What to log of such an error: its code and message, never the client object or query parameters. */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (matchesItself(current)) break;
    current = (current as { cause?: unknown }).cause ?? (current as { errors?: unknown[] }).errors?.[0];
  }
  const found = (typeof current === 'object' && current !== null ? current : error) as {
    code?: unknown;
    message?: unknown;
  };
  return {
    ...(typeof found.code === 'string' ? { code: found.code } : {}),
    message: typeof found.message === 'string' ? found.message : String(found),
  };
}
