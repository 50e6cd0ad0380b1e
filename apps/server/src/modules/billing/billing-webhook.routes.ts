import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookReceivedSchema } from '@kindred/contract/billing';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { ERROR_RESPONSES } from '../../http/error-responses';
import type { BillingService } from './billing.service';

export interface BillingWebhookRoutesOptions {
  billing: Pick<BillingService, 'stripeWebhook'>;
}

/**
 * The webhook's bytes as sent: the signature is over them, so they are not parsed as JSON here.
 * A private field, so the input guard (which walks a body's own keys) sees no text in it: the
 * signature vouches for the body, and refusing Stripe's would only make it retry.
 */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** `POST /billing/webhooks/stripe`: public, verified by its Stripe-Signature (decision 046). */
export const billingWebhookRoutes: FastifyPluginAsyncZod<BillingWebhookRoutesOptions> = async (app, { billing }) => {
  // This plugin's scope only: every other route keeps the app's body parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    done(null, new RawBody(body));
  });

  app.post(
    API_PATHS.billing.stripeWebhook,
    { schema: { response: { 200: webhookReceivedSchema, ...ERROR_RESPONSES, 404: apiErrorSchema } } },
    async (request) => {
      const body = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return billing.stripeWebhook(body, typeof signature === 'string' ? signature : undefined);
    },
  );
};
