import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from '@kindred/contract/account';
import { sessionUserSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { memberOf, type MemberHook } from '../../http/authenticate';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  account: AccountService;
  requireMember: MemberHook;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

// Paths "not shown" in SPEC: ours, under /account (docs/decisions/011).
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { account, requireMember }) => {
  app.addHook('onRequest', requireMember);
  const limited = { rateLimit: { max: 10, timeWindow: 15 * 60_000, hook: 'preHandler' as const } };

  app.put(
    '/email',
    {
      config: limited,
      schema: {
        body: changeEmailSchema,
        response: { 200: z.object({ message: z.string(), user: sessionUserSchema }), ...errors },
      },
    },
    async (request) => ({
      message: MESSAGES.emailChanged,
      user: await account.changeEmail(memberOf(request), request.body.email, request.body.currentPassword),
    }),
  );

  app.put(
    '/password',
    {
      config: limited,
      schema: { body: changePasswordSchema, response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    async (request) => {
      await account.changePassword(memberOf(request), request.body.currentPassword, request.body.newPassword);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.get('/export', async (request, reply) => {
    const data = await account.exportData(memberOf(request));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="kindred-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/',
    { config: limited, schema: { body: deleteAccountSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await account.deleteAccount(memberOf(request), request.body.currentPassword);
      return reply.status(204).send(null);
    },
  );
};
