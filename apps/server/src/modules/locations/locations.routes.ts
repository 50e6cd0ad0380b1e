import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { ERROR_RESPONSES } from '../../http/error-responses';
import { locationSuggestionsResponseSchema, type LocationSuggestion } from '@kindred/contract/profile';

export interface LocationRoutesOptions {
  suggest: (query: string, limit?: number) => LocationSuggestion[];
}

/** Suggestions for the "City, State" field as the member types (public: registration needs it). */
export const locationRoutes: FastifyPluginAsyncZod<LocationRoutesOptions> = async (app, { suggest }) => {
  app.get(
    API_PATHS.locations,
    {
      schema: {
        querystring: z.object({
          q: z.string().max(100, { error: 'q must be at most 100 characters' }).default(''),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: locationSuggestionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: suggest(request.query.q, request.query.limit) };
    },
  );
};
