import type { FastifyBaseLogger } from 'fastify';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import {
  DATE_PLAN_LIMITS,
  DATE_PLAN_MESSAGES,
  DATE_PLAN_TEXTS,
  type DatePlan,
  type DatePlanState,
} from '@kindred/contract/date-plans';
import type { Database } from '../../db/database';
import type { DatePlanChange, DatePlanRow } from '../../db/date-plan-row';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { calendarFile } from './calendar-file';
import { planWhen } from './plan-when';
import {
  cancelPlansOfMatch,
  deletePlan,
  findByClientId,
  findMatchForPlan,
  insertPlan,
  markDueReminders,
  plansSeenBy,
  setMessageId,
  updatePlanIf,
  type SeenPlan,
} from './dates.repo';

export interface DatePlanServiceDeps {
  db: Database;
  events: DomainEvents;
  /**
   * Sends a chat message from `senderId` in the match (the messages service's `send`): it applies
   * the chat's own rules (rate, contact details before a reply...) and throws when it refuses.
   */
  sendMessage: (
    senderId: string,
    matchId: string,
    input: { content: string; clientId: string; sendAnyway?: boolean },
  ) => Promise<{ message: { id: string } }>;
  /** Members' photo URLs by id, the main one first (the photos module's). */
  photosOf: (userIds: readonly string[]) => Promise<Map<string, string[]>>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface CreatePlanInput {
  matchId: string;
  ideaId?: string | null;
  idea?: string | null;
  place: string;
  startsAt: string;
  timeZone: string;
  note: string;
  clientId?: string;
  sendAnyway?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date lasts this long in a calendar file. */
const CALENDAR_MINUTES = 120;
/** Accepted plans reminded per statement; a run takes as many statements as it needs. */
const REMINDERS_PER_STATEMENT = 500;
const LIVE_STATES: readonly DatePlanState[] = ['proposed', 'accepted'];

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A new start: after now, and within DATE_PLAN_LIMITS.maxDaysAhead days. */
function startFrom(value: string, now: Date): Date {
  const startsAt = new Date(value);
  if (!Number.isFinite(startsAt.getTime())) {
    throw new BadRequest(DATE_PLAN_MESSAGES.timeInvalid, [
      { path: 'startsAt', message: DATE_PLAN_MESSAGES.timeInvalid },
    ]);
  }
  if (startsAt.getTime() <= now.getTime()) {
    throw new BadRequest(DATE_PLAN_MESSAGES.timeInPast, [{ path: 'startsAt', message: DATE_PLAN_MESSAGES.timeInPast }]);
  }
  if (startsAt.getTime() > now.getTime() + DATE_PLAN_LIMITS.maxDaysAhead * DAY_MS) {
    throw new BadRequest(DATE_PLAN_MESSAGES.timeTooFar, [{ path: 'startsAt', message: DATE_PLAN_MESSAGES.timeTooFar }]);
  }
  return startsAt;
}

/** What the plan is: a catalogue idea's title, or the proposer's own words. */
function ideaOf(input: Pick<CreatePlanInput, 'ideaId' | 'idea'>): { ideaId: string | null; idea: string } {
  const ideaId = input.ideaId?.trim();
  if (ideaId) {
    const found = DATE_IDEAS.find((entry) => entry.id === ideaId);
    if (!found)
      throw new BadRequest(DATE_PLAN_MESSAGES.ideaNotFound, [
        { path: 'ideaId', message: DATE_PLAN_MESSAGES.ideaNotFound },
      ]);
    return { ideaId: found.id, idea: found.title };
  }
  const idea = input.idea?.trim();
  if (!idea)
    throw new BadRequest(DATE_PLAN_MESSAGES.ideaRequired, [{ path: 'idea', message: DATE_PLAN_MESSAGES.ideaRequired }]);
  return { ideaId: null, idea };
}

/** Why a plan that is not proposed cannot be answered. */
const notOpen = (state: DatePlanState) =>
  new Conflict(state === 'accepted' ? DATE_PLAN_MESSAGES.alreadyAnswered : DATE_PLAN_MESSAGES.ended);

/**
 * Date plans (issue 35, decision 101): proposed to a live match, answered by whoever's turn it is
 * (accept, decline, suggest another time), cancelled by either, reminded before they start. Only
 * the plan's two members see it; every change needs the match still live. A proposal is also a
 * chat message from the proposer, sent through the messages service and its rules.
 */
export function createDatePlanService({ db, events, sendMessage, photosOf, log }: DatePlanServiceDeps) {
  const pending = new Set<Promise<void>>();

  function track(event: string, job: () => Promise<void>): void {
    const running = job().catch((error: unknown) => log.error({ err: error, event }, 'date plans: listener failed'));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  const announce = (plan: DatePlanRow, actorId: string, change: DatePlanChange) =>
    events.emit('date.changed', { plan, actorId, change, memberIds: [plan.proposerId, plan.recipientId] });

  /**
   * A plan as `readerId` sees it. While the match is not live (ended, a block, the other member
   * suspended) a plan still open reads as cancelled by the match's end, and nobody's turn: no
   * action is offered on it.
   */
  async function toView(readerId: string, seen: SeenPlan[]): Promise<DatePlan[]> {
    const photos = seen.length ? await photosOf([...new Set(seen.map((entry) => entry.otherId))]) : new Map();
    return seen.map(({ plan, otherId, otherName, live }) => {
      const stale = !live && LIVE_STATES.includes(plan.state);
      return {
        id: plan.id,
        matchId: plan.matchId,
        proposerId: plan.proposerId,
        otherUser: { id: otherId, name: otherName, photo: live ? (photos.get(otherId)?.[0] ?? null) : null },
        ideaId: plan.ideaId,
        idea: plan.idea,
        place: plan.place,
        startsAt: plan.startsAt.toISOString(),
        timeZone: plan.timeZone,
        note: plan.note,
        state: stale ? 'cancelled' : plan.state,
        awaitingId: live && plan.state === 'proposed' ? plan.awaitingId : null,
        messageId: plan.messageId,
        cancelledById: plan.cancelledById,
        cancelNote: plan.cancelNote,
        matchEnded: plan.matchEnded || stale,
        createdAt: plan.createdAt.toISOString(),
        updatedAt: plan.updatedAt.toISOString(),
      } satisfies DatePlan;
    });
  }

  /** A plan of the member's, as they see it: 400 for a malformed id, 404 for anyone else's. */
  async function seenPlan(memberId: string, planId: string): Promise<SeenPlan> {
    if (!isUuid(planId)) throw new BadRequest(DATE_PLAN_MESSAGES.invalidId);
    const [seen] = await plansSeenBy(db, memberId, { planId });
    if (!seen) throw new NotFound(DATE_PLAN_MESSAGES.notFound);
    return seen;
  }

  /** A plan the member may change: theirs, its match live (403 otherwise). */
  async function changeablePlan(memberId: string, planId: string): Promise<SeenPlan> {
    const seen = await seenPlan(memberId, planId);
    if (!seen.live) throw new Forbidden(DATE_PLAN_MESSAGES.matchEnded);
    return seen;
  }

  /** A proposed plan whose turn is the member's. */
  async function answerablePlan(memberId: string, planId: string): Promise<SeenPlan> {
    const seen = await changeablePlan(memberId, planId);
    if (seen.plan.state !== 'proposed') throw notOpen(seen.plan.state);
    if (seen.plan.awaitingId !== memberId) throw new Forbidden(DATE_PLAN_MESSAGES.notYourTurn);
    return seen;
  }

  async function viewOf(memberId: string, planId: string): Promise<DatePlan> {
    const [view] = await toView(memberId, [await seenPlan(memberId, planId)]);
    return view!;
  }

  /** Stores a change made only if nobody changed the plan first, announces it, answers the new view. */
  async function change(
    memberId: string,
    seen: SeenPlan,
    kind: DatePlanChange,
    expected: Parameters<typeof updatePlanIf>[2],
    set: Parameters<typeof updatePlanIf>[3],
  ): Promise<DatePlan> {
    const updated = await updatePlanIf(db, seen.plan.id, expected, set);
    if (!updated) {
      // Another change (the other member's, or the match ending) came first: say which.
      const now = await seenPlan(memberId, seen.plan.id);
      if (!now.live) throw new Forbidden(DATE_PLAN_MESSAGES.matchEnded);
      throw now.plan.state === 'proposed' ? new Forbidden(DATE_PLAN_MESSAGES.notYourTurn) : notOpen(now.plan.state);
    }
    announce(updated, memberId, kind);
    return viewOf(memberId, updated.id);
  }

  const unsubscribe = [
    // An unmatch or a block cancels the pair's open plans at once; both members' cards update.
    events.on('match.ended', ({ matchId, endedBy }) => {
      track('match.ended', async () => {
        for (const plan of await cancelPlansOfMatch(db, matchId, endedBy)) announce(plan, endedBy, 'cancelled');
      });
    }),
  ];

  return {
    /** POST /dates: the proposal and its chat message, both or neither; a retry answers the stored plan. */
    async create(
      memberId: string,
      input: CreatePlanInput,
      now = new Date(),
    ): Promise<{ plan: DatePlan; replayed: boolean }> {
      const matchId = input.matchId.trim();
      if (!isUuid(matchId)) throw new NotFound(DATE_PLAN_MESSAGES.matchNotFound);
      if (input.clientId) {
        const stored = await findByClientId(db, memberId, input.clientId);
        if (stored) {
          if (stored.matchId !== matchId) throw new Conflict(DATE_PLAN_MESSAGES.clientIdTaken);
          return { plan: await viewOf(memberId, stored.id), replayed: true };
        }
      }
      const { ideaId, idea } = ideaOf(input);
      const startsAt = startFrom(input.startsAt, now);
      const match = await findMatchForPlan(db, memberId, matchId);
      if (!match) throw new NotFound(DATE_PLAN_MESSAGES.matchNotFound);
      if (!match.live) throw new Forbidden(DATE_PLAN_MESSAGES.matchEnded);
      const inserted = await insertPlan(db, {
        matchId,
        proposerId: memberId,
        recipientId: match.otherId,
        ideaId,
        idea,
        place: input.place,
        startsAt,
        timeZone: input.timeZone,
        note: input.note,
        state: 'proposed',
        awaitingId: match.otherId,
        clientId: input.clientId ?? null,
      });
      if (!inserted) {
        // The same clientId stored by a retry that raced this one.
        const stored = input.clientId ? await findByClientId(db, memberId, input.clientId) : undefined;
        if (!stored || stored.matchId !== matchId) throw new Conflict(DATE_PLAN_MESSAGES.clientIdTaken);
        return { plan: await viewOf(memberId, stored.id), replayed: true };
      }
      const content = `${DATE_PLAN_TEXTS.chatLine(idea, input.place, planWhen(startsAt, input.timeZone))}\n\n${input.note}`;
      let plan: DatePlanRow;
      try {
        // The chat's own rules decide; refused, the plan goes too (nothing half-stored).
        const { message } = await sendMessage(memberId, matchId, {
          content,
          clientId: `date-plan:${inserted.id}`,
          sendAnyway: input.sendAnyway === true,
        });
        plan = (await setMessageId(db, inserted.id, message.id)) ?? inserted;
      } catch (error) {
        await deletePlan(db, inserted.id);
        throw error;
      }
      announce(plan, memberId, 'proposed');
      return { plan: await viewOf(memberId, plan.id), replayed: false };
    },

    /** GET /dates: the member's plans, soonest first; one match's (404 for a match not theirs), or upcoming only. */
    async list(
      memberId: string,
      query: { matchId?: string; upcoming?: 'true' | 'false' },
      now = new Date(),
    ): Promise<DatePlan[]> {
      const matchId = query.matchId?.trim() || undefined;
      if (matchId !== undefined) {
        if (!isUuid(matchId) || !(await findMatchForPlan(db, memberId, matchId))) {
          throw new NotFound(DATE_PLAN_MESSAGES.matchNotFound);
        }
      }
      const seen = await plansSeenBy(db, memberId, {
        matchId,
        upcomingAfter: query.upcoming === 'true' ? now : undefined,
      });
      return toView(memberId, seen);
    },

    get: viewOf,

    /**
     * A plan as one of its members sees it (the row, the other member, whether the match is live),
     * or undefined for a malformed id or a plan not theirs: "Share my date" and check-ins read
     * plans through it (decision 104).
     */
    async planOfMember(memberId: string, planId: string): Promise<SeenPlan | undefined> {
      if (!isUuid(planId)) return undefined;
      const [seen] = await plansSeenBy(db, memberId, { planId });
      return seen;
    },

    /** The member whose turn it is says yes, before the start. */
    async accept(memberId: string, planId: string, now = new Date()): Promise<DatePlan> {
      const seen = await answerablePlan(memberId, planId);
      if (seen.plan.startsAt.getTime() <= now.getTime()) throw new Conflict(DATE_PLAN_MESSAGES.startPassed);
      return change(
        memberId,
        seen,
        'accepted',
        { states: ['proposed'], awaitingId: memberId },
        { state: 'accepted', awaitingId: null },
      );
    },

    async decline(memberId: string, planId: string): Promise<DatePlan> {
      const seen = await answerablePlan(memberId, planId);
      return change(
        memberId,
        seen,
        'declined',
        { states: ['proposed'], awaitingId: memberId },
        { state: 'declined', awaitingId: null },
      );
    },

    /** "Suggest another time": the turn passes to the other member; reminders start again. */
    async reschedule(
      memberId: string,
      planId: string,
      input: { startsAt: string; timeZone?: string },
      now = new Date(),
    ): Promise<DatePlan> {
      const seen = await answerablePlan(memberId, planId);
      const startsAt = startFrom(input.startsAt, now);
      if (startsAt.getTime() === seen.plan.startsAt.getTime()) {
        throw new BadRequest(DATE_PLAN_MESSAGES.sameTime, [{ path: 'startsAt', message: DATE_PLAN_MESSAGES.sameTime }]);
      }
      return change(
        memberId,
        seen,
        'rescheduled',
        { states: ['proposed'], awaitingId: memberId },
        {
          startsAt,
          timeZone: input.timeZone ?? seen.plan.timeZone,
          awaitingId: seen.otherId,
          remindedDayAt: null,
          remindedSoonAt: null,
        },
      );
    },

    /** Either member, while proposed or accepted, with an optional note for the other. */
    async cancel(memberId: string, planId: string, input: { note?: string | null } = {}): Promise<DatePlan> {
      const seen = await changeablePlan(memberId, planId);
      if (!LIVE_STATES.includes(seen.plan.state)) throw new Conflict(DATE_PLAN_MESSAGES.ended);
      return change(
        memberId,
        seen,
        'cancelled',
        { states: LIVE_STATES },
        { state: 'cancelled', awaitingId: null, cancelledById: memberId, cancelNote: input.note?.trim() || null },
      );
    },

    /**
     * GET /dates/{id}/calendar.ics: an accepted plan (409 otherwise) as an iCalendar file, its time
     * stated in the reader's time zone when given, else the plan's.
     */
    async calendar(
      memberId: string,
      planId: string,
      timeZone: string | undefined,
      now = new Date(),
    ): Promise<{ fileName: string; body: string }> {
      const seen = await seenPlan(memberId, planId);
      if (!seen.live || seen.plan.state !== 'accepted') throw new Conflict(DATE_PLAN_MESSAGES.calendarNotAccepted);
      const { plan } = seen;
      const body = calendarFile({
        uid: `${plan.id}@kindred`,
        stamp: now,
        start: plan.startsAt,
        durationMinutes: CALENDAR_MINUTES,
        timeZone: timeZone ?? plan.timeZone,
        summary: `${plan.idea} with ${firstName(seen.otherName)}`,
        location: plan.place,
        description: plan.note,
      });
      return { fileName: `kindred-date-${plan.startsAt.toISOString().slice(0, 10)}.ics`, body };
    },

    /**
     * The reminders due at `now` (jobs/send-date-reminders.job.ts): each accepted plan's day-before
     * and two-hours-before reminder, marked in the statement that finds it, so each goes out once
     * however many processes run this. Returns how many were sent.
     */
    async sendReminders(now = new Date()): Promise<number> {
      let sent = 0;
      for (;;) {
        const due = await markDueReminders(db, now, REMINDERS_PER_STATEMENT);
        for (const { plan, kind } of due) events.emit('date.reminder', { plan, kind });
        sent += due.length;
        if (due.length < REMINDERS_PER_STATEMENT) return sent;
      }
    },

    /** Resolves once the plans of every match ended so far are cancelled (tests and shutdown). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
    close(): void {
      for (const off of unsubscribe) off();
    },
  };
}

export type DatePlanService = ReturnType<typeof createDatePlanService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run the reminders at a chosen moment and wait for the cancellations a match's end makes. */
    dates: DatePlanService;
  }
}
