import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingStatusSchema, checkoutRequestSchema, checkoutResponseSchema } from '@kindred/contract/billing';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import type { BillingService } from './billing.service';

export interface BillingRoutesOptions {
  billing: BillingService;
}

const errors = {
  ...MEMBER_ERROR_RESPONSES,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const statusResponse = { response: { 200: billingStatusSchema, ...errors } };

/** The member's premium plan (decision 046). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { billing }) => {
  app.get(API_PATHS.billing.subscription, { schema: statusResponse }, async (request) =>
    billing.status(memberOf(request).userId),
  );

  app.post(
    API_PATHS.billing.checkout,
    { schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema, ...errors } } },
    async (request) => billing.checkout(memberOf(request).userId, request.body),
  );

  app.post(API_PATHS.billing.cancel, { schema: statusResponse }, async (request) =>
    billing.cancel(memberOf(request).userId),
  );

  app.post(API_PATHS.billing.resume, { schema: statusResponse }, async (request) =>
    billing.resume(memberOf(request).userId),
  );

  app.post(API_PATHS.billing.boost, { schema: statusResponse }, async (request) =>
    billing.boost(memberOf(request).userId),
  );
};
