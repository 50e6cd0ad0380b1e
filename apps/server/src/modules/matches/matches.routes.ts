import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEREST_CATALOGUE } from '@kindred/contract/enums';
import { messageResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  MATCH_MESSAGES,
  interestsResponseSchema,
  matchResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
} from '@kindred/contract/matches';
import { memberOf, type MemberHook } from '../../http/authenticate';
import type { MatchesService } from './matches.service';

export interface MatchesRoutesOptions {
  matches: MatchesService;
  requireMember: MemberHook;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

/** SPEC 7 Matches (likes and passes live with discovery; blocks and reports with safety). */
export const matchesRoutes: FastifyPluginAsyncZod<MatchesRoutesOptions> = async (app, { matches, requireMember }) => {
  app.addHook('onRequest', requireMember);

  app.get(
    '/matches',
    { schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema, ...errors } } },
    async (request) => matches.list(memberOf(request).userId, request.query),
  );

  app.get(
    '/matches/:id',
    { schema: { params, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({ match: await matches.get(memberOf(request).userId, request.params.id) }),
  );

  const unmatch = {
    schema: { params, response: { 200: messageResponseSchema, ...errors } },
  };
  app.delete('/matches/:id/unmatch', unmatch, async (request) => {
    await matches.unmatch(memberOf(request).userId, request.params.id);
    return { message: MATCH_MESSAGES.unmatched };
  });
  app.delete('/matches/:id', unmatch, async (request) => {
    await matches.unmatch(memberOf(request).userId, request.params.id);
    return { message: MATCH_MESSAGES.unmatched };
  });

  app.get('/interests', { schema: { response: { 200: interestsResponseSchema, ...errors } } }, async () => ({
    data: [...INTEREST_CATALOGUE],
  }));
};
