import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@kindred/contract/constants';
import {
  CONVERSATION_MESSAGES,
  DEFAULT_FIRST_MESSAGE,
  archiveInputSchema,
  conversationResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  markedReadResponseSchema,
  mediaUploadResponseSchema,
  messageResponseSchema,
  messagesPageQuerySchema,
  messagesPageSchema,
  sendMessageInputSchema,
  unreadCountResponseSchema,
  type SendMessageInput,
} from '@kindred/contract/conversations';
import { messageResponseSchema as textResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import { uploadedFile } from '../../http/uploaded-file';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { ConversationService } from './conversations.service';
import type { MessageMediaService } from './message-media.service';
import type { MessageService } from './messages.service';

export interface MessagesRoutesOptions {
  messages: MessageService;
  media: MessageMediaService;
  conversations: ConversationService;
}

const errors = {
  ...MEMBER_ERROR_RESPONSES,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().max(100) });
const matchParams = z.object({ matchId: z.string().max(100) });

/**
 * SPEC 7 Conversations and Messages (and the chat paths under Matches): both sets of paths, one
 * service. A conversation's id is its match's.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { messages, media, conversations },
) => {
  const { conversations: conversationPaths, messages: messagePaths, matches: matchPaths } = API_PATHS;

  const list = {
    schema: { querystring: conversationsQuerySchema, response: { 200: conversationsResponseSchema, ...errors } },
  };
  app.get(conversationPaths.list, list, async (request) => conversations.list(memberOf(request).userId, request.query));
  app.get(messagePaths.conversations, list, async (request) =>
    conversations.list(memberOf(request).userId, request.query),
  );

  const unread = { schema: { response: { 200: unreadCountResponseSchema, ...errors } } };
  const unreadCount = (userId: string) => conversations.inboxCounts(userId);
  app.get(conversationPaths.unreadCount, unread, async (request) => unreadCount(memberOf(request).userId));
  app.get(messagePaths.unread, unread, async (request) => unreadCount(memberOf(request).userId));

  app.get(
    routePath(conversationPaths.byId, 'id'),
    { schema: { params, response: { 200: conversationResponseSchema, ...errors } } },
    async (request) => ({ conversation: await conversations.get(memberOf(request).userId, request.params.id) }),
  );

  const pageOf = (defaultLimit: number) => ({
    schema: {
      params,
      querystring: messagesPageQuerySchema(defaultLimit),
      response: { 200: messagesPageSchema, ...errors },
    },
  });
  app.get(routePath(conversationPaths.messages, 'id'), pageOf(LIMITS.pageSizes.messages), async (request) =>
    messages.page(memberOf(request).userId, request.params.id, request.query.page, request.query.limit),
  );
  app.get(routePath(matchPaths.conversation, 'id'), pageOf(LIMITS.pageSizes.conversation), async (request) =>
    messages.page(memberOf(request).userId, request.params.id, request.query.page, request.query.limit),
  );
  app.get(
    routePath(messagePaths.ofMatch, 'matchId'),
    {
      schema: {
        params: matchParams,
        querystring: messagesPageQuerySchema(LIMITS.pageSizes.messages),
        response: { 200: messagesPageSchema, ...errors },
      },
    },
    async (request) =>
      messages.page(memberOf(request).userId, request.params.matchId, request.query.page, request.query.limit),
  );

  /** 201 for a new message, 200 for a retry answered with the message already stored. */
  async function send(userId: string, matchId: string, input: SendMessageInput, reply: FastifyReply) {
    const { message, replayed } = await messages.send(userId, matchId, input);
    return reply.status(replayed ? 200 : 201).send({ data: message });
  }
  const sendSchema = {
    body: sendMessageInputSchema,
    response: { 200: messageResponseSchema, 201: messageResponseSchema, ...errors },
  };
  app.post(routePath(conversationPaths.messages, 'id'), { schema: { params, ...sendSchema } }, async (request, reply) =>
    send(memberOf(request).userId, request.params.id, request.body, reply),
  );
  app.post(routePath(matchPaths.message, 'id'), { schema: { params, ...sendSchema } }, async (request, reply) =>
    send(memberOf(request).userId, request.params.id, request.body, reply),
  );
  // SPEC 7: this one sends 'Let's chat!' when the body has no content.
  app.post(
    routePath(messagePaths.ofMatch, 'matchId'),
    { schema: { params: matchParams, ...sendSchema, body: sendMessageInputSchema.optional() } },
    async (request, reply) => {
      const body = request.body ?? {};
      const content = body.content ?? (body.media ? '' : DEFAULT_FIRST_MESSAGE);
      return send(memberOf(request).userId, request.params.matchId, { ...body, content }, reply);
    },
  );

  const readAll = async (userId: string, matchId: string) => ({
    message: CONVERSATION_MESSAGES.markedRead,
    ...(await messages.markAllRead(userId, matchId)),
  });
  const readSchema = { params, response: { 200: markedReadResponseSchema, ...errors } };
  app.put(routePath(conversationPaths.read, 'id'), { schema: readSchema }, async (request) =>
    readAll(memberOf(request).userId, request.params.id),
  );
  app.put(routePath(matchPaths.read, 'id'), { schema: readSchema }, async (request) =>
    readAll(memberOf(request).userId, request.params.id),
  );
  app.patch(
    routePath(messagePaths.readAll, 'matchId'),
    { schema: { params: matchParams, response: { 200: markedReadResponseSchema, ...errors } } },
    async (request) => readAll(memberOf(request).userId, request.params.matchId),
  );

  app.put(
    routePath(conversationPaths.archive, 'id'),
    { schema: { params, body: archiveInputSchema.optional(), response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      const archived = request.body?.archived ?? true;
      await conversations.archive(memberOf(request).userId, request.params.id, archived);
      return { message: archived ? CONVERSATION_MESSAGES.archived : CONVERSATION_MESSAGES.unarchived };
    },
  );
  app.delete(
    routePath(conversationPaths.remove, 'id'),
    { schema: { params, response: { 200: textResponseSchema, ...errors } } },
    async (request) => {
      await conversations.remove(memberOf(request).userId, request.params.id);
      return { message: CONVERSATION_MESSAGES.deleted };
    },
  );

  app.get(
    routePath(messagePaths.byId, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => ({ data: await messages.get(memberOf(request).userId, request.params.id) }),
  );
  app.patch(
    routePath(messagePaths.read, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => ({ data: await messages.markOneRead(memberOf(request).userId, request.params.id) }),
  );

  app.post(
    messagePaths.media,
    { schema: { response: { 201: mediaUploadResponseSchema, 413: apiErrorSchema, ...errors } } },
    async (request, reply) => {
      const buffer = await uploadedFile(request, 'image', CONVERSATION_MESSAGES.imageRequired);
      return reply.status(201).send({ data: await media.upload(memberOf(request).userId, buffer) });
    },
  );
};
