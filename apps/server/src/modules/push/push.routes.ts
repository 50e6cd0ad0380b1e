import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  pushPublicKeySchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@kindred/contract/push';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import type { PushService } from './push.service';

export interface PushRoutesOptions {
  push: PushService;
}

/** Web Push subscriptions of the member's browsers (decision 047). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, { push }) => {
  app.get(
    API_PATHS.push.publicKey,
    { schema: { response: { 200: pushPublicKeySchema, ...MEMBER_ERROR_RESPONSES } } },
    async () => push.publicKey(),
  );

  app.post(
    API_PATHS.push.subscriptions,
    {
      schema: {
        body: pushSubscriptionSchema,
        response: { 201: pushSubscriptionResponseSchema, ...MEMBER_ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.status(201).send(await push.subscribe(memberOf(request), request.body)),
  );

  app.delete(
    API_PATHS.push.subscriptions,
    {
      schema: {
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(memberOf(request).userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
