import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import {
  EMERGENCY_CONTACT_MESSAGES,
  emergencyContactConfirmSchema,
  emergencyContactInputSchema,
  emergencyContactSchema,
  emergencyContactsResponseSchema,
} from '@kindred/contract/emergency-contacts';
import { apiErrorSchema } from '@kindred/contract/errors';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { ERROR_RESPONSES, MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { EmergencyContactsService } from './emergency-contacts.service';

const errors = {
  ...MEMBER_ERROR_RESPONSES,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().max(100) });

/** Emergency contacts (decision 102): the member's own, never anyone else's (the member scope). */
export const emergencyContactRoutes: FastifyPluginAsyncZod<{ emergencyContacts: EmergencyContactsService }> = async (
  app,
  { emergencyContacts },
) => {
  app.get(
    API_PATHS.safety.emergencyContacts,
    { schema: { response: { 200: emergencyContactsResponseSchema, ...errors } } },
    async (request) => ({ contacts: await emergencyContacts.list(memberOf(request).userId) }),
  );

  app.post(
    API_PATHS.safety.emergencyContacts,
    { schema: { body: emergencyContactInputSchema, response: { 201: emergencyContactSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await emergencyContacts.add(memberOf(request).userId, request.body)),
  );

  app.delete(
    routePath(API_PATHS.safety.emergencyContact, 'id'),
    { schema: { params, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await emergencyContacts.remove(memberOf(request).userId, request.params.id);
      return { message: EMERGENCY_CONTACT_MESSAGES.removed };
    },
  );

  app.post(
    routePath(API_PATHS.safety.resendEmergencyContact, 'id'),
    { schema: { params, response: { 200: emergencyContactSchema, ...errors } } },
    async (request) => emergencyContacts.resend(memberOf(request).userId, request.params.id),
  );
};

/** The contact's confirmation, from the e-mail's link: public, as the contact has no account. */
export const emergencyContactConfirmRoutes: FastifyPluginAsyncZod<{
  emergencyContacts: EmergencyContactsService;
  /** Confirmations a quarter hour from one address (the verify-email link's budget). */
  perQuarterHour: number;
}> = async (app, { emergencyContacts, perQuarterHour }) => {
  app.post(
    API_PATHS.safety.confirmEmergencyContact,
    {
      config: { rateLimit: { max: perQuarterHour, timeWindow: 15 * 60_000, hook: 'preHandler' as const } },
      schema: {
        body: emergencyContactConfirmSchema,
        response: { 200: messageResponseSchema, 410: apiErrorSchema, 429: apiErrorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await emergencyContacts.confirm(request.body.token);
      return { message: EMERGENCY_CONTACT_MESSAGES.confirmed };
    },
  );
};
