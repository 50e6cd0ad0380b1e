import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import {
  VERIFICATION_MESSAGES,
  moderationVerificationResponseSchema,
  moderationVerificationsQuerySchema,
  moderationVerificationsResponseSchema,
  verificationRejectSchema,
  verificationSelfieFieldsSchema,
  verificationStatusResponseSchema,
} from '@kindred/contract/verification';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { BadRequest } from '../../http/errors';
import { routePath } from '../../http/route-path';
import { uploadedFileAndFields } from '../../http/uploaded-file';
import type { VerificationService } from './verification.service';

export interface VerificationRoutesOptions {
  verification: VerificationService;
}

const memberErrors = {
  ...MEMBER_ERROR_RESPONSES,
  409: apiErrorSchema,
  413: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const moderatorErrors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const byId = z.object({ id: z.string().max(100) });

/** Selfie verification (decision 079; paths ours). Moderator routes: the service checks the role. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, { verification }) => {
  app.get(
    API_PATHS.verification.status,
    { schema: { response: { 200: verificationStatusResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request) => ({ verification: await verification.status(memberOf(request)) }),
  );

  app.post(
    API_PATHS.verification.selfie,
    { schema: { response: { 201: verificationStatusResponseSchema, ...memberErrors } } },
    async (request, reply) => {
      const { file, fields } = await uploadedFileAndFields(request, 'image', VERIFICATION_MESSAGES.imageRequired);
      const parsed = verificationSelfieFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new BadRequest(VERIFICATION_MESSAGES.poseRequired);
      const status = await verification.submitSelfie(memberOf(request), parsed.data.poseId, file);
      return reply.status(201).send({ verification: status });
    },
  );

  app.get(
    API_PATHS.moderation.verifications,
    {
      schema: {
        querystring: moderationVerificationsQuerySchema,
        response: { 200: moderationVerificationsResponseSchema, ...moderatorErrors },
      },
    },
    async (request) => verification.queue(memberOf(request), request.query),
  );

  app.post(
    routePath(API_PATHS.moderation.approveVerification, 'id'),
    { schema: { params: byId, response: { 200: moderationVerificationResponseSchema, ...moderatorErrors } } },
    async (request) => ({ verification: await verification.approve(memberOf(request), request.params.id) }),
  );

  app.post(
    routePath(API_PATHS.moderation.rejectVerification, 'id'),
    {
      schema: {
        params: byId,
        body: verificationRejectSchema,
        response: { 200: moderationVerificationResponseSchema, ...moderatorErrors },
      },
    },
    async (request) => ({
      verification: await verification.reject(memberOf(request), request.params.id, request.body.reason),
    }),
  );
};
