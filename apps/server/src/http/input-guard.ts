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
  if (typeof value === 'string') return hasInvisibleCharacters(value) ? invisible(root) : null;
  if (typeof value !== 'object' || value === null) return null;
  // Only objects are queued, each with a link to where it sits; a path is spelled out only for the
  // 400, so a clean message payload (one flat object) costs no allocation per field.
  const pending: Nested[] = [{ value, at: null }];
  while (pending.length) {
    const { value: current, at } = pending.pop()!;
    if ((at?.depth ?? 0) >= MAX_INPUT_DEPTH) return new BadRequest(MESSAGES.bodyNestedTooDeeply);
    for (const key of Object.keys(current)) {
      if (hasInvisibleCharacters(key)) return invisible([...root, ...pathOf(at)]);
      const item = (current as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (hasInvisibleCharacters(item)) return invisible([...root, ...pathOf(at), key]);
      } else if (typeof item === 'object' && item !== null) {
        pending.push({ value: item, at: { key, parent: at, depth: (at?.depth ?? 0) + 1 } });
      }
    }
  }
  return null;
}

interface Nested {
  value: object;
  /** Where it sits below the root: null for the root itself. */
  at: Step | null;
}

interface Step {
  key: string;
  parent: Step | null;
  depth: number;
}

function pathOf(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.unshift(at.key);
  return path;
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
