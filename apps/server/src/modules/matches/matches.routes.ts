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
import { API_PATHS } from '@kindred/contract/routes';
import { CLOSURE_MESSAGES, endChatInputSchema } from '@kindred/contract/your-turn';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { MatchesService } from './matches.service';

export interface MatchesRoutesOptions {
  matches: MatchesService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

/** SPEC 7 Matches (likes and passes live with discovery; blocks and reports with safety). */
export const matchesRoutes: FastifyPluginAsyncZod<MatchesRoutesOptions> = async (app, { matches }) => {
  app.get(
    API_PATHS.matches.list,
    { schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema, ...errors } } },
    async (request) => matches.list(memberOf(request).userId, request.query),
  );

  app.get(
    routePath(API_PATHS.matches.byId, 'id'),
    { schema: { params, response: { 200: matchResponseSchema, ...errors } } },
    async (request) => ({ match: await matches.get(memberOf(request).userId, request.params.id) }),
  );

  const unmatch = {
    schema: { params, response: { 200: messageResponseSchema, ...errors } },
  };
  app.delete(routePath(API_PATHS.matches.unmatch, 'id'), unmatch, async (request) => {
    await matches.unmatch(memberOf(request).userId, request.params.id);
    return { message: MATCH_MESSAGES.unmatched };
  });
  app.delete(routePath(API_PATHS.matches.byId, 'id'), unmatch, async (request) => {
    await matches.unmatch(memberOf(request).userId, request.params.id);
    return { message: MATCH_MESSAGES.unmatched };
  });

  // "End chat" (decision 103): one of the closing lines, then the unmatch.
  app.post(
    routePath(API_PATHS.matches.endChat, 'id'),
    { schema: { params, body: endChatInputSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await matches.unmatch(memberOf(request).userId, request.params.id, CLOSURE_MESSAGES[request.body.closureId]);
      return { message: MATCH_MESSAGES.unmatched };
    },
  );

  app.get(API_PATHS.interests, { schema: { response: { 200: interestsResponseSchema, ...errors } } }, async () => ({
    data: [...INTEREST_CATALOGUE],
  }));
};
