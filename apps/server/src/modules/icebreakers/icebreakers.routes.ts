import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  ICEBREAKER_MESSAGES,
  customIcebreakerInputSchema,
  icebreakerResponseSchema,
  icebreakersQuerySchema,
  icebreakersResponseSchema,
} from '@kindred/contract/icebreaker-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { IcebreakerService } from './icebreakers.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

/** The Icebreakers screen's calls ("path not shown" in SPEC: ours, API_PATHS.icebreakers). */
export const icebreakerRoutes: FastifyPluginAsyncZod<{ icebreakers: IcebreakerService }> = async (
  app,
  { icebreakers },
) => {
  app.get(
    API_PATHS.icebreakers.list,
    { schema: { querystring: icebreakersQuerySchema, response: { 200: icebreakersResponseSchema, ...errors } } },
    async (request) => ({
      icebreakers: await icebreakers.list(memberOf(request).userId, request.query.category),
    }),
  );

  app.post(
    API_PATHS.icebreakers.add,
    { schema: { body: customIcebreakerInputSchema, response: { 201: icebreakerResponseSchema, ...errors } } },
    async (request, reply) => {
      const icebreaker = await icebreakers.add(memberOf(request).userId, request.body);
      return reply.status(201).send({ icebreaker });
    },
  );

  app.delete(
    routePath(API_PATHS.icebreakers.remove, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await icebreakers.remove(memberOf(request).userId, request.params.id);
      return { message: ICEBREAKER_MESSAGES.deleted };
    },
  );

  // PUT saves and DELETE unsaves, the catalogue's or the member's own; both idempotent.
  const savePath = routePath(API_PATHS.icebreakers.save, 'id');
  const saveSchema = { params, response: { 200: icebreakerResponseSchema, ...errors } };
  app.put(savePath, { schema: saveSchema }, async (request) => ({
    icebreaker: await icebreakers.setSaved(memberOf(request).userId, request.params.id, true),
  }));
  app.delete(savePath, { schema: saveSchema }, async (request) => ({
    icebreaker: await icebreakers.setSaved(memberOf(request).userId, request.params.id, false),
  }));
};
