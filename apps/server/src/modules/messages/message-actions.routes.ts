import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/conversations';
import { apiErrorSchema } from '@kindred/contract/errors';
import { reactInputSchema } from '@kindred/contract/message-actions';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { MessageActionService } from './message-actions.service';

export interface MessageActionRoutesOptions {
  messageActions: MessageActionService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const messageParams = z.object({ id: z.string().max(100) });
// `id` as the match's, like every /conversations/:id route: the router takes one name per segment.
const conversationParams = z.object({ id: z.string().max(100), messageId: z.string().max(100) });
const answer = { 200: messageResponseSchema, ...errors };

/**
 * Reactions and unsend (decision 108) on both sets of paths: /messages/{id}/... and
 * /conversations/{matchId}/messages/{messageId}/..., where the message must be the conversation's.
 * Each answers the message as the member sees it now.
 */
export const messageActionRoutes: FastifyPluginAsyncZod<MessageActionRoutesOptions> = async (
  app,
  { messageActions },
) => {
  const { conversations, messages } = API_PATHS;

  app.put(
    routePath(messages.reaction, 'id'),
    { schema: { params: messageParams, body: reactInputSchema, response: answer } },
    async (request) => ({
      data: await messageActions.react(memberOf(request).userId, request.params.id, request.body.emoji),
    }),
  );
  app.put(
    routePath(conversations.reaction, 'id', 'messageId'),
    { schema: { params: conversationParams, body: reactInputSchema, response: answer } },
    async (request) => {
      const { id: matchId, messageId } = request.params;
      return { data: await messageActions.react(memberOf(request).userId, messageId, request.body.emoji, matchId) };
    },
  );

  app.delete(
    routePath(messages.reaction, 'id'),
    { schema: { params: messageParams, response: answer } },
    async (request) => ({ data: await messageActions.react(memberOf(request).userId, request.params.id, null) }),
  );
  app.delete(
    routePath(conversations.reaction, 'id', 'messageId'),
    { schema: { params: conversationParams, response: answer } },
    async (request) => {
      const { id: matchId, messageId } = request.params;
      return { data: await messageActions.react(memberOf(request).userId, messageId, null, matchId) };
    },
  );

  app.post(
    routePath(messages.unsend, 'id'),
    { schema: { params: messageParams, response: answer } },
    async (request) => ({ data: await messageActions.unsend(memberOf(request).userId, request.params.id) }),
  );
  app.post(
    routePath(conversations.unsend, 'id', 'messageId'),
    { schema: { params: conversationParams, response: answer } },
    async (request) => {
      const { id: matchId, messageId } = request.params;
      return { data: await messageActions.unsend(memberOf(request).userId, messageId, matchId) };
    },
  );
};
