import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import {
  appealAnswerSchema,
  appealInputSchema,
  appealResponseSchema,
  moderationAppealResponseSchema,
  moderationAppealsQuerySchema,
  moderationAppealsResponseSchema,
  moderationAuditQuerySchema,
  moderationAuditResponseSchema,
  statementsResponseSchema,
  unsuspendBodySchema,
  unsuspendResponseSchema,
} from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { bearerToken, memberOf, type Member } from '../../http/authenticate';
import { ERROR_RESPONSES, MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { DecisionService } from './decisions.service';

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const byId = z.object({ id: z.string().max(100) });

/** Decision 086, the member scope: moderators' appeals, unsuspension and audit; a member's statements. */
export const decisionRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  app.get(
    API_PATHS.account.statements,
    { schema: { response: { 200: statementsResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request) => decisions.statementsOf(memberOf(request)),
  );

  app.get(
    API_PATHS.moderation.appeals,
    {
      schema: {
        querystring: moderationAppealsQuerySchema,
        response: { 200: moderationAppealsResponseSchema, ...errors },
      },
    },
    async (request) => decisions.appeals(memberOf(request), request.query),
  );

  app.post(
    routePath(API_PATHS.moderation.answerAppeal, 'id'),
    {
      schema: {
        params: byId,
        body: appealAnswerSchema,
        response: { 200: moderationAppealResponseSchema, ...errors },
      },
    },
    async (request) => ({
      appeal: await decisions.answer(memberOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    routePath(API_PATHS.moderation.unsuspend, 'id'),
    {
      schema: {
        params: byId,
        body: unsuspendBodySchema.optional(),
        response: { 200: unsuspendResponseSchema, ...errors },
      },
    },
    async (request) => ({
      statement: await decisions.unsuspend(memberOf(request), request.params.id, request.body ?? {}),
    }),
  );

  app.get(
    API_PATHS.moderation.audit,
    {
      schema: { querystring: moderationAuditQuerySchema, response: { 200: moderationAuditResponseSchema, ...errors } },
    },
    async (request) => decisions.audit(memberOf(request), request.query),
  );
};

export interface AppealRoutesOptions {
  decisions: DecisionService;
  memberForToken: (token: string) => Promise<Member | null>;
}

/**
 * `POST /account/appeals`, in the public scope: a suspended member has no session, so the body's
 * `appealToken` (from the refused sign-in) stands in for one, for that decision only. A member
 * with a session appeals with their bearer token as anywhere else.
 */
export const appealRoutes: FastifyPluginAsyncZod<AppealRoutesOptions> = async (app, { decisions, memberForToken }) => {
  app.post(
    API_PATHS.account.appeals,
    {
      schema: {
        body: appealInputSchema,
        response: {
          201: appealResponseSchema,
          ...ERROR_RESPONSES,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const session = token && token.length <= 200 ? await memberForToken(token) : null;
      const statement = await decisions.appeal(request.body, session);
      return reply.status(201).send({ statement });
    },
  );
};
