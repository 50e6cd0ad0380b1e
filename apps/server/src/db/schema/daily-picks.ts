import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The discovery module's daily picks (issue 35 part 4, docs/decisions/105).

/**
 * Each active member's Most Compatible pick of a day (UTC), written once for the whole day by
 * jobs/choose-daily-picks.job.ts: `mutual` when the two are each other's pick, `one-way` when the
 * member's best candidate was paired with someone else. `compatibility` is the pair's overall score
 * when the pass ran. For You re-checks every rule both ways before showing it.
 */
export const dailyPicks = pgTable(
  'daily_picks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickId: uuid('pick_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    compatibility: smallint('compatibility').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId] }), index('daily_picks_pick_idx').on(t.pickId)],
);

/**
 * One row per day whose picks are written: the pass claims the day in the transaction that writes
 * them, so a second process that ran the pass too writes nothing (its claim waits, then conflicts).
 */
export const dailyPickRuns = pgTable('daily_pick_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  members: integer('members').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
