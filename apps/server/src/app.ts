import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, LIMITS } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { MESSAGES } from '@kindred/contract/messages';
import type { Config } from './config';
import { createLogger } from './http/logger';
import type { Database } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health.routes';
import { installLoadShedding } from './http/load-shedding';
import { pingDatabase } from './db/ping';
import { registerOpenApi } from './http/openapi';
import { installBodyParsers } from './http/body-parsers';
import { installInputGuard } from './http/input-guard';
import { validatorCompiler } from './http/validator-compiler';
import { RequestLog } from './http/request-log';
import { installSecurityHeaders } from './http/security-headers';
import { isPageRequest, PAGE_CACHE, serveWebApp, webAppScriptHashes } from './http/web-app';
import { requireMember } from './http/authenticate';
import { membersOnly, openToVisitors } from './http/scopes';
import { createPasswordHasher } from './modules/auth/password';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createAuthService } from './modules/auth/auth.service';
import { createProviderVerifier } from './modules/auth/provider-identity';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { createAccountService } from './modules/auth/account.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createGazetteer } from './modules/locations/gazetteer';
import { locationRoutes } from './modules/locations/locations.routes';
import { createPhotoStorage } from './modules/photos/photo-storage';
import { createPhotoService } from './modules/photos/photos.service';
import { createProfileService } from './modules/profiles/profiles.service';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { answerRoutes } from './modules/compatibility/answers.routes';
import { createAnswerService, prepareQuestionBank } from './modules/compatibility/answers.service';
import { createDomainEvents, type DomainEvents } from './events/domain-events';
import { createBackgroundQueue } from './jobs/background-queue';
import { createInterestFrequencyCache } from './modules/discovery/interest-frequencies';
import { createCandidateIndex } from './modules/discovery/candidate-index';
import { createRecommendationService } from './modules/discovery/recommendations.service';
import { createLikesService } from './modules/likes/likes.service';
import { createNotificationService } from './modules/notifications/notifications.service';
import { discoveryRoutes, profileViewRoutes } from './modules/discovery/discovery.routes';
import { exportDiscoveryOf } from './modules/discovery/discovery-export';
import { likesRoutes } from './modules/likes/likes.routes';
import { exportLikesOf } from './modules/likes/likes-export';
import { createMatchesService } from './modules/matches/matches.service';
import { exportMatchesOf } from './modules/matches/matches-export';
import { exportMessagesOf } from './modules/messages/messages-export';
import { exportNotificationsOf } from './modules/notifications/notifications-export';
import { exportSafetyOf } from './modules/safety/safety-export';
import { matchesRoutes } from './modules/matches/matches.routes';
import { createMessageService } from './modules/messages/messages.service';
import { createMessageMediaService } from './modules/messages/message-media.service';
import { createConversationService } from './modules/messages/conversations.service';
import { messagesRoutes } from './modules/messages/messages.routes';
import { attachRealtime } from './realtime/gateway';
import { createModerationService } from './modules/moderation/moderation.service';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createPushService } from './modules/push/push.service';
import { pushRoutes } from './modules/push/push.routes';
import { loadVapidKeys } from './modules/push/vapid-keys';
import { exportPushSubscriptionsOf } from './modules/push/push-export';
import { createSafetyService } from './modules/safety/safety.service';
import { safetyRoutes } from './modules/safety/safety.routes';
import { createOutreachService } from './modules/outreach/outreach.service';
import { outreachRoutes } from './modules/outreach/outreach.routes';
import { createContentService, prepareHelpItems } from './modules/content/content.service';
import { contentRoutes } from './modules/content/content.routes';
import { createDateIdeaService, prepareDateIdeas } from './modules/date-ideas/date-ideas.service';
import { dateIdeaRoutes } from './modules/date-ideas/date-ideas.routes';
import { exportDateIdeasOf } from './modules/date-ideas/date-ideas-export';
import { createIcebreakerService } from './modules/icebreakers/icebreakers.service';
import { icebreakerRoutes } from './modules/icebreakers/icebreakers.routes';
import { exportIcebreakersOf } from './modules/icebreakers/icebreakers-export';
import { createBillingService } from './modules/billing/billing.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { billingWebhookRoutes } from './modules/billing/billing-webhook.routes';
import { exportBillingOf } from './modules/billing/billing-export';
import { createTestModeProvider } from './modules/billing/payment-provider';
import { createStripeProvider } from './modules/billing/stripe-provider';
import { likesLeft } from './modules/likes/plan-limits';
import { createLikedYouService } from './modules/likes/liked-you.service';
import { likedYouRoutes } from './modules/likes/liked-you.routes';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Tests pass a mailer that records; otherwise SMTP or the outbox. */
  mailer?: Mailer;
  /** Tests pass their own to listen; otherwise one per app. */
  events?: DomainEvents;
  /** main.ts shares its logger with the database pool; otherwise one per app. */
  logger?: FastifyBaseLogger;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const UNSENT_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;

