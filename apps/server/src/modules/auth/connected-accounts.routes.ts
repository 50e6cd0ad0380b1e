import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerLoginSchema } from '@kindred/contract/auth';
import { connectedAccountsResponseSchema } from '@kindred/contract/connected-accounts';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { ConnectedAccountsService } from './connected-accounts.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema, 409: apiErrorSchema };
const response = { 200: connectedAccountsResponseSchema, ...errors };
const params = z.object({ provider: z.string().max(40) });

/** Connected Accounts (decision 072): list, link with the provider's ID token, unlink. */
export const connectedAccountsRoutes: FastifyPluginAsyncZod<{ connectedAccounts: ConnectedAccountsService }> = async (
  app,
  { connectedAccounts },
) => {
  const byProvider = routePath(API_PATHS.account.connectedAccount, 'provider');
  app.get(API_PATHS.account.connectedAccounts, { schema: { response } }, async (request) => ({
    data: await connectedAccounts.list(memberOf(request)),
  }));
  app.post(
    byProvider,
    // A bodiless POST reaches the service, which says the token is required (as POST /auth/{provider}).
    {
      // Per member: each try checks a token against the provider's keys.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: 15 * 60_000,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `link:${memberOf(request).userId}`,
        },
      },
      schema: { params, body: providerLoginSchema.optional(), response },
    },
    async (request) => ({
      data: await connectedAccounts.link(memberOf(request), request.params.provider, request.body?.token),
    }),
  );
  app.delete(byProvider, { schema: { params, response } }, async (request) => ({
    data: await connectedAccounts.unlink(memberOf(request), request.params.provider),
  }));
};
