import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerInputSchema, questionSchema, storedAnswerSchema } from '@kindred/contract/compatibility';
import { apiErrorSchema } from '@kindred/contract/errors';
import { memberOf, type MemberHook } from '../../http/authenticate';
import type { AnswerService } from './answers.service';

export interface AnswerRoutesOptions {
  answers: AnswerService;
  requireMember: MemberHook;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const questionIdParams = z.object({ questionId: z.string().max(100) });

// Paths "not shown" in SPEC (the question bank is ours): docs/decisions/013.
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (app, { answers, requireMember }) => {
  app.addHook('onRequest', requireMember);

  app.get(
    '/questions',
    { schema: { response: { 200: z.object({ data: z.array(questionSchema) }), ...errors } } },
    async () => ({ data: await answers.questions() }),
  );

  app.get(
    '/profile/answers',
    { schema: { response: { 200: z.object({ data: z.array(storedAnswerSchema) }), ...errors } } },
    async (request) => ({ data: await answers.answersOf(memberOf(request).userId) }),
  );

  app.put(
    '/profile/answers/:questionId',
    {
      schema: {
        params: questionIdParams,
        body: answerInputSchema,
        response: { 200: z.object({ data: storedAnswerSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await answers.saveAnswer(memberOf(request).userId, request.params.questionId, request.body),
    }),
  );

  app.delete(
    '/profile/answers/:questionId',
    { schema: { params: questionIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await answers.removeAnswer(memberOf(request).userId, request.params.questionId);
      return reply.status(204).send(null);
    },
  );
};
