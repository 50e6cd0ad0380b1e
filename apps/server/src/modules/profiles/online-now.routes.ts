import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onlineNowResponseSchema } from '@kindred/contract/online-now';
import { API_PATHS } from '@kindred/contract/routes';
import { ERROR_RESPONSES } from '../../http/error-responses';
import type { OnlineNowService } from './online-now.service';

/** The landing page's live "online now" (public; decision 068). */
export const onlineNowRoutes: FastifyPluginAsyncZod<{ onlineNow: OnlineNowService }> = async (app, { onlineNow }) => {
  app.get(
    API_PATHS.onlineNow,
    { schema: { response: { 200: onlineNowResponseSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { onlineNow: await onlineNow.onlineNow() };
    },
  );
};
