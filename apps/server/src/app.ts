import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { Config } from './config';
import type { Database } from './db/database';
import { poolStatsOf } from './db/postgres-pool';
import type { DomainEvents } from './events/domain-events';
import { installBodyParsers } from './http/body-parsers';
import { installErrorHandler } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { installLoadShedding } from './http/load-shedding';
import { installMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { providerOrigins } from './modules/auth/provider-clients';
import { validatorCompiler } from './http/validator-compiler';
import { installWebAppAndNotFound, webAppScriptHashes } from './http/web-app';
import { checkSocketSessionsJob } from './jobs/check-socket-sessions.job';
import type { Mailer } from './modules/mail/mailer';
import type { ImageClassifier } from './modules/messages/image-classifier';
import { attachMemberRealtime } from './member-realtime';
import { apiRoutes } from './routes';
import { createServices } from './services';
import { connectLimitsRedis } from './shared-limits/limits-redis';
import { redisRateLimitStore } from './shared-limits/redis-rate-limit-store';
import { uploadsRoutes } from './modules/photos/uploads.routes';
import { voiceNoteFileRoutes } from './modules/messages/voice-notes.routes';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox. */
  mailer?: Mailer;
  /** Tests pass their own to listen; otherwise one per app. */
  events?: DomainEvents;
  /** A nudity classifier for chat images (decision 088); tests pass a fake one. */
  classifyImage?: ImageClassifier;
}

/**
 * Kindred as one Fastify plugin, registered by main.ts, the tests and the benches in the instance
 * server.ts makes: the HTTP plumbing, the services (services.ts), the realtime gateway, the
 * periodic jobs, the API routes (routes.ts), the uploads, the web app and the 404.
 */
async function kindred(app: FastifyInstance, { config, db, mailer, events, classifyImage }: AppOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('member', null);
  installErrorHandler(app, { retryAfterSeconds: config.database.retryAfterSeconds });
  await installLoadShedding(app, config.overload);
  installBodyParsers(app);
  installInputGuard(app);
  const metrics = installMetrics(app, config.metrics);

  const webIndex = path.join(config.webDist, 'index.html');
  const serveWeb = config.serveWeb && fs.existsSync(webIndex);
  installSecurityHeaders(app, {
    scriptHashes: webAppScriptHashes(config.webDist, serveWeb),
    providerOrigins: providerOrigins(config.providers),
  });
  // With REDIS_URL, every process counts against the same limits (decision 093).
  const limitsRedis = config.redisUrl ? await connectLimitsRedis(config.redisUrl, app.log) : null;
  await app.register(rateLimit, {
    global: false,
    ...(limitsRedis ? { store: redisRateLimitStore(limitsRedis), skipOnError: true } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.tooManyRequests }),
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.maxPhotoBytes, files: 1, fields: 10, parts: 12 } });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(',') });
  await registerOpenApi(app);

  const services = await createServices({ config, db, mailer, events, log: app.log, classifyImage, limitsRedis });
  services.warm();
  app.decorate('candidateIndex', services.candidateIndex);
  app.decorate('interestFrequencies', services.interestFrequencies);
  app.decorate('notifications', services.notifications);
  app.decorate('push', services.push);
  app.decorate('billing', services.billing);
  app.decorate('dates', services.dates);
  app.decorate('weMet', services.weMet);
  app.decorate('dateSafety', services.dateSafety);
  // Its stats() (depth and failures) are for /metrics (decision 092).
  app.decorate('jobQueue', services.jobQueue);

  // The sockets: chat, presence, notifications and video calls (member-realtime.ts).
  const realtime = await attachMemberRealtime(app, services, config);
  app.decorate('realtime', realtime);
  app.decorate('calls', services.calls);

  // The jobs on the job queue (decision 092): shared ones once across the processes, process ones here.
  const jobs = [...services.jobs, checkSocketSessionsJob(realtime.checkSessions)];
  app.addHook('onReady', () => services.jobQueue.start(jobs, services.tasks, metrics?.jobs));
  if (metrics) {
    metrics.watch({
      pool: poolStatsOf((db as { $client?: unknown }).$client),
      sockets: () => realtime.io.engine.clientsCount,
      jobQueueDepth: services.jobQueueDepth,
      jobsRunning: () => services.jobQueue.running(),
    });
    realtime.io.on('connection', metrics.socketConnected);
  }
  // Closing (docs/decisions/037): the sockets' transports before the HTTP server; once it has
  // closed, the jobs in flight, then the services' queued work (services.ts close), then main.ts
  // closes the database.
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await services.jobQueue.stop();
    await services.close();
    await limitsRedis?.quit().catch(() => undefined);
  });

  await app.register(apiRoutes, { config, db, services, pingRedis: realtime.pingRedis });

  // Stored images from the folder or the bucket: profile photos public, chat images signed (decision 091).
  await app.register(uploadsRoutes, { uploads: services.uploads });
  // Voice notes, signed likewise, with byte ranges (decision 109).
  await app.register(voiceNoteFileRoutes, { files: services.voiceNoteFiles });

  // The built web app (decision 042): compressed files, immutable hashed assets, prerendered public pages.
  await installWebAppAndNotFound(app, serveWeb ? config.webDist : null);
}

/**
 * Wrapped with fastify-plugin, so its compilers, error and not-found handlers, hooks and
 * decorations (`app.candidateIndex`, `app.realtime`...) belong to the server that registers it.
 */
export const kindredApp = fp(kindred, { name: 'kindred', fastify: '5.x' });
