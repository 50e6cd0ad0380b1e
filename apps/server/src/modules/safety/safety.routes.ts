import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import { DISCOVERY_MESSAGES, reportInputSchema, reportReceivedSchema } from '@kindred/contract/discovery';
import { MATCH_MESSAGES, blockInputSchema } from '@kindred/contract/matches';
import {
  SAFETY_MESSAGES,
  blockMemberInputSchema,
  blockedUsersResponseSchema,
  safetyReportInputSchema,
} from '@kindred/contract/safety';
import { hiddenWordsInputSchema, hiddenWordsResponseSchema } from '@kindred/contract/hidden-words';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { HiddenWordsService } from './hidden-words.service';
import type { SafetyService } from './safety.service';

export interface SafetyRoutesOptions {
  safety: SafetyService;
  hiddenWords: HiddenWordsService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema, 429: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

/**
 * Every block and report, wherever the member starts it: a match, its conversation, a card, the
 * blocked list or the Safety Center's form ("path not shown" in SPEC: ours).
 */
export const safetyRoutes: FastifyPluginAsyncZod<SafetyRoutesOptions> = async (app, { safety, hiddenWords }) => {
  // Hidden Words (decision 085): the member's own list, never anyone else's.
  app.get(
    API_PATHS.safety.hiddenWords,
    { schema: { response: { 200: hiddenWordsResponseSchema, ...errors } } },
    async (request) => ({ words: await hiddenWords.list(memberOf(request).userId) }),
  );

  app.put(
    API_PATHS.safety.hiddenWords,
    { schema: { body: hiddenWordsInputSchema, response: { 200: hiddenWordsResponseSchema, ...errors } } },
    async (request) => ({ words: await hiddenWords.save(memberOf(request).userId, request.body.words) }),
  );

  app.get(
    API_PATHS.blocks,
    { schema: { response: { 200: blockedUsersResponseSchema, ...errors } } },
    async (request) => ({
      blockedUsers: await safety.blockedUsers(memberOf(request).userId),
    }),
  );

  app.post(
    API_PATHS.blocks,
    { schema: { body: blockMemberInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await safety.block(memberOf(request).userId, request.body.userId, request.body.reason);
      return reply.status(201).send({ message: MATCH_MESSAGES.blocked });
    },
  );

  app.post(
    routePath(API_PATHS.matches.block, 'id'),
    { schema: { params, body: blockInputSchema.optional(), response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await safety.blockThroughMatch(memberOf(request).userId, request.params.id, request.body?.reason);
      return reply.status(201).send({ message: MATCH_MESSAGES.blocked });
    },
  );

  app.delete(
    routePath(API_PATHS.block, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await safety.unblock(memberOf(request).userId, request.params.id);
      return { message: MATCH_MESSAGES.unblocked };
    },
  );

  app.post(
    API_PATHS.reports,
    { schema: { body: safetyReportInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await safety.reportConcern(memberOf(request).userId, request.body);
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
    },
  );

  for (const [path, source] of [
    [routePath(API_PATHS.matches.report, 'id'), 'match'],
    [routePath(API_PATHS.matches.reportConversation, 'id'), 'conversation'],
  ] as const) {
    app.post(
      path,
      { schema: { params, body: reportInputSchema, response: { 201: messageResponseSchema, ...errors } } },
      async (request, reply) => {
        await safety.reportThroughMatch(memberOf(request).userId, request.params.id, source, request.body);
        return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
      },
    );
  }

  app.post(
    routePath(API_PATHS.messages.report, 'id'),
    {
      schema: {
        params,
        body: reportInputSchema,
        response: { 201: messageResponseSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await safety.reportMessage(memberOf(request).userId, request.params.id, request.body);
      return reply.status(201).send({ message: SAFETY_MESSAGES.reportReceived });
    },
  );

  app.post(
    routePath(API_PATHS.recommendations.report, 'id'),
    { schema: { params, body: reportInputSchema, response: { 201: reportReceivedSchema, ...errors } } },
    async (request, reply) => {
      await safety.reportFromCard(memberOf(request).userId, request.params.id, request.body);
      return reply.status(201).send({ message: DISCOVERY_MESSAGES.reportReceived });
    },
  );
};
