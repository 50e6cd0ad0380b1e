import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likedYouQuerySchema, likedYouResponseSchema } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import type { LikedYouService } from './liked-you.service';

export interface LikedYouRoutesOptions {
  likedYou: LikedYouService;
}

/** `GET /matches/liked-you` (decision 046). */
export const likedYouRoutes: FastifyPluginAsyncZod<LikedYouRoutesOptions> = async (app, { likedYou }) => {
  app.get(
    API_PATHS.interactions.likedYou,
    {
      schema: {
        querystring: likedYouQuerySchema,
        response: { 200: likedYouResponseSchema, ...MEMBER_ERROR_RESPONSES },
      },
    },
    async (request) => likedYou.list(memberOf(request).userId, request.query),
  );
};
