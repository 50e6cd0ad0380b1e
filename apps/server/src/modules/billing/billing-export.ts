import type { Database } from '../../db/database';
import { historyOf } from './billing.repo';

/** The billing section of a member's data export: the plans they bought and the boosts they used. */
export async function exportBillingOf(db: Database, userId: string) {
  const { bought, boosted } = await historyOf(db, userId);
  return {
    billing: {
      subscriptions: bought.map((row) => ({
        plan: row.planId,
        months: row.months,
        provider: row.provider,
        status: row.status,
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        endedAt: row.endedAt?.toISOString() ?? null,
      })),
      boosts: boosted.map((row) => ({ startedAt: row.startedAt.toISOString(), endsAt: row.endsAt.toISOString() })),
    },
  };
}
