import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kindred/contract/messages';
import { hasInvisibleCharacters } from '@kindred/contract/text';
import { BadRequest, fieldError } from './errors';

/** Our schemas nest four levels at most; anything far deeper is an attack on a walker. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first reason this input may not go further (a string or key with invisible characters,
 * or nesting deeper than MAX_INPUT_DEPTH), as the 400 to answer; null when it is fine. It knows
 * no schema, so it lets tabs and line breaks through; single-line fields refuse them themselves.
 * Iterative, so no input can exhaust the stack.
 */
export function unsafeInput(value: unknown, root: string[] = []): BadRequest | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: root }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasInvisibleCharacters(current)) return invisible(path);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length - root.length >= MAX_INPUT_DEPTH) return new BadRequest(MESSAGES.bodyNestedTooDeeply);
    for (const [key, item] of Object.entries(current)) {
      if (hasInvisibleCharacters(key)) return invisible(path);
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

function invisible(path: string[]): BadRequest {
  const named = path.filter((part) => !/^\d+$/.test(part));
  const field = named[named.length - 1] ?? 'The request';
  return fieldError(path.join('.'), MESSAGES.invisibleCharacters(field));
}

/**
 * Every route, present and future: path parameters, query string and parsed body are checked
 * before any schema or service sees them (docs/decisions/031).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const refused = unsafeInput(request.params) ?? unsafeInput(request.query) ?? unsafeInput(request.body);
    if (refused) throw refused;
  });
}
