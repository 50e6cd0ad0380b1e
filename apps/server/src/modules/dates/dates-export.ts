import type { Database } from '../../db/database';
import { plansOf } from './dates.repo';

/** The date plans section of a member's data export: the plans they proposed or were asked to. */
export async function exportDatePlansOf(db: Database, userId: string) {
  const plans = await plansOf(db, userId);
  return {
    datePlans: plans.map((plan) => {
      const proposedByMe = plan.proposerId === userId;
      return {
        id: plan.id,
        matchId: plan.matchId,
        memberId: proposedByMe ? plan.recipientId : plan.proposerId,
        proposedByMe,
        idea: plan.idea,
        place: plan.place,
        startsAt: plan.startsAt.toISOString(),
        timeZone: plan.timeZone,
        // Their own words only: the other member's note is theirs.
        note: proposedByMe ? plan.note : null,
        state: plan.state,
        cancelNote: plan.cancelledById === userId ? plan.cancelNote : null,
        createdAt: plan.createdAt.toISOString(),
      };
    }),
  };
}
