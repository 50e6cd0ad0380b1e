import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerInputSchema, questionSchema, storedAnswerSchema } from '@kindred/contract/compatibility';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { AnswerService } from './answers.service';

export interface AnswerRoutesOptions {
  answers: AnswerService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema };
const answerPath = routePath(API_PATHS.answer, 'questionId');
const questionIdParams = z.object({ questionId: z.string().max(100) });

// Paths "not shown" in SPEC (the question bank is ours): docs/decisions/013.
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (app, { answers }) => {
  app.get(
    API_PATHS.questions,
    { schema: { response: { 200: z.object({ data: z.array(questionSchema) }), ...errors } } },
    async () => ({ data: await answers.questions() }),
  );

  app.get(
    API_PATHS.answers,
    { schema: { response: { 200: z.object({ data: z.array(storedAnswerSchema) }), ...errors } } },
    async (request) => ({ data: await answers.answersOf(memberOf(request).userId) }),
  );

  app.put(
    answerPath,
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
    answerPath,
    { schema: { params: questionIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await answers.removeAnswer(memberOf(request).userId, request.params.questionId);
      return reply.status(204).send(null);
    },
  );
};
