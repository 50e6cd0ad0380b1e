import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The billing module's tables (decision 046). profiles.subscription mirrors the live plan's name.

/**
 * A member's purchase of a paid plan, renewed period after period. At most one is live
 * (`active`, perhaps cancelling at period end); ended ones stay as the member's history.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['gold', 'platinum', 'diamond'] }).notNull(),
    /** The billing option: 1 or 12 months a period. */
    months: integer('months').notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_live_member_key')
      .on(t.userId)
      .where(sql`status = 'active'`),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
    // The renewal sweep walks live subscriptions by period end.
    index('subscriptions_live_period_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`status = 'active'`),
  ],
);

/** Payment-provider events already applied: a webhook delivered twice is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Boosts a member started: what the weekly and monthly boost allowances count. */
export const boosts = pgTable(
  'boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('boosts_user_started_idx').on(t.userId, t.startedAt)],
);
