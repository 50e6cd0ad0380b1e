import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportInputSchema } from '@kindred/contract/discovery';
import { INTEREST_CATALOGUE } from '@kindred/contract/enums';
import { messageResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  MATCH_MESSAGES,
  blockInputSchema,
  interestsResponseSchema,
  matchResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
} from '@kindred/contract/matches';
import { SAFETY_MESSAGES } from '@kindred/contract/safety';
import { memberOf, type MemberHook } from '../../http/authenticate';
import type { MatchesService } from './matches.service';

export interface MatchesRoutesOptions {
  matches: MatchesService;
  requireMember: MemberHook;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

/** SPEC 7 Matches (the likes and passes live with discovery). */
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

  app.post(
    '/matches/:id/report',
    { schema: { params, body: reportInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await matches.report(memberOf(request).userId, request.params.id, request.body);
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
    },
  );

  // A conversation is its match's (one per match, same id), so reporting from the chat is a report
  // through the match, marked as coming from the conversation.
  app.post(
    '/conversations/:id/report',
    { schema: { params, body: reportInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await matches.report(memberOf(request).userId, request.params.id, request.body, 'conversation');
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
    },
  );

  app.post(
    '/matches/:id/block',
    { schema: { params, body: blockInputSchema.optional(), response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await matches.block(memberOf(request).userId, request.params.id, request.body?.reason);
      return reply.status(201).send({ message: MATCH_MESSAGES.blocked });
    },
  );

  app.get('/interests', { schema: { response: { 200: interestsResponseSchema, ...errors } } }, async () => ({
    data: [...INTEREST_CATALOGUE],
  }));
};
