import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  providerLoginSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@kindred/contract/auth';
import { AUTH_PROVIDERS } from '@kindred/contract/enums';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { memberOf, type MemberHook } from '../../http/authenticate';
import { NotFound } from '../../http/errors';
import type { AuthService } from './auth.service';
import type { ProviderVerifier } from './provider-identity';

export interface AuthRoutesOptions {
  auth: AuthService;
  verifyProvider: ProviderVerifier;
  requireMember: MemberHook;
  rateLimit: { login: number; reset: number };
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/** OpenAPI: these routes need no session (the document's default is a bearer token). */
const PUBLIC: { [scheme: string]: string[] }[] = [];

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

const meta = (request: FastifyRequest, rememberMe?: boolean) => ({
  userAgent: request.headers['user-agent'] ?? null,
  address: request.ip,
  ...(rememberMe === undefined ? {} : { rememberMe }),
});

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, verifyProvider, requireMember, rateLimit },
) => {
  // These limits are per process, in memory: a cheap first line. The login and reset limits that
  // hold across processes and addresses are in the service (login-throttle.ts).
  const perMinute = (max: number, keyGenerator?: (r: FastifyRequest) => string) => ({
    rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, ...(keyGenerator ? { keyGenerator } : {}) },
  });
  const perQuarterHour = (max: number, keyGenerator?: (r: FastifyRequest) => string) => ({
    rateLimit: { max, timeWindow: 15 * 60_000, hook: 'preHandler' as const, ...(keyGenerator ? { keyGenerator } : {}) },
  });

  app.post(
    '/register',
    {
      bodyLimit: 64 * 1024 * 1024,
      config: perQuarterHour(rateLimit.reset * 4),
      schema: { security: PUBLIC, body: registerRequestSchema, response: { 201: authResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, meta(request))),
  );

  app.post(
    '/login',
    {
      config: perMinute(rateLimit.login, emailKey),
      schema: { security: PUBLIC, body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } },
    },
    async (request) => auth.login(request.body.email, request.body.password, meta(request, request.body.rememberMe)),
  );

  app.post(
    '/logout',
    { onRequest: requireMember, schema: { response: { 204: z.null(), 401: apiErrorSchema } } },
    async (request, reply) => {
      await auth.logout(memberOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    { onRequest: requireMember, schema: { response: { 200: meResponseSchema, 401: apiErrorSchema } } },
    async (request) => auth.me(memberOf(request)),
  );

  app.post(
    '/request-reset',
    {
      config: perQuarterHour(rateLimit.reset, emailKey),
      schema: { security: PUBLIC, body: requestResetSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.requestReset(request.body.email);
      return { message: MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      config: perQuarterHour(rateLimit.reset * 2),
      schema: { security: PUBLIC, body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: MESSAGES.passwordResetDone };
    },
  );

  app.post(
    '/verify-email',
    {
      config: perQuarterHour(rateLimit.reset * 4),
      schema: { security: PUBLIC, body: verifyEmailSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: requireMember,
      config: perQuarterHour(rateLimit.reset),
      schema: { response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await auth.resendVerification(memberOf(request)) }),
  );

  app.post(
    '/:provider',
    {
      config: perMinute(rateLimit.login),
      schema: {
        security: PUBLIC,
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
