import type { Readable } from 'node:stream';
import {
  DATE_SAFETY_LIMITS as LIMITS,
  DATE_SAFETY_MESSAGES as MESSAGES,
  type CheckIn,
  type CheckInsResponse,
  type CheckInState,
  type DateShare,
  type DateSharesResponse,
  type ShareDateInput,
  type SharedDate,
} from '@kindred/contract/date-safety';
import { DATE_PLAN_MESSAGES } from '@kindred/contract/date-plans';
import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import type { Database } from '../../db/database';
import type { DatePlanRow } from '../../db/date-plan-row';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, Conflict, Forbidden, HttpError, NotFound } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { hashToken, newToken } from '../auth/token';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { photoKey } from '../photos/photo-storage';
import { photoIdOf } from '../photos/photos.service';
import { checkedInEmail, dateShareEmail, missedCheckInEmail } from './date-safety-emails';
import * as repo from './date-safety.repo';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Check-ins asked or alerted per statement; a run takes as many statements as it needs. */
const PER_STATEMENT = 200;

/** A plan as one of its members sees it (the dates service's `planOfMember`). */
export interface MemberPlan {
  plan: DatePlanRow;
  otherId: string;
  otherName: string;
  live: boolean;
}

export interface DateSafetyDeps {
  db: Database;
  events: DomainEvents;
  mailer: Mailer;
  publicUrl: string;
  /** The dates service's: a plan the member is part of, or undefined. */
  planOfMember: (memberId: string, planId: string) => Promise<MemberPlan | undefined>;
  /** The emergency contacts service's: only confirmed contacts of the member's (of `ids`). */
  confirmedContactsOf: (
    memberId: string,
    ids?: readonly string[],
  ) => Promise<{ id: string; name: string; email: string }[]>;
  /** The emergency contacts service's: all the member's contacts, waiting ones too (the share dialog). */
  contactsOf: (memberId: string) => Promise<{ id: string; name: string; email: string; confirmed: boolean }[]>;
  /** Members' profile names (the profiles module's). */
  namesOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Members' photo URLs, the main one first (the photos module's). */
  photosOf: (userIds: readonly string[]) => Promise<Map<string, string[]>>;
  /** A stored object as a stream (the storage's). */
  openObject: (key: string) => Promise<{ body: Readable; size: number } | null>;
  log: { error(obj: object, msg: string): void };
}

/** 410: the link is unknown, revoked or expired; nothing of the date is said. */
class LinkGone extends HttpError {
  constructor() {
    super(410, MESSAGES.linkGone);
  }
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const shareEndsAt = (plan: DatePlanRow) => new Date(plan.startsAt.getTime() + LIMITS.shareHoursAfterStart * HOUR_MS);
const checkInEndsAt = (plan: DatePlanRow) =>
  new Date(plan.startsAt.getTime() + LIMITS.checkInHoursAfterStart * HOUR_MS);

/** "Sat 5 Dec, 19:00 (Europe/London)": the plan's time in its own zone, for the e-mail. */
function whenText(startsAt: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
  return `${text} (${timeZone})`;
}

function stateOf(row: repo.CheckInRow): CheckInState {
  if (row.endedBy === 'ok') return 'ok';
  if (row.endedBy === 'ended') return 'ended';
  if (row.alertedAt) return 'missed';
  if (row.askedAt) return 'asked';
  return 'running';
}

function checkInView(row: repo.CheckInRow, events: repo.CheckInEventRow[]): CheckIn {
  return {
    id: row.id,
    datePlanId: row.datePlanId,
    minutes: row.minutes,
    state: stateOf(row),
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    askedAt: row.askedAt?.toISOString() ?? null,
    alertedAt: row.alertedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    events: events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      minutes: event.minutes,
      contactNames: event.contactNames ?? [],
    })),
  };
}

/**
 * "Share my date" and check-ins (issue 35, decision 104). A member shares an accepted plan of a live
 * match with their confirmed emergency contacts (each gets a link of their own, stored hashed, good
 * until a day after the start, revocable); from the start they may run a check-in that asks "Are you
 * OK?" when its time is up and, unanswered for 15 minutes, e-mails the contacts the date is shared
 * with. Plans are read through the dates service, contacts through the emergency contacts service.
 */
