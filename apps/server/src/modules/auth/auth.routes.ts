import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authProvidersSchema,
  authResponseSchema,
  type AuthProviders,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  providerLoginSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@kindred/contract/auth';
import { emailMessageResponseSchema, registerResponseSchema } from '@kindred/contract/email-delivery';
import { AUTH_PROVIDERS } from '@kindred/contract/enums';
import { apiErrorSchema } from '@kindred/contract/errors';
import { signInRefusedSchema } from '@kindred/contract/moderation-decisions';
import { MESSAGES } from '@kindred/contract/messages';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { ERROR_RESPONSES, MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { NotFound } from '../../http/errors';
import { routePath } from '../../http/route-path';
import type { AuthService } from './auth.service';
import type { ProviderVerifier } from './provider-identity';

interface RateLimits {
  login: number;
  reset: number;
}

export interface AuthRoutesOptions {
  auth: AuthService;
  verifyProvider: ProviderVerifier;
  /** Which providers have a client id set: the sign-in pages show only those. */
  configuredProviders: AuthProviders;
  rateLimit: RateLimits;
}

export interface SessionRoutesOptions {
  auth: AuthService;
  rateLimit: RateLimits;
}

// Wrong credentials, an account taken or locked, too many tries.
const errors = {
  ...ERROR_RESPONSES,
  401: apiErrorSchema,
  403: signInRefusedSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const meta = (request: FastifyRequest, rememberMe?: boolean) => ({
  userAgent: request.headers['user-agent'] ?? null,
  address: request.ip,
  ...(rememberMe === undefined ? {} : { rememberMe }),
});

// These limits are per process, in memory: a cheap first line. The login and reset limits that
// hold across processes and addresses are in the service (login-throttle.ts).
const perMinute = (max: number, keyGenerator?: (r: FastifyRequest) => string) => ({
  rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, ...(keyGenerator ? { keyGenerator } : {}) },
});
const perQuarterHour = (max: number, keyGenerator?: (r: FastifyRequest) => string) => ({
  rateLimit: { max, timeWindow: 15 * 60_000, hook: 'preHandler' as const, ...(keyGenerator ? { keyGenerator } : {}) },
});

/** Signing up and in, and the e-mail links: public (the app's public scope). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, verifyProvider, configuredProviders, rateLimit },
) => {
  app.get(
    API_PATHS.auth.providers,
    { schema: { response: { 200: authProvidersSchema, ...ERROR_RESPONSES } } },
    () => configuredProviders,
  );

  app.post(
    API_PATHS.auth.register,
    {
      bodyLimit: 64 * 1024 * 1024,
      config: perQuarterHour(rateLimit.reset * 4),
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, meta(request))),
  );

  app.post(
    API_PATHS.auth.login,
    {
      config: perMinute(rateLimit.login, emailKey),
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } },
    },
    async (request) => auth.login(request.body.email, request.body.password, meta(request, request.body.rememberMe)),
  );

  app.post(
    API_PATHS.auth.requestReset,
    {
      config: perQuarterHour(rateLimit.reset, emailKey),
      schema: { body: requestResetSchema, response: { 200: emailMessageResponseSchema, ...errors } },
    },
    async (request) => auth.requestReset(request.body.email),
  );

  app.post(
    API_PATHS.auth.resetPassword,
    {
      config: perQuarterHour(rateLimit.reset * 2),
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: MESSAGES.passwordResetDone };
    },
  );

  app.post(
    API_PATHS.auth.verifyEmail,
    {
      config: perQuarterHour(rateLimit.reset * 4),
      schema: { body: verifyEmailSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    routePath(API_PATHS.auth.provider, 'provider'),
    {
      config: perMinute(rateLimit.login),
      schema: {
        params: z.object({ provider: z.string().max(40) }),
        body: providerLoginSchema.optional(),
        response: { 200: authResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const provider = AUTH_PROVIDERS.find((name) => name === request.params.provider);
      if (!provider) throw new NotFound(MESSAGES.providerUnknown);
      const identity = await verifyProvider(provider, request.body?.token);
      return auth.providerLogin(provider, identity, meta(request));
    },
  );
};

/** The signed-in member's own session: in the member scope. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { auth, rateLimit }) => {
  app.post(
    API_PATHS.auth.logout,
    { schema: { response: { 204: z.null(), ...MEMBER_ERROR_RESPONSES } } },
    async (request, reply) => {
      await auth.logout(memberOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    API_PATHS.auth.me,
    { schema: { response: { 200: meResponseSchema, ...MEMBER_ERROR_RESPONSES } } },
    async (request) => auth.me(memberOf(request)),
  );

  app.post(
    API_PATHS.auth.resendVerification,
    {
      config: perQuarterHour(rateLimit.reset),
      schema: { response: { 200: emailMessageResponseSchema, ...errors } },
    },
    async (request) => auth.resendVerification(memberOf(request)),
  );
};
