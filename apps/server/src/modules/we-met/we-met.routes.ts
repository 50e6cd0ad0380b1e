import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import {
  weMetAnswerInputSchema,
  weMetAnsweredResponseSchema,
  weMetPromptsResponseSchema,
} from '@kindred/contract/we-met';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { WeMetService } from './we-met.service';

const errors = {
  ...MEMBER_ERROR_RESPONSES,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().max(100) });

// Paths are ours (issue 35 part 5, decision 106). Members only: a prompt is its member's alone.
export const weMetRoutes: FastifyPluginAsyncZod<{ weMet: WeMetService }> = async (app, { weMet }) => {
  app.get(
    API_PATHS.weMet.list,
    { schema: { response: { 200: weMetPromptsResponseSchema, ...errors } } },
    async (request) => ({
      data: await weMet.list(memberOf(request).userId),
    }),
  );

  app.post(
    routePath(API_PATHS.weMet.answer, 'id'),
    { schema: { params, body: weMetAnswerInputSchema, response: { 200: weMetAnsweredResponseSchema, ...errors } } },
    async (request) => ({ data: await weMet.answer(memberOf(request).userId, request.params.id, request.body) }),
  );

  app.post(
    routePath(API_PATHS.weMet.dismiss, 'id'),
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await weMet.dismiss(memberOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
