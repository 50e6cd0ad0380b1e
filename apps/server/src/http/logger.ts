import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** The process's one logger: the app's requests and the database pool write through it. Tokens and cookies are never logged. */
export function createLogger(level: Config['logLevel']): FastifyBaseLogger {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}
