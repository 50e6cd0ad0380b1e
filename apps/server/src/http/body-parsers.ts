import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@kindred/contract/messages';
import { BadRequest, HttpError } from './errors';

type Done = (error: Error | null, body?: unknown) => void;

const takesBody = (request: FastifyRequest) => Boolean(request.routeOptions.schema?.body);

/**
 * How bodies are read (docs/decisions/031):
 * - a route without a body schema takes none, so whatever is sent, under any content type, is
 *   ignored (SPEC 7's bodiless calls, from clients that add a JSON content type to everything);
 * - an empty body is no body, under any content type; the validator treats it as `{}`;
 * - JSON keeps Fastify's parser, which refuses `__proto__` and `constructor.prototype` keys;
 * - any other content type with a body, where a body is expected, is a 415.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  const plainJson = app.getDefaultJsonParser('ignore', 'ignore');

  // Fastify's own text/plain parser would hand a route its text as the body: the catch-all below decides.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done: Done) => {
    if (!takesBody(request) || body.trim() === '') return done(null, undefined);
    void strictJson(request, body, (error, parsed) => {
      if (!error) return done(null, parsed);
      // Valid JSON that only the prototype checks refused deserves its own message.
      void plainJson(request, body, (plainError) =>
        done(plainError ? error : new BadRequest(MESSAGES.forbiddenJsonKey)),
      );
    });
  });

  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body: Buffer, done: Done) => {
    if (!takesBody(request) || body.length === 0) return done(null, undefined);
    done(new HttpError(415, MESSAGES.unsupportedMediaType));
  });
}
