import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { acceptedSchema, contactInputSchema, subscribeInputSchema } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { ERROR_RESPONSES } from '../../http/error-responses';
import type { OutreachService } from './outreach.service';

export interface OutreachRoutesOptions {
  outreach: OutreachService;
  /** Sign-ups a minute and contact messages per 15 minutes, from one network address. */
  rateLimit: { subscribe: number; contact: number };
}

const errors = { ...ERROR_RESPONSES, 429: apiErrorSchema };

// Per process and per network address, in memory (like the auth routes' first line): enough to
// keep one visitor from filling the lists or the support inbox. After validation (preHandler),
// so a mistyped form does not use up the visitor's tries.
const limit = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow, hook: 'preHandler' as const } });

const ACCEPTED = { accepted: true } as const;

/** The public site's forms (no sign-in). Each answers 202 the same way, whatever was stored. */
export const outreachRoutes: FastifyPluginAsyncZod<OutreachRoutesOptions> = async (app, { outreach, rateLimit }) => {
  for (const list of ['waitlist', 'newsletter'] as const) {
    app.post(
      API_PATHS[list],
      {
        config: limit(rateLimit.subscribe, 60_000),
        schema: { body: subscribeInputSchema, response: { 202: acceptedSchema, ...errors } },
      },
      async (request, reply) => {
        await outreach.subscribe(list, request.body);
        return reply.status(202).send(ACCEPTED);
      },
    );
  }

  app.post(
    API_PATHS.contact,
    {
      config: limit(rateLimit.contact, 15 * 60_000),
      schema: { body: contactInputSchema, response: { 202: acceptedSchema, ...errors } },
    },
    async (request, reply) => {
      await outreach.contact(request.body);
      return reply.status(202).send(ACCEPTED);
    },
  );
};
