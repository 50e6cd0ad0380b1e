import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from '@kindred/contract/account';
import { accountSessionsResponseSchema, endedSessionsResponseSchema } from '@kindred/contract/account-sessions';
import { dataExportSchema } from '@kindred/contract/data-export';
import { changeEmailResponseSchema, EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { routePath } from '../../http/route-path';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  account: AccountService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 409: apiErrorSchema, 429: apiErrorSchema };
const sessionParams = z.object({ id: z.string().max(100) });

// Paths "not shown" in SPEC: ours, under /account (docs/decisions/011).
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { account }) => {
  const limited = { rateLimit: { max: 10, timeWindow: 15 * 60_000, hook: 'preHandler' as const } };

  app.put(
    API_PATHS.account.email,
    {
      config: limited,
      schema: {
        body: changeEmailSchema,
        response: { 200: changeEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, emailDelivery } = await account.changeEmail(
        memberOf(request),
        request.body.email,
        request.body.currentPassword,
      );
      return { message: EMAIL_DELIVERY_MESSAGES.emailChanged[emailDelivery], user, emailDelivery };
    },
  );

  app.put(
    API_PATHS.account.password,
    {
      config: limited,
      schema: { body: changePasswordSchema, response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    async (request) => {
      await account.changePassword(memberOf(request), request.body.currentPassword, request.body.newPassword);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.get(
    API_PATHS.account.export,
    {
      schema: { response: { 200: dataExportSchema, ...MEMBER_ERROR_RESPONSES } },
      // A file people open and read: indented, and still only what the schema declares.
      serializerCompiler: ({ schema }) => {
        if (!(schema instanceof z.ZodType)) throw new Error('the export route serializes with zod schemas only');
        return (data) => JSON.stringify(schema.parse(data), null, 2);
      },
    },
    async (request, reply) => {
      const data = await account.exportData(memberOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="kindred-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(data);
    },
  );

  app.get(
    API_PATHS.account.sessions,
    { schema: { response: { 200: accountSessionsResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await account.sessions(memberOf(request)) };
    },
  );

  app.delete(
    API_PATHS.account.sessions,
    { schema: { response: { 200: endedSessionsResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request) => account.endOtherSessions(memberOf(request)),
  );

  app.delete(
    routePath(API_PATHS.account.session, 'id'),
    { schema: { params: sessionParams, response: { 204: z.null(), ...MEMBER_ERROR_RESPONSES } } },
    async (request, reply) => {
      await account.endSession(memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    API_PATHS.account.remove,
    {
      config: limited,
      schema: { body: deleteAccountSchema, response: { 204: z.null(), ...errors, 502: apiErrorSchema } },
    },
    async (request, reply) => {
      await account.deleteAccount(memberOf(request), request.body.currentPassword);
      return reply.status(204).send(null);
    },
  );
};
