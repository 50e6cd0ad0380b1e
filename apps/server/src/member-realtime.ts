import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { callPushNotice } from './modules/calls/call-push';
import type { Services } from './services';
import { attachCallSignalling } from './realtime/call-signalling';
import { attachRealtime } from './realtime/gateway';

/**
 * The socket server on the app's HTTP server, wired to the services: the gateway (chat, presence,
 * notifications), video calls' signalling beside it (decision 110), and the pushes for a reaction or
 * a ringing call that no device of the member's heard. `close()` closes both, calls first.
 */
export async function attachMemberRealtime(app: FastifyInstance, services: Services, config: Config) {
  const realtime = await attachRealtime({
    server: app.server,
    events: services.events,
    messages: services.messages,
    messageActions: services.messageActions,
    pushUnheardReaction: (reaction) => {
      void services.messageActions
        .reactionPush(reaction)
        .then((notice) => services.push.pushUnstored(reaction.recipientId, notice))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not push a reaction'));
    },
    authenticate: (token) => services.auth.memberForToken(token),
    liveSessionIds: (sessionIds) => services.auth.liveSessionIds(sessionIds),
    audienceOf: (userId) => services.conversations.presenceAudience(userId),
    touch: (userId) => services.profiles.touchLastActive(userId),
    databaseTurns: config.database.pool.size,
    redisUrl: config.redisUrl,
    corsOrigin: config.corsOrigin,
    log: app.log,
    underPressure: () => app.isUnderPressure(),
  });
  const callSignalling = attachCallSignalling({
    io: realtime.io,
    calls: services.calls,
    events: services.events,
    log: app.log,
    pushUnheardCall: (call) => services.push.pushUnstored(call.callee.id, callPushNotice(call)),
  });
  return {
    ...realtime,
    close(): Promise<void> {
      callSignalling.close();
      return realtime.close();
    },
  };
}
