import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import {
  DATE_SAFETY_MESSAGES,
  checkInResponseSchema,
  checkInsResponseSchema,
  dateSharePhotoQuerySchema,
  dateSharesResponseSchema,
  dateShareTokenSchema,
  shareDateInputSchema,
  sharedDateResponseSchema,
  startCheckInInputSchema,
} from '@kindred/contract/date-safety';
import { MESSAGES } from '@kindred/contract/messages';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { ERROR_RESPONSES, MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { DateSafetyService } from './date-safety.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const params = z.object({ id: z.string().max(100) });
const shareParams = z.object({ id: z.string().max(100), shareId: z.string().max(100) });
const paths = API_PATHS.dateSafety;

/** "Share my date" and check-ins (decision 104): the member's own, on a plan they are part of. */
export const dateSafetyRoutes: FastifyPluginAsyncZod<{ dateSafety: DateSafetyService }> = async (
  app,
  { dateSafety },
) => {
  app.get(
    routePath(paths.shares, 'id'),
    { schema: { params, response: { 200: dateSharesResponseSchema, ...errors } } },
    async (request) => dateSafety.shares(memberOf(request).userId, request.params.id),
  );

  app.post(
    routePath(paths.shares, 'id'),
    {
      schema: {
        params,
        body: shareDateInputSchema,
        response: { 201: dateSharesResponseSchema.pick({ shares: true }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ shares: await dateSafety.share(memberOf(request).userId, request.params.id, request.body) }),
  );

  app.delete(
    routePath(paths.shares, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await dateSafety.revoke(memberOf(request).userId, request.params.id);
      return { message: DATE_SAFETY_MESSAGES.revoked };
    },
  );

  app.delete(
    routePath(paths.share, 'id', 'shareId'),
    { schema: { params: shareParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await dateSafety.revoke(memberOf(request).userId, request.params.id, request.params.shareId);
      return { message: DATE_SAFETY_MESSAGES.revoked };
    },
  );

  app.get(
    routePath(paths.checkIns, 'id'),
    { schema: { params, response: { 200: checkInsResponseSchema, ...errors } } },
    async (request) => dateSafety.checkIns(memberOf(request).userId, request.params.id),
  );

  app.post(
    routePath(paths.checkIns, 'id'),
    { schema: { params, body: startCheckInInputSchema, response: { 201: checkInResponseSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await dateSafety.startCheckIn(memberOf(request).userId, request.params.id, request.body.minutes),
      }),
  );

  app.post(
    routePath(paths.checkInOk, 'id'),
    { schema: { params, response: { 200: checkInResponseSchema, ...errors } } },
    async (request) => ({ data: await dateSafety.finishCheckIn(memberOf(request).userId, request.params.id, 'ok') }),
  );

  app.post(
    routePath(paths.checkInEnd, 'id'),
    { schema: { params, response: { 200: checkInResponseSchema, ...errors } } },
    async (request) => ({
      data: await dateSafety.finishCheckIn(memberOf(request).userId, request.params.id, 'ended'),
    }),
  );
};

/** The shared page and its photo, from the e-mail's link: public, as the contact has no account. */
export const sharedDateRoutes: FastifyPluginAsyncZod<{
  dateSafety: DateSafetyService;
  /** Reads a quarter hour from one address (the emergency-contact confirmation's budget). */
  perQuarterHour: number;
}> = async (app, { dateSafety, perQuarterHour }) => {
  const rateLimit = { max: perQuarterHour, timeWindow: 15 * 60_000, hook: 'preHandler' as const };
  app.post(
    paths.sharedDate,
    {
      config: { rateLimit },
      schema: {
        body: dateShareTokenSchema,
        response: { 200: sharedDateResponseSchema, 410: apiErrorSchema, 429: apiErrorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await dateSafety.view(request.body.token);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.get(
    paths.sharedPhoto,
    {
      config: { rateLimit: { ...rateLimit, max: perQuarterHour * 4 } },
      schema: {
        querystring: dateSharePhotoQuerySchema,
        response: {
          200: z.unknown().describe('image/webp'),
          404: apiErrorSchema,
          410: apiErrorSchema,
          429: apiErrorSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const photo = await dateSafety.photo(request.query.token);
      if (!photo) return reply.status(404).send({ message: MESSAGES.notFound });
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', photo.size)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(photo.body);
    },
  );
};
