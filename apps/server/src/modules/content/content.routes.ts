import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpItemsResponseSchema, helpQuerySchema } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { ERROR_RESPONSES } from '../../http/error-responses';
import type { ContentService } from './content.service';

/** The Help Center's items (public). They change only with a deploy: caches may keep them briefly. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    API_PATHS.help,
    { schema: { querystring: helpQuerySchema, response: { 200: helpItemsResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { category, q } = request.query;
      return { items: await content.helpItems({ category, search: q || undefined }) };
    },
  );
};
