import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import type { Config } from './config';
import type { Database } from './db/database';
import { pingDatabase } from './db/ping';
import { requireMember } from './http/authenticate';
import { healthRoutes } from './http/health.routes';
import { membersOnly, openToVisitors } from './http/scopes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { passkeyRoutes, passkeySignInRoutes } from './modules/auth/passkeys.routes';
import { billingWebhookRoutes } from './modules/billing/billing-webhook.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { answerRoutes } from './modules/compatibility/answers.routes';
import { contentRoutes } from './modules/content/content.routes';
import { dateIdeaRoutes } from './modules/date-ideas/date-ideas.routes';
import { dateRoutes } from './modules/dates/dates.routes';
import { callRoutes } from './modules/calls/calls.routes';
import { weMetRoutes } from './modules/we-met/we-met.routes';
import { dateSafetyRoutes, sharedDateRoutes } from './modules/date-safety/date-safety.routes';
import { discoveryRoutes, profileViewRoutes } from './modules/discovery/discovery.routes';
import { likedYouRoutes } from './modules/likes/liked-you.routes';
import { likesRoutes } from './modules/likes/likes.routes';
import { icebreakerRoutes } from './modules/icebreakers/icebreakers.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { voiceNoteRoutes } from './modules/messages/voice-notes.routes';
import { messageActionRoutes } from './modules/messages/message-actions.routes';
import { appealRoutes, decisionRoutes } from './modules/moderation/decisions.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { outreachRoutes } from './modules/outreach/outreach.routes';
import { onlineNowRoutes } from './modules/profiles/online-now.routes';
import { accountPauseRoutes } from './modules/profiles/account-pause.routes';
import { providerClients } from './modules/auth/provider-clients';
import { connectedAccountsRoutes } from './modules/auth/connected-accounts.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { pushRoutes } from './modules/push/push.routes';
import { emergencyContactConfirmRoutes, emergencyContactRoutes } from './modules/safety/emergency-contacts.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import type { Services } from './services';

export interface RoutesOptions {
  config: Config;
  db: Database;
  services: Services;
  /** The realtime gateway's Redis check for readiness (null without REDIS_URL). */
  pingRedis: (() => Promise<unknown>) | null;
}

/**
 * Every module's routes with the services they call, in two scopes: public ones, and member ones
 * behind one session check. Each route's path is the contract's (API_PATHS), under API_BASE.
 */
export const apiRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { config, db, services, pingRedis }) => {
  const { auth, recommendations } = services;
  const memberHook = requireMember((token) => auth.memberForToken(token));

  await app.register(async (visitors) => {
    openToVisitors(visitors);
    await visitors.register(
      async (api) => {
        await api.register(healthRoutes, {
          pingDatabase: () => pingDatabase(db),
          pingRedis,
          timeoutMs: config.database.readyTimeoutMs,
          retryAfterSeconds: config.database.retryAfterSeconds,
        });
        await api.register(authRoutes, {
          auth,
          verifyProvider: services.verifyProvider,
          configuredProviders: providerClients(config),
          rateLimit: config.rateLimit,
        });
        await api.register(passkeySignInRoutes, {
          passkeys: services.passkeys,
          loginPerMinute: config.rateLimit.login,
        });
        await api.register(locationRoutes, { suggest: (query, limit) => services.gazetteer.suggest(query, limit) });
        await api.register(outreachRoutes, { outreach: services.outreach, rateLimit: config.rateLimit });
        await api.register(appealRoutes, {
          decisions: services.decisions,
          memberForToken: (token) => auth.memberForToken(token),
        });
        await api.register(contentRoutes, { content: services.content });
        await api.register(onlineNowRoutes, { onlineNow: services.onlineNow });
        await api.register(billingWebhookRoutes, { billing: services.billing });
        await api.register(emergencyContactConfirmRoutes, {
          emergencyContacts: services.emergencyContacts,
          perQuarterHour: config.rateLimit.reset * 4,
        });
        await api.register(sharedDateRoutes, {
          dateSafety: services.dateSafety,
          perQuarterHour: config.rateLimit.reset * 4,
        });
        if (config.devOutbox && services.mailer.transport === 'outbox') await api.register(outboxRoutes, { db });
      },
      { prefix: API_BASE },
    );
  });

  await app.register(async (members) => {
    membersOnly(members, memberHook);
    await members.register(
      async (api) => {
        await api.register(sessionRoutes, { auth, rateLimit: config.rateLimit });
        await api.register(accountRoutes, { account: services.account });
        await api.register(connectedAccountsRoutes, { connectedAccounts: services.connectedAccounts });
        await api.register(passkeyRoutes, { passkeys: services.passkeys });
        await api.register(profileRoutes, { profiles: services.profiles });
        await api.register(accountPauseRoutes, { profiles: services.profiles });
        await api.register(answerRoutes, { answers: services.answers });
        await api.register(discoveryRoutes, { recommendations });
        await api.register(likesRoutes, { likes: services.likes });
        await api.register(profileViewRoutes, { recommendations, url: API_PATHS.recommendations.view });
        await api.register(matchesRoutes, { matches: services.matches });
        await api.register(messagesRoutes, {
          messages: services.messages,
          media: services.media,
          conversations: services.conversations,
        });
        await api.register(messageActionRoutes, { messageActions: services.messageActions });
        await api.register(voiceNoteRoutes, { voiceNotes: services.voiceNotes });
        await api.register(safetyRoutes, { safety: services.safety, hiddenWords: services.hiddenWords });
        await api.register(emergencyContactRoutes, { emergencyContacts: services.emergencyContacts });
        await api.register(moderationRoutes, { moderation: services.moderation });
        await api.register(decisionRoutes, { decisions: services.decisions });
        await api.register(verificationRoutes, { verification: services.verification });
        await api.register(notificationsRoutes, { notifications: services.notifications });
        await api.register(pushRoutes, { push: services.push });
        await api.register(dateIdeaRoutes, { dateIdeas: services.dateIdeas });
        await api.register(dateRoutes, { dates: services.dates });
        await api.register(callRoutes, { calls: services.calls });
        await api.register(weMetRoutes, { weMet: services.weMet });
        await api.register(dateSafetyRoutes, { dateSafety: services.dateSafety });
        await api.register(icebreakerRoutes, { icebreakers: services.icebreakers });
        await api.register(billingRoutes, { billing: services.billing });
        await api.register(likedYouRoutes, { likedYou: services.likedYou });
      },
      { prefix: API_BASE },
    );
    // SPEC 7 writes this one path with its own /api prefix, outside API_BASE.
    await members.register(profileViewRoutes, { recommendations, url: API_PATHS.recommendations.viewAbsolute });
  });
};
