import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  cancelDatePlanInputSchema,
  createDatePlanInputSchema,
  datePlanCalendarQuerySchema,
  datePlanResponseSchema,
  datePlansQuerySchema,
  datePlansResponseSchema,
  rescheduleDatePlanInputSchema,
} from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { DatePlanService } from './dates.service';

const errors = {
  ...MEMBER_ERROR_RESPONSES,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().max(100) });
const answer = { params, response: { 200: datePlanResponseSchema, ...errors } };

// Paths are ours (issue 35, decision 101). Members only: a plan is seen by its two members alone.
export const dateRoutes: FastifyPluginAsyncZod<{ dates: DatePlanService }> = async (app, { dates }) => {
  app.post(
    API_PATHS.dates.list,
    {
      schema: {
        body: createDatePlanInputSchema,
        response: { 200: datePlanResponseSchema, 201: datePlanResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { plan, replayed } = await dates.create(memberOf(request).userId, request.body);
      return reply.status(replayed ? 200 : 201).send({ data: plan });
    },
  );

  app.get(
    API_PATHS.dates.list,
    { schema: { querystring: datePlansQuerySchema, response: { 200: datePlansResponseSchema, ...errors } } },
    async (request) => ({ data: await dates.list(memberOf(request).userId, request.query) }),
  );

  app.get(routePath(API_PATHS.dates.byId, 'id'), { schema: answer }, async (request) => ({
    data: await dates.get(memberOf(request).userId, request.params.id),
  }));

  app.post(routePath(API_PATHS.dates.accept, 'id'), { schema: answer }, async (request) => ({
    data: await dates.accept(memberOf(request).userId, request.params.id),
  }));

  app.post(routePath(API_PATHS.dates.decline, 'id'), { schema: answer }, async (request) => ({
    data: await dates.decline(memberOf(request).userId, request.params.id),
  }));

  app.post(
    routePath(API_PATHS.dates.reschedule, 'id'),
    { schema: { ...answer, body: rescheduleDatePlanInputSchema } },
    async (request) => ({
      data: await dates.reschedule(memberOf(request).userId, request.params.id, request.body),
    }),
  );

  // The note is optional, and so is the body.
  app.post(
    routePath(API_PATHS.dates.cancel, 'id'),
    { schema: { ...answer, body: cancelDatePlanInputSchema.optional() } },
    async (request) => ({
      data: await dates.cancel(memberOf(request).userId, request.params.id, request.body ?? {}),
    }),
  );

  app.get(
    routePath(API_PATHS.dates.calendar, 'id'),
    {
      schema: {
        params,
        querystring: datePlanCalendarQuerySchema,
        response: { 200: z.string().describe('text/calendar (RFC 5545)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await dates.calendar(memberOf(request).userId, request.params.id, request.query.timeZone);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
