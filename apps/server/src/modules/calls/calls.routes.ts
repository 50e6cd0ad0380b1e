import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  iceConfigResponseSchema,
  videoCallSettingInputSchema,
  videoCallSettingResponseSchema,
} from '@kindred/contract/calls';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { CallService } from './calls.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });

// Paths are ours (issue 36 part 3, decision 110). Members only; the calls themselves go over the socket.
export const callRoutes: FastifyPluginAsyncZod<{ calls: CallService }> = async (app, { calls }) => {
  app.get(
    routePath(API_PATHS.matches.videoCalls, 'id'),
    { schema: { params, response: { 200: videoCallSettingResponseSchema, ...errors } } },
    async (request) => ({ data: await calls.setting(memberOf(request).userId, request.params.id) }),
  );

  app.put(
    routePath(API_PATHS.matches.videoCalls, 'id'),
    {
      schema: {
        params,
        body: videoCallSettingInputSchema,
        response: { 200: videoCallSettingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await calls.setSetting(memberOf(request).userId, request.params.id, request.body.enabled),
    }),
  );

  app.get(
    API_PATHS.calls.iceServers,
    { schema: { response: { 200: iceConfigResponseSchema, ...errors } } },
    async (request, reply) => {
      // Credentials made for this member: never cached on the way.
      void reply.header('cache-control', 'no-store');
      return { data: calls.iceConfig(memberOf(request).userId) };
    },
  );
};