export function createDateSafetyService(deps: DateSafetyDeps) {
  const { db, events, mailer, publicUrl, planOfMember, confirmedContactsOf, namesOf, log } = deps;

  /** The member's plan: 400 malformed, 404 not theirs. */
  async function memberPlan(memberId: string, planId: string): Promise<MemberPlan> {
    if (!isUuid(planId)) throw new BadRequest(DATE_PLAN_MESSAGES.invalidId);
    const seen = await planOfMember(memberId, planId);
    if (!seen) throw new NotFound(DATE_PLAN_MESSAGES.notFound);
    return seen;
  }

  /** Why a plan cannot be shared or checked in on now, or null: accepted, the match live. */
  function notOpen(seen: MemberPlan): HttpError | null {
    if (!seen.live) return new Forbidden(MESSAGES.matchEnded);
    if (seen.plan.state !== 'accepted') return new Conflict(MESSAGES.notAccepted);
    return null;
  }

  async function nameOf(userId: string): Promise<string> {
    return firstName((await namesOf([userId])).get(userId) ?? 'A Kindred member');
  }

  async function sharesView(memberId: string, seen: MemberPlan): Promise<DateShare[]> {
    const rows = await repo.liveSharesOf(db, seen.plan.id, memberId);
    const confirmed = await confirmedContactsOf(memberId);
    const contacts = new Map(confirmed.map((contact) => [contact.id, contact]));
    // In the order the member's contacts are listed.
    const order = (row: repo.DateShareRow) => confirmed.findIndex((contact) => contact.id === row.contactId);
    return [...rows]
      .sort((a, b) => order(a) - order(b))
      .flatMap((row) => {
        const contact = contacts.get(row.contactId);
        return contact
          ? [
              {
                id: row.id,
                contactId: row.contactId,
                contactName: contact.name,
                note: row.note,
                sharedAt: row.createdAt.toISOString(),
                expiresAt: shareEndsAt(seen.plan).toISOString(),
              },
            ]
          : [];
      });
  }

  /** The contacts the member's live shares of the plan reach (confirmed ones only). */
  async function sharedContacts(memberId: string, planId: string) {
    const ids = (await repo.liveSharesOf(db, planId, memberId)).map((row) => row.contactId);
    return ids.length ? confirmedContactsOf(memberId, ids) : [];
  }

  /** The live share a token opens, and its plan as the sharer sees it: 410 otherwise. */
  async function openShare(token: string, now: Date) {
    const share = await repo.liveShareByTokenHash(db, hashToken(token));
    if (!share) throw new LinkGone();
    const seen = await planOfMember(share.userId, share.datePlanId);
    if (!seen || now.getTime() >= shareEndsAt(seen.plan).getTime()) throw new LinkGone();
    return { share, seen, cancelled: !seen.live || seen.plan.state !== 'accepted' };
  }

  /** Why a check-in cannot start now, or null. */
  async function whyNoCheckIn(memberId: string, seen: MemberPlan, now: Date): Promise<HttpError | null> {
    const closed = notOpen(seen);
    if (closed) return closed;
    if (now.getTime() < seen.plan.startsAt.getTime()) return new Conflict(MESSAGES.checkInTooEarly);
    if (now.getTime() >= checkInEndsAt(seen.plan).getTime()) return new Conflict(MESSAGES.checkInTooLate);
    const all = await repo.checkInsOf(db, seen.plan.id, memberId);
    if (all.some(({ checkIn }) => checkIn.endedAt === null)) return new Conflict(MESSAGES.checkInOpen);
    if ((await sharedContacts(memberId, seen.plan.id)).length === 0) return new Conflict(MESSAGES.checkInNotShared);
    return null;
  }

  async function checkInsView(memberId: string, planId: string): Promise<CheckIn[]> {
    return (await repo.checkInsOf(db, planId, memberId)).map(({ checkIn, events: log }) => checkInView(checkIn, log));
  }

  /** After the contacts were told the member did not check in, they are told the member did. */
  async function tellContactsOk(row: repo.CheckInRow): Promise<void> {
    if (!row.alertedAt) return;
    const memberName = await nameOf(row.userId);
    for (const contact of await sharedContacts(row.userId, row.datePlanId)) {
      sendInBackground(mailer, log, checkedInEmail(contact, memberName));
    }
  }

  /** Unanswered: e-mails the contacts the date is shared with, logs whom, tells the member. */
  async function alert(row: repo.CheckInRow, now: Date): Promise<void> {
    const seen = await planOfMember(row.userId, row.datePlanId);
    const contacts = seen ? await sharedContacts(row.userId, row.datePlanId) : [];
    if (seen) {
      const memberName = await nameOf(row.userId);
      const date = {
        matchName: firstName(seen.otherName),
        place: seen.plan.place,
        when: whenText(seen.plan.startsAt, seen.plan.timeZone),
      };
      for (const contact of contacts) sendInBackground(mailer, log, missedCheckInEmail(contact, memberName, date));
    }
    const contactNames = contacts.map((contact) => contact.name);
    await repo.logCheckInEvent(db, { checkInId: row.id, kind: 'alerted', at: now, contactNames });
    if (seen) {
      events.emit('date.check-in', {
        userId: row.userId,
        matchId: seen.plan.matchId,
        datePlanId: row.datePlanId,
        kind: 'alerted',
        contactNames,
      });
    }
  }

  return {
    /** GET /dates/{id}/shares: the member's live shares of the plan, and their contacts to choose from. */
    async shares(memberId: string, planId: string): Promise<DateSharesResponse> {
      const seen = await memberPlan(memberId, planId);
      const contacts = await deps.contactsOf(memberId);
      return {
        shares: await sharesView(memberId, seen),
        contacts: contacts.map(({ id, name, email, confirmed }) => ({ id, name, email, confirmed })),
      };
    },

    /** POST /dates/{id}/shares: e-mails each newly chosen confirmed contact their own link. */
    async share(memberId: string, planId: string, input: ShareDateInput, now = new Date()): Promise<DateShare[]> {
      const seen = await memberPlan(memberId, planId);
      const closed = notOpen(seen);
      if (closed) throw closed;
      if (now.getTime() >= shareEndsAt(seen.plan).getTime()) throw new Conflict(MESSAGES.shareEnded);
      const wanted = [...new Set(input.contactIds.map((id) => id.trim()))];
      const contacts = await confirmedContactsOf(memberId, wanted);
      // Only the member's own confirmed contacts: any other id (waiting, removed, someone else's) refuses all.
      if (contacts.length !== wanted.length) {
        throw new BadRequest(MESSAGES.contactNotConfirmed, [
          { path: 'contactIds', message: MESSAGES.contactNotConfirmed },
        ]);
      }
      const note = input.note?.trim() || null;
      const tokens = new Map(contacts.map((contact) => [contact.id, newToken()]));
      const stored = await repo.insertShares(
        db,
        contacts.map((contact) => ({
          datePlanId: seen.plan.id,
          userId: memberId,
          contactId: contact.id,
          tokenHash: hashToken(tokens.get(contact.id)!),
          note,
          createdAt: now,
        })),
      );
      if (stored.length) {
        const memberName = await nameOf(memberId);
        for (const row of stored) {
          const contact = contacts.find((entry) => entry.id === row.contactId)!;
          const link = `${publicUrl}${ROUTES.sharedDate}?token=${tokens.get(row.contactId)}`;
          sendInBackground(mailer, log, dateShareEmail(contact, memberName, link));
        }
      }
      return sharesView(memberId, seen);
    },

    /** DELETE /dates/{id}/shares[/{shareId}]: the link stops working at once. */
    async revoke(memberId: string, planId: string, shareId?: string, now = new Date()): Promise<void> {
      const seen = await memberPlan(memberId, planId);
      if (shareId !== undefined && !isUuid(shareId)) throw new BadRequest(MESSAGES.invalidId);
      const stopped = await repo.revokeShares(db, seen.plan.id, memberId, now, shareId);
      if (shareId !== undefined && stopped.length === 0) throw new NotFound(MESSAGES.shareNotFound);
    },

    /** The public page (no account): first names, place, time, the note; 410 once revoked or expired. */
    async view(token: string, now = new Date()): Promise<SharedDate> {
      const { share, seen, cancelled } = await openShare(token, now);
      const photos = cancelled ? new Map<string, string[]>() : await deps.photosOf([seen.otherId]);
      const hasPhoto = photoIdOf(seen.otherId, photos.get(seen.otherId)?.[0]) !== null;
      return {
        memberName: await nameOf(share.userId),
        matchName: firstName(seen.otherName),
        photo: hasPhoto ? `${API_BASE}${API_PATHS.dateSafety.sharedPhoto}?token=${encodeURIComponent(token)}` : null,
        idea: seen.plan.idea,
        place: seen.plan.place,
        startsAt: seen.plan.startsAt.toISOString(),
        timeZone: seen.plan.timeZone,
        note: share.note,
        cancelled,
        expiresAt: shareEndsAt(seen.plan).toISOString(),
      };
    },

    /** The match's main photo, only through a live link (never a guessable URL); null when none. */
    async photo(token: string, now = new Date()): Promise<{ body: Readable; size: number } | null> {
      const { seen, cancelled } = await openShare(token, now);
      if (cancelled) return null;
      const photoId = photoIdOf(seen.otherId, (await deps.photosOf([seen.otherId])).get(seen.otherId)?.[0]);
      return photoId ? deps.openObject(photoKey(seen.otherId, photoId, 640)) : null;
    },

    /** GET /dates/{id}/check-ins: the member's own, with their logs, and whether one may start now. */
    async checkIns(memberId: string, planId: string, now = new Date()): Promise<CheckInsResponse> {
      const seen = await memberPlan(memberId, planId);
      const reason = await whyNoCheckIn(memberId, seen, now);
      return {
        checkIns: await checkInsView(memberId, seen.plan.id),
        canStart: !reason,
        reason: reason?.message ?? null,
      };
    },

    /** POST /dates/{id}/check-ins: from the start, shared with a confirmed contact, one open at a time. */
    async startCheckIn(memberId: string, planId: string, minutes: number, now = new Date()): Promise<CheckIn> {
      const seen = await memberPlan(memberId, planId);
      const reason = await whyNoCheckIn(memberId, seen, now);
      if (reason) throw reason;
      const row = await repo.insertCheckIn(db, {
        datePlanId: seen.plan.id,
        userId: memberId,
        minutes,
        startedAt: now,
        endsAt: new Date(now.getTime() + minutes * MINUTE_MS),
      });
      if (!row) throw new Conflict(MESSAGES.checkInOpen);
      const [view] = (await checkInsView(memberId, seen.plan.id)).filter((entry) => entry.id === row.id);
      return view!;
    },

    /** "I'm OK" (before or after the ask) or "End check-in": 404 when the member has none open on the plan. */
    async finishCheckIn(memberId: string, planId: string, how: 'ok' | 'ended', now = new Date()): Promise<CheckIn> {
      const seen = await memberPlan(memberId, planId);
      const row = await repo.endOpenCheckIn(db, seen.plan.id, memberId, how, now);
      if (!row) throw new NotFound(MESSAGES.noCheckIn);
      await tellContactsOk(row);
      const [view] = (await checkInsView(memberId, seen.plan.id)).filter((entry) => entry.id === row.id);
      return view!;
    },

    /**
     * The check-in job's run (jobs/run-date-check-ins.job.ts): asks "Are you OK?" of check-ins whose
     * time is up, and e-mails the contacts of those unanswered 15 minutes after. Each is marked in the
     * statement that finds it, so however many processes run this, each goes out once.
     */
    async runCheckIns(now = new Date()): Promise<number> {
      let done = 0;
      for (;;) {
        const asked = await repo.markDueAsks(db, now, PER_STATEMENT);
        for (const row of asked) {
          const seen = await planOfMember(row.userId, row.datePlanId);
          if (seen) {
            events.emit('date.check-in', {
              userId: row.userId,
              matchId: seen.plan.matchId,
              datePlanId: row.datePlanId,
              kind: 'asked',
              contactNames: [],
            });
          }
        }
        done += asked.length;
        if (asked.length < PER_STATEMENT) break;
      }
      for (;;) {
        const due = await repo.markDueAlerts(db, now, LIMITS.answerMinutes, PER_STATEMENT);
        for (const row of due) await alert(row, now);
        done += due.length;
        if (due.length < PER_STATEMENT) break;
      }
      return done;
    },
  };
}

export type DateSafetyService = ReturnType<typeof createDateSafetyService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run the check-in job at a chosen moment. */
    dateSafety: DateSafetyService;
  }
}
