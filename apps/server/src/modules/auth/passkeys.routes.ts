import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema } from '@kindred/contract/auth';
import { apiErrorSchema } from '@kindred/contract/errors';
import { signInRefusedSchema } from '@kindred/contract/moderation-decisions';
import {
  addPasskeySchema,
  passkeyResponseSchema,
  passkeySignInSchema,
  passkeysResponseSchema,
  registrationOptionsResponseSchema,
  renamePasskeySchema,
  signInOptionsResponseSchema,
} from '@kindred/contract/passkey-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { ERROR_RESPONSES, MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { PasskeyService } from './passkeys.service';

export interface PasskeyRoutesOptions {
  passkeys: PasskeyService;
}

export interface PasskeySignInRoutesOptions extends PasskeyRoutesOptions {
  /** RATE_LIMIT_LOGIN: sign-in attempts per minute from one address (in memory, a first line). */
  loginPerMinute: number;
}

const passkeyParams = z.object({ id: z.string().max(100) });
const memberErrors = { ...MEMBER_ERROR_RESPONSES, 404: apiErrorSchema, 409: apiErrorSchema };
const signInErrors = { ...ERROR_RESPONSES, 401: apiErrorSchema, 403: signInRefusedSchema, 429: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const } });

/** Settings → Passkeys (decision 071): the member's own, in the member scope. */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, { passkeys }) => {
  app.get(
    API_PATHS.account.passkeys,
    { schema: { response: { 200: passkeysResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { passkeys: await passkeys.list(memberOf(request)) };
    },
  );

  app.post(
    API_PATHS.account.passkeyOptions,
    { schema: { response: { 200: registrationOptionsResponseSchema, ...memberErrors } } },
    async (request) => ({ options: await passkeys.registrationOptions(memberOf(request)) }),
  );

  app.post(
    API_PATHS.account.passkeys,
    { schema: { body: addPasskeySchema, response: { 201: passkeyResponseSchema, ...memberErrors } } },
    async (request, reply) => {
      const passkey = await passkeys.add(
        memberOf(request),
        request.body.response,
        request.headers['user-agent'] ?? null,
      );
      return reply.status(201).send({ passkey });
    },
  );

  app.patch(
    routePath(API_PATHS.account.passkey, 'id'),
    {
      schema: {
        params: passkeyParams,
        body: renamePasskeySchema,
        response: { 200: passkeyResponseSchema, ...memberErrors },
      },
    },
    async (request) => ({ passkey: await passkeys.rename(memberOf(request), request.params.id, request.body.name) }),
  );

  app.delete(
    routePath(API_PATHS.account.passkey, 'id'),
    { schema: { params: passkeyParams, response: { 204: z.null(), ...memberErrors } } },
    async (request, reply) => {
      await passkeys.remove(memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Signing in with a passkey: public, in the visitors' scope. */
export const passkeySignInRoutes: FastifyPluginAsyncZod<PasskeySignInRoutesOptions> = async (
  app,
  { passkeys, loginPerMinute },
) => {
  // The sign-in page asks for options on every visit (the browser's autofill waits on them).
  app.post(
    API_PATHS.auth.passkeyOptions,
    {
      config: perMinute(loginPerMinute * 3),
      schema: { response: { 200: signInOptionsResponseSchema, ...ERROR_RESPONSES, 429: apiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { options: await passkeys.signInOptions() };
    },
  );

  app.post(
    API_PATHS.auth.passkeyVerify,
    {
      config: perMinute(loginPerMinute),
      schema: { body: passkeySignInSchema, response: { 200: authResponseSchema, ...signInErrors } },
    },
    async (request) =>
      passkeys.signIn(request.body.response, {
        userAgent: request.headers['user-agent'] ?? null,
        address: request.ip,
        ...(request.body.rememberMe === undefined ? {} : { rememberMe: request.body.rememberMe }),
      }),
  );
};
