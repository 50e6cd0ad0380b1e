import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import {
  SAFETY_MESSAGES,
  blockMemberInputSchema,
  blockedUsersResponseSchema,
  safetyReportInputSchema,
} from '@kindred/contract/safety';
import { memberOf, type MemberHook } from '../../http/authenticate';
import type { SafetyService } from './safety.service';

export interface SafetyRoutesOptions {
  safety: SafetyService;
  requireMember: MemberHook;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Blocked users and the Safety Center's report form ("path not shown" in SPEC: ours). */
export const safetyRoutes: FastifyPluginAsyncZod<SafetyRoutesOptions> = async (app, { safety, requireMember }) => {
  app.addHook('onRequest', requireMember);

  app.get('/blocks', { schema: { response: { 200: blockedUsersResponseSchema, ...errors } } }, async (request) => ({
    blockedUsers: await safety.blockedUsers(memberOf(request).userId),
  }));

  app.post(
    '/blocks',
    { schema: { body: blockMemberInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await safety.block(memberOf(request).userId, request.body.userId, request.body.reason);
      return reply.status(201).send({ message: MATCH_MESSAGES.blocked });
    },
  );

  app.delete(
    '/blocks/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await safety.unblock(memberOf(request).userId, request.params.id);
      return { message: MATCH_MESSAGES.unblocked };
    },
  );

  app.post(
    '/reports',
    { schema: { body: safetyReportInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await safety.reportConcern(memberOf(request).userId, request.body);
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
    },
  );
};
