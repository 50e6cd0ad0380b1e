import type { Database } from '../../db/database';
import { findPlanOf, setBoostedUntil, setPlanOf } from './profiles.repo';

/**
 * The profiles module's side of billing (decision 046), for the billing service to call inside its
 * transaction: `profiles.subscription` names the live plan, so plan limits and GET /profiles/me read
 * one column, and it changes in the same transaction as the subscription row.
 */

/** The member's stored plan name and boost end, their profile row locked; undefined without a profile. */
export const lockMemberPlan = (tx: Database, userId: string) => findPlanOf(tx, userId, { lock: true });

/** The same, read without a lock. */
export const memberPlanOf = (db: Database, userId: string) => findPlanOf(db, userId, { lock: false });

/** `subscription` is a plan name, or 'Free' for Basic (subscriptionNameOf). */
export const setMemberPlan = (tx: Database, userId: string, subscription: string) =>
  setPlanOf(tx, userId, subscription);

/** Ranked higher in recommendations until then (the ranking's boost bonus, decision 014). */
export const boostMemberUntil = (tx: Database, userId: string, until: Date) => setBoostedUntil(tx, userId, until);
