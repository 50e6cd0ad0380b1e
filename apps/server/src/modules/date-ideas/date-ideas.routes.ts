import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { dateIdeaResponseSchema, dateIdeasQuerySchema, dateIdeasResponseSchema } from '@kindred/contract/date-planner';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { DateIdeaService } from './date-ideas.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema };
const likePath = routePath(API_PATHS.dateIdeas.like, 'id');
const ideaParams = z.object({ id: z.string().max(100) });

// Paths "not shown" in SPEC: ours (docs/decisions/044). Members only: `liked` is the member's.
export const dateIdeaRoutes: FastifyPluginAsyncZod<{ dateIdeas: DateIdeaService }> = async (app, { dateIdeas }) => {
  app.get(
    API_PATHS.dateIdeas.list,
    { schema: { querystring: dateIdeasQuerySchema, response: { 200: dateIdeasResponseSchema, ...errors } } },
    async (request) => {
      const { category, saved } = request.query;
      return { ideas: await dateIdeas.list(memberOf(request).userId, { category, savedOnly: saved === 'true' }) };
    },
  );

  app.put(
    likePath,
    { schema: { params: ideaParams, response: { 200: dateIdeaResponseSchema, ...errors } } },
    async (request) => ({ idea: await dateIdeas.save(memberOf(request).userId, request.params.id) }),
  );

  app.delete(
    likePath,
    { schema: { params: ideaParams, response: { 200: dateIdeaResponseSchema, ...errors } } },
    async (request) => ({ idea: await dateIdeas.unsave(memberOf(request).userId, request.params.id) }),
  );
};
