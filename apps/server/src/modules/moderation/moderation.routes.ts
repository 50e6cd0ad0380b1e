import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  MODERATION_ACTIONS,
  moderationActionResponseSchema,
  moderationQueueQuerySchema,
  moderationReportsResponseSchema,
} from '@kindred/contract/safety';
import { moderationActionBodySchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { ModerationService } from './moderation.service';

export interface ModerationRoutesOptions {
  moderation: ModerationService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The moderation queue (DESIGN 7; paths ours). Moderators only: the service checks the role. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, { moderation }) => {
  app.get(
    API_PATHS.moderation.reports,
    {
      schema: {
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationReportsResponseSchema, ...errors },
      },
    },
    async (request) => moderation.queue(memberOf(request), request.query),
  );

  app.post(
    routePath(API_PATHS.moderation.action, 'id', 'action'),
    {
      schema: {
        params: z.object({ id: z.string().max(100), action: z.enum(MODERATION_ACTIONS) }),
        // Optional (decision 086): a SPEC-era client's bodiless call takes the defaults.
        body: moderationActionBodySchema.optional(),
        response: { 200: moderationActionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      report: await moderation.act(memberOf(request), request.params.id, request.params.action, request.body ?? {}),
    }),
  );
};
