import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { interactionInputSchema, interactionResultSchema } from '@kindred/contract/discovery';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { undoInputSchema, undoResultSchema } from '@kindred/contract/undo';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { LikesService } from './likes.service';

export interface LikesRoutesOptions {
  likes: LikesService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 402: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const undoErrors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema, 409: apiErrorSchema };
const memberParams = z.object({ id: z.string().max(100) });
const interactionResponse = { response: { 200: interactionResultSchema, ...errors } };

/** The likes, super likes and passes of SPEC 7 Matches, and the super like of SPEC 7 Recommendations. */
export const likesRoutes: FastifyPluginAsyncZod<LikesRoutesOptions> = async (app, { likes }) => {
  app.post(
    routePath(API_PATHS.recommendations.superlike, 'id'),
    { schema: { params: memberParams, ...interactionResponse } },
    async (request) => ({
      data: await likes.act(memberOf(request).userId, request.params.id, 'superlike'),
    }),
  );

  app.post(
    API_PATHS.interactions.likes,
    { schema: { body: interactionInputSchema, ...interactionResponse } },
    async (request) => ({
      data: await likes.act(memberOf(request).userId, request.body.likedId, request.body.status),
    }),
  );

  // Decision 073: the member's last like, super like or pass, taken back within seconds.
  app.post(
    API_PATHS.interactions.undo,
    { schema: { body: undoInputSchema, response: { 200: undoResultSchema, ...undoErrors } } },
    async (request) => ({
      data: await likes.undo(memberOf(request).userId, request.body.likedId),
    }),
  );

  app.post(
    routePath(API_PATHS.interactions.like, 'id'),
    { schema: { params: memberParams, ...interactionResponse } },
    async (request) => ({
      data: await likes.act(memberOf(request).userId, request.params.id, 'like'),
    }),
  );

  app.post(
    routePath(API_PATHS.interactions.pass, 'id'),
    { schema: { params: memberParams, ...interactionResponse } },
    async (request) => ({
      data: await likes.act(memberOf(request).userId, request.params.id, 'dislike'),
    }),
  );
};
