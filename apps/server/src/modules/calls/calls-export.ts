import type { Database } from '../../db/database';
import { callsOf, consentsOf } from './calls.repo';

/** The video calls section of a member's data export (decision 110): their calls and their switches. */
export async function exportVideoCallsOf(db: Database, userId: string) {
  const [calls, switches] = await Promise.all([callsOf(db, userId), consentsOf(db, userId)]);
  return {
    videoCalls: calls.map((call) => {
      const calledByMe = call.callerId === userId;
      return {
        id: call.id,
        matchId: call.matchId,
        memberId: calledByMe ? call.calleeId : call.callerId,
        calledByMe,
        state: call.state,
        endReason: call.endReason,
        startedAt: call.startedAt.toISOString(),
        answeredAt: call.answeredAt?.toISOString() ?? null,
        endedAt: call.endedAt?.toISOString() ?? null,
      };
    }),
    videoCallsOn: switches.map((row) => ({ matchId: row.matchId, enabledAt: row.enabledAt.toISOString() })),
  };
}