/** The composition root: every service is built here and handed to the routes that use it. */
export async function buildApp({
  config,
  db,
  mailer: givenMailer,
  events = createDomainEvents(),
  logger = createLogger(config.logLevel),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Closing finishes requests in flight; only idle keep-alive connections are cut at once.
    forceCloseConnections: 'idle',
    // load-shedding.ts answers requests that arrive while closing, in the API's own words.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('member', null);
  installErrorHandler(app, { retryAfterSeconds: config.database.retryAfterSeconds });
  await installLoadShedding(app, config.overload);
  installBodyParsers(app);
  installInputGuard(app);

  const webIndex = path.join(config.webDist, 'index.html');
  const serveWeb = config.serveWeb && fs.existsSync(webIndex);
  installSecurityHeaders(app, { scriptHashes: webAppScriptHashes(config.webDist, serveWeb) });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.tooManyRequests }),
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.maxPhotoBytes, files: 1, fields: 10, parts: 12 } });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(',') });
  await registerOpenApi(app);

  const hasher = createPasswordHasher({
    memoryKib: config.argon2MemoryKib,
    concurrency: config.argon2.concurrency,
    queueLimit: config.argon2.queueLimit,
  });
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const gazetteer = createGazetteer();
  const storage = createPhotoStorage(config.uploadsDir);
  const photos = createPhotoService({ db, storage });
  const profiles = createProfileService({
    db,
    photos,
    resolvePlace: (text) => gazetteer.resolve(text),
    events,
  });
  // Work that need not hold up a response; drained before the database closes.
  const background = createBackgroundQueue((error, job) => app.log.error({ err: error, job }, 'background job failed'));
  app.addHook('onClose', () => background.drain());
  const auth = createAuthService({
    db,
    events,
    throttle: createLoginThrottle(db, config.loginThrottle, background),
    hasher,
    mailer,
    profiles,
    publicUrl: config.publicUrl,
    log: app.log,
    background,
  });
  await prepareQuestionBank(db);
  await prepareHelpItems(db);
  const content = createContentService(db);
  await prepareDateIdeas(db);
  const dateIdeas = createDateIdeaService(db);
  const icebreakers = createIcebreakerService(db);
  const outreach = createOutreachService({ db, mailer, supportEmail: config.supportEmail, log: app.log });
  const answers = createAnswerService(db, events);
  const interestFrequencies = createInterestFrequencyCache(db);
  interestFrequencies.warm();
  // Every recommendable member in memory, so decks rank the whole radius (decision 054).
  const candidateIndex = createCandidateIndex(db, {
    onError: (error) => app.log.error({ err: error }, 'candidate index failed'),
    exposureSnapshotMs: config.recommendations.exposureSnapshotMs,
  });
  void candidateIndex.start().catch(() => undefined);
  app.addHook('onClose', () => candidateIndex.stop());
  app.decorate('candidateIndex', candidateIndex);
  app.decorate('interestFrequencies', interestFrequencies);
  const recommendations = createRecommendationService({
    db,
    photos,
    interestFrequencies,
    background,
    events,
    candidateIndex,
  });
  const likes = createLikesService({
    db,
    events,
    photos,
    visibleMemberId: recommendations.visibleMemberId,
    frequencies: interestFrequencies,
    readers: { profileIn: profiles.profileIn, answersIn: answers.answersIn },
  });
  const notifications = createNotificationService({
    db,
    events,
    namesOf: profiles.namesOf,
    photosOf: photos.photoUrlsOfMany,
    settingsOf: profiles.settingsOfMember,
    log: app.log,
  });
  app.addHook('onClose', () => notifications.settle());
  app.decorate('notifications', notifications);
  // Web Push (decision 047): a push for each stored notification, to the member's browsers.
  const push = createPushService({
    db,
    events,
    vapidKeys: await loadVapidKeys(db, config.push.vapidKeys),
    vapidSubject: config.push.vapidSubject,
    allowLocalEndpoints: config.push.allowLocalEndpoints,
    settingsOf: profiles.settingsOfMember,
    log: app.log,
  });
  // After the notifications settle: their last announcements start pushes.
  app.addHook('onClose', async () => {
    await notifications.settle();
    await push.settle();
  });
  app.decorate('push', push);
  const messages = createMessageService({
    db,
    events,
    storage,
    sendRate: config.messageSendRate
      ? { perSecond: config.messageSendRate, burst: Math.max(LIMITS.messageBurst, config.messageSendRate * 3) }
      : undefined,
  });
  app.addHook('onClose', () => messages.drain());
  const media = createMessageMediaService({ db, storage });
  // Unsent chat images are deleted once a day old (decision 030); every process may run it.
  let cleanup: Promise<unknown> = Promise.resolve();
  const cleanupTimer = setInterval(() => {
    cleanup = media
      .removeUnattachedUploads(new Date(Date.now() - UNSENT_UPLOAD_TTL_MS))
      .catch((error: unknown) => app.log.error({ err: error }, 'removing unsent uploads failed'));
  }, UPLOAD_CLEANUP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanupTimer);
    await cleanup;
  });
  const billing = createBillingService({
    db,
    provider: config.stripe ? createStripeProvider(config.stripe, config.publicUrl) : createTestModeProvider(),
    stripeWebhookSecret: config.stripe?.webhookSecret ?? null,
    likesLeft: (member, at) => likesLeft(db, member, at),
    log: app.log,
  });
  app.decorate('billing', billing);
  // Plans renew and cancelled ones end at their period's end (decision 046); every process may run it.
  let renewals: Promise<unknown> = Promise.resolve();
  const renewalTimer = setInterval(() => {
    renewals = billing.renewDue().catch((error: unknown) => app.log.error({ err: error }, 'renewing plans failed'));
  }, RENEWAL_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(renewalTimer);
    await renewals;
  });
  const likedYou = createLikedYouService({ db, photos });
  const conversations = createConversationService({ db, photos });
  const matches = createMatchesService({ db, events, photos });
  const safety = createSafetyService({
    db,
    events,
    photos,
    partnerOf: matches.partnerOf,
    endLiveMatchBetween: matches.endLiveMatchBetween,
    visibleMemberId: recommendations.visibleMemberId,
  });
  const moderation = createModerationService({
    db,
    events,
    photos,
    recentMessagesBetween: messages.recentMessagesBetween,
  });
  const account = createAccountService({
    db,
    hasher,
    mailer,
    profiles,
    answers,
    exportSections: [
      (userId) => exportLikesOf(db, userId),
      (userId) => exportDiscoveryOf(db, userId),
      (userId) => exportMatchesOf(db, userId),
      (userId) => exportNotificationsOf(db, userId),
      (userId) => exportPushSubscriptionsOf(db, userId),
      (userId) => exportSafetyOf(db, userId),
      (userId) => exportMessagesOf(db, userId),
      (userId) => exportDateIdeasOf(db, userId),
      (userId) => exportIcebreakersOf(db, userId),
      (userId) => exportBillingOf(db, userId),
    ],
    auth,
    storage,
    log: app.log,
    events,
    billing,
  });
  const memberHook = requireMember((token) => auth.memberForToken(token));
  const realtime = await attachRealtime({
    server: app.server,
    events,
    messages,
    authenticate: (token) => auth.memberForToken(token),
    liveSessionIds: (sessionIds) => auth.liveSessionIds(sessionIds),
    audienceOf: (userId) => conversations.presenceAudience(userId),
    touch: (userId) => profiles.touchLastActive(userId),
    redisUrl: config.redisUrl,
    corsOrigin: config.corsOrigin,
    log: app.log,
    underPressure: () => app.isUnderPressure(),
  });
  app.addHook('preClose', () => realtime.close());
  app.decorate('realtime', realtime);

  // The routes, in two scopes: public ones, and member ones behind one session check. Each
  // route's path is the contract's (API_PATHS), under API_BASE.
  await app.register(async (visitors) => {
    openToVisitors(visitors);
    await visitors.register(
      async (api) => {
        await api.register(healthRoutes, {
          pingDatabase: () => pingDatabase(db),
          pingRedis: realtime.pingRedis,
          timeoutMs: config.database.readyTimeoutMs,
          retryAfterSeconds: config.database.retryAfterSeconds,
        });
        await api.register(authRoutes, {
          auth,
          verifyProvider: createProviderVerifier(config.providers),
          configuredProviders: { google: config.providers.google !== null, apple: config.providers.apple !== null },
          rateLimit: config.rateLimit,
        });
        await api.register(locationRoutes, { suggest: (query, limit) => gazetteer.suggest(query, limit) });
        await api.register(outreachRoutes, { outreach, rateLimit: config.rateLimit });
        await api.register(contentRoutes, { content });
        await api.register(billingWebhookRoutes, { billing });
        if (config.devOutbox && mailer.transport === 'outbox') await api.register(outboxRoutes, { db });
      },
      { prefix: API_BASE },
    );
  });
  await app.register(async (members) => {
    membersOnly(members, memberHook);
    await members.register(
      async (api) => {
        await api.register(sessionRoutes, { auth, rateLimit: config.rateLimit });
        await api.register(accountRoutes, { account });
        await api.register(profileRoutes, { profiles });
        await api.register(answerRoutes, { answers });
        await api.register(discoveryRoutes, { recommendations });
        await api.register(likesRoutes, { likes });
        await api.register(profileViewRoutes, { recommendations, url: API_PATHS.recommendations.view });
        await api.register(matchesRoutes, { matches });
        await api.register(messagesRoutes, { messages, media, conversations });
        await api.register(safetyRoutes, { safety });
        await api.register(moderationRoutes, { moderation });
        await api.register(notificationsRoutes, { notifications });
        await api.register(pushRoutes, { push });
        await api.register(dateIdeaRoutes, { dateIdeas });
        await api.register(icebreakerRoutes, { icebreakers });
        await api.register(billingRoutes, { billing });
        await api.register(likedYouRoutes, { likedYou });
      },
      { prefix: API_BASE },
    );
    // SPEC 7 writes this one path with its own /api prefix, outside API_BASE.
    await members.register(profileViewRoutes, { recommendations, url: API_PATHS.recommendations.viewAbsolute });
  });

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Photo files never change: a new photo gets a new id.
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });

  // The built web app (decision 042): compressed files, immutable hashed assets, prerendered public pages.
  const web = serveWeb ? await serveWebApp(app, config.webDist) : null;

  app.setNotFoundHandler((request, reply) => {
    if (web && isPageRequest(request.method, request.url)) {
      // The web app routes everything else, including its own not-found page.
      return reply.header('cache-control', PAGE_CACHE).sendFile(web.fileFor(request.url), config.webDist);
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });

  return app;
}
