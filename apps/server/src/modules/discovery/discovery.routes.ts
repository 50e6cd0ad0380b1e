import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  discoverQuerySchema,
  discoverResponseSchema,
  profileViewInputSchema,
  recommendationFilterSchema,
  recommendationInterestsResponseSchema,
  recommendationResponseSchema,
  recommendationsResponseSchema,
} from '@kindred/contract/discovery';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { RecommendationService } from './recommendations.service';

export interface DiscoveryRoutesOptions {
  recommendations: RecommendationService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 402: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const memberParams = z.object({ id: z.string().max(100) });

/** SPEC 7 Recommendations (the super like is the likes module's); Discover's path is ours. */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryRoutesOptions> = async (app, { recommendations }) => {
  app.get(
    API_PATHS.recommendations.list,
    {
      schema: { querystring: recommendationFilterSchema, response: { 200: recommendationsResponseSchema, ...errors } },
    },
    async (request) => ({ recommendations: await recommendations.recommend(memberOf(request).userId, request.query) }),
  );

  app.post(
    API_PATHS.recommendations.refresh,
    {
      schema: {
        body: recommendationFilterSchema.optional(),
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      recommendations: await recommendations.refresh(memberOf(request).userId, request.body ?? {}),
    }),
  );

  app.get(
    API_PATHS.recommendations.interests,
    { schema: { response: { 200: recommendationInterestsResponseSchema, ...errors } } },
    async () => ({ interests: await recommendations.popularInterests() }),
  );

  app.get(
    routePath(API_PATHS.recommendations.byId, 'id'),
    { schema: { params: memberParams, response: { 200: recommendationResponseSchema, ...errors } } },
    async (request) => ({ data: await recommendations.one(memberOf(request).userId, request.params.id) }),
  );

  app.get(
    API_PATHS.discover,
    { schema: { querystring: discoverQuerySchema, response: { 200: discoverResponseSchema, ...errors } } },
    async (request) => ({ profiles: await recommendations.discover(memberOf(request).userId, request.query) }),
  );
};

export interface ProfileViewRoutesOptions {
  recommendations: RecommendationService;
  /** `API_PATHS.recommendations.view` under API_BASE, or its `viewAbsolute` at the root. */
  url: string;
}

/** `POST /api/recommendations/view`: registered under API_BASE and, as SPEC 7 writes it, under /api. */
export const profileViewRoutes: FastifyPluginAsyncZod<ProfileViewRoutesOptions> = async (
  app,
  { recommendations, url },
) => {
  app.post(
    url,
    { schema: { body: profileViewInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await recommendations.recordView(memberOf(request).userId, request.body);
      return reply.status(204).send(null);
    },
  );
};
