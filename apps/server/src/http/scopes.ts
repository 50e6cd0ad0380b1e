import type { FastifyInstance } from 'fastify';
import type { MemberHook } from './authenticate';

/**
 * The public scope: its routes answer without a session. The OpenAPI document's default is a
 * bearer token (openapi.ts), so each route registered here says `security: []`; the scope a
 * route is in decides both what the server asks for and what the document says
 * (openapi.test.ts checks the two agree).
 */
export function openToVisitors(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [] };
  });
}

/** The member scope: every route registered in it needs a live session, checked once here. */
export function membersOnly(scope: FastifyInstance, requireMember: MemberHook): void {
  scope.addHook('onRequest', requireMember);
}
