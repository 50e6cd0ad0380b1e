import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { profiles } from '../../src/db/schema/profiles';
import { useTestApp } from '../app';
import { bearer, type CreatedMember } from '../factories';
import { isApiRoute, registeredRoutes } from '../registered-routes';
import {
  OWNER_CONTACT_EMAIL,
  OWNER_HIDDEN_WORD,
  createBystanders,
  createOwnedThings,
  secretsOf,
  type Bystanders,
  type OwnedThings,
} from './cast';

// DESIGN 7: every id in a path is checked for access. Each route that takes an id, tried by
// each kind of caller against the owner's things, with the status the service's rule gives.

// Many members are registered: a cheaper password hash (the hash itself has its own tests).
const t = useTestApp({ ARGON2_MEMORY_KIB: '1024' });

type Actor = 'visitor' | 'other' | 'blocked' | 'blocker' | 'former' | 'moderator' | 'owner';
/** The owner goes last: a refusal to anyone else must leave the thing for the owner to use. */
const ACTORS: Actor[] = ['visitor', 'other', 'blocked', 'blocker', 'former', 'moderator', 'owner'];

interface Row {
  /** The path's ids, from the owner's things (the former match tries what was theirs together). */
  params: (things: OwnedThings, actor: Actor) => Record<string, string>;
  body?: (things: OwnedThings) => object;
  expected: Record<Actor, number>;
  /** The owner's success ends the thing (unmatch, block...): the route gets its own owner. */
  fresh?: boolean;
}

const theirMatch = (things: OwnedThings, actor: Actor) => (actor === 'former' ? things.former.matchId : things.matchId);
const match = (things: OwnedThings, actor: Actor) => ({ id: theirMatch(things, actor) });
const matchId = (things: OwnedThings, actor: Actor) => ({ matchId: theirMatch(things, actor) });
const message = (things: OwnedThings, actor: Actor) => ({
  id: actor === 'former' ? things.former.messageId : things.messageId,
});
const ownerId = (things: OwnedThings) => ({ id: things.owner.user.id });
const ownIcebreaker = (things: OwnedThings) => ({ id: things.customIcebreakerId });
const datePlan = (things: OwnedThings, actor: Actor) => ({
  id: actor === 'former' ? things.former.datePlanId : things.datePlanId,
});
/** docs/decisions/101: a plan of a match that ended reads as cancelled, and nothing can be done with it. */
const MATCH_ENDED = 403;
const NOT_ACCEPTED = 409;
const report = () => ({ reason: REPORT_REASONS[0], details: 'Made me uncomfortable' });
const text = () => ({ content: 'A hello nobody else may send' });

/**
 * A match (or its conversation): its two members only; everyone else is told it does not exist,
 * and so is the member blocked through their own match with the owner.
 */
const ofMatch = (owner: number, former = 404): Row['expected'] => ({
  visitor: 401,
  other: 404,
  blocked: 404,
  blocker: 404,
  former,
  moderator: 404,
  owner,
});
/** The owner's alone: everyone else is told it does not exist. */
const ofOwner = (owner: number): Row['expected'] => ({
  visitor: 401,
  other: 404,
  blocked: 404,
  blocker: 404,
  former: 404,
  moderator: 404,
  owner,
});
/** docs/decisions/023: a blocked pair's own conversation refuses a message, saying why. */
const CANNOT_MESSAGE = 403;
/** docs/decisions/020: reports (and a block) still go through a match that ended. */
const STILL_REPORTS = 201;

/** Everyone's thing (a catalogue entry): every member alike, visitors asked to sign in. */
const anyMember = (status: number): Row['expected'] => ({
  visitor: 401,
  other: status,
  blocked: status,
  blocker: status,
  former: status,
  moderator: status,
  owner: status,
});

/** A member's card: any member who may see them; never the two sides of a block; 400 for oneself. */
const ofMember = (seen: number, self: number): Row['expected'] => ({
  visitor: 401,
  other: seen,
  blocked: 404,
  blocker: 404,
  former: 404,
  moderator: seen,
  owner: self,
});

const TABLE: Record<string, Row> = {
  'PATCH /api/v1/profiles/:id': {
    params: ownerId,
    body: () => ({ bio: 'Rewritten by whoever may' }),
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 403, owner: 200 },
  },
  // A question is everyone's: each member answers for themselves, never for the owner.
  'PUT /api/v1/profile/answers/:questionId': {
    params: (things) => ({ questionId: things.unanswered.questionId }),
    body: (things) => things.unanswered.body,
    expected: { visitor: 401, other: 200, blocked: 200, blocker: 200, former: 200, moderator: 200, owner: 200 },
  },
  'DELETE /api/v1/profile/answers/:questionId': {
    params: (things) => ({ questionId: things.questionId }),
    expected: { visitor: 401, other: 404, blocked: 404, blocker: 404, former: 404, moderator: 404, owner: 204 },
    fresh: true,
  },
  'GET /api/v1/recommendations/:id': { params: ownerId, expected: ofMember(200, 404) },
  // Super likes need a paid plan (SPEC 9): a Basic member is told so, after the block check.
  'POST /api/v1/recommendations/:id/superlike': { params: ownerId, expected: ofMember(402, 400) },
  'POST /api/v1/recommendations/:id/report': { params: ownerId, body: report, expected: ofMember(201, 404) },
  'POST /api/v1/matches/:id/like': { params: ownerId, expected: ofMember(200, 400) },
  'POST /api/v1/matches/:id/pass': { params: ownerId, expected: ofMember(200, 400) },
  'GET /api/v1/matches/:id': { params: match, expected: ofMatch(200) },
  'GET /api/v1/matches/:id/conversation': { params: match, expected: ofMatch(200) },
  'POST /api/v1/matches/:id/message': { params: match, body: text, expected: ofMatch(201, CANNOT_MESSAGE) },
  'PUT /api/v1/matches/:id/read': { params: match, expected: ofMatch(200) },
  'POST /api/v1/matches/:id/report': { params: match, body: report, expected: ofMatch(201, STILL_REPORTS) },
  'POST /api/v1/matches/:id/block': {
    params: match,
    body: () => ({}),
    expected: ofMatch(201, STILL_REPORTS),
    fresh: true,
  },
  'DELETE /api/v1/matches/:id/unmatch': { params: match, expected: ofMatch(200), fresh: true },
  'POST /api/v1/matches/:id/end-chat': {
    params: match,
    body: () => ({ closureId: 'noConnection' }),
    expected: ofMatch(200),
    fresh: true,
  },
  'DELETE /api/v1/matches/:id': { params: match, expected: ofMatch(200), fresh: true },
  // A match's video-call switch (decision 110): its two members, while the match is live.
  'GET /api/v1/matches/:id/video-calls': { params: match, expected: ofMatch(200) },
  'PUT /api/v1/matches/:id/video-calls': { params: match, body: () => ({ enabled: true }), expected: ofMatch(200) },
  'GET /api/v1/conversations/:id': { params: match, expected: ofMatch(200) },
  'GET /api/v1/conversations/:id/messages': { params: match, expected: ofMatch(200) },
  'POST /api/v1/conversations/:id/messages': { params: match, body: text, expected: ofMatch(201, CANNOT_MESSAGE) },
  'PUT /api/v1/conversations/:id/read': { params: match, expected: ofMatch(200) },
  'PUT /api/v1/conversations/:id/archive': { params: match, body: () => ({ archived: true }), expected: ofMatch(200) },
  'POST /api/v1/conversations/:id/report': { params: match, body: report, expected: ofMatch(201, STILL_REPORTS) },
  'DELETE /api/v1/conversations/:id': { params: match, expected: ofMatch(200), fresh: true },
  // Decision 109: the conversation is checked before the body is read; the owner without a file gets 400.
  'POST /api/v1/conversations/:id/voice-notes': { params: match, expected: ofMatch(400) },
  'GET /api/v1/messages/matches/:matchId': { params: matchId, expected: ofMatch(200) },
  'POST /api/v1/messages/matches/:matchId': { params: matchId, body: text, expected: ofMatch(201, CANNOT_MESSAGE) },
  'PATCH /api/v1/messages/matches/:matchId/read': { params: matchId, expected: ofMatch(200) },
  // The partner's message to the owner: readable and markable by the owner only.
  'GET /api/v1/messages/:id': { params: message, expected: ofMatch(200) },
  'PATCH /api/v1/messages/:id/read': { params: message, expected: ofMatch(200) },
  'POST /api/v1/messages/:id/report': { params: message, body: report, expected: ofMatch(201) },
  // Decision 108: the partner's message, reacted to by the owner; unsent only by its sender (not the owner).
  'PUT /api/v1/messages/:id/reaction': { params: message, body: () => ({ emoji: '❤️' }), expected: ofMatch(200) },
  'DELETE /api/v1/messages/:id/reaction': { params: message, expected: ofMatch(200) },
  'POST /api/v1/messages/:id/unsend': { params: message, expected: ofMatch(403) },
  'PUT /api/v1/conversations/:id/messages/:messageId/reaction': {
    params: (things, actor) => ({ ...match(things, actor), messageId: message(things, actor).id }),
    body: () => ({ emoji: '👍' }),
    expected: ofMatch(200),
  },
  'DELETE /api/v1/conversations/:id/messages/:messageId/reaction': {
    params: (things, actor) => ({ ...match(things, actor), messageId: message(things, actor).id }),
    expected: ofMatch(200),
  },
  'POST /api/v1/conversations/:id/messages/:messageId/unsend': {
    params: (things, actor) => ({ ...match(things, actor), messageId: message(things, actor).id }),
    expected: ofMatch(403),
  },
  // A date plan (decision 101): its two members only. The partner proposed it, so it is the
  // owner's turn; the former match's plan was cancelled when the owner blocked them.
  'GET /api/v1/dates/:id': { params: datePlan, expected: ofMatch(200, 200) },
  'GET /api/v1/dates/:id/calendar.ics': { params: datePlan, expected: ofMatch(NOT_ACCEPTED, NOT_ACCEPTED) },
  'POST /api/v1/dates/:id/accept': { params: datePlan, expected: ofMatch(200, MATCH_ENDED), fresh: true },
  'POST /api/v1/dates/:id/decline': { params: datePlan, expected: ofMatch(200, MATCH_ENDED), fresh: true },
  'POST /api/v1/dates/:id/reschedule': {
    params: datePlan,
    body: () => ({ startsAt: new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString() }),
    expected: ofMatch(200, MATCH_ENDED),
    fresh: true,
  },
  'POST /api/v1/dates/:id/cancel': {
    params: datePlan,
    body: () => ({ note: 'Sorry' }),
    expected: ofMatch(200, MATCH_ENDED),
    fresh: true,
  },
  // "Share my date" and check-ins (decision 104): a plan's two members only, each their own shares
  // and check-ins. The owner's plan is proposed (not accepted), so sharing and checking in are
  // refused with why; the former match's plan is of an ended match. Nobody has a share or an open
  // check-in here, so stopping one or answering is "not found" for the owner too.
  'GET /api/v1/dates/:id/shares': { params: datePlan, expected: ofMatch(200, 200) },
  'POST /api/v1/dates/:id/shares': {
    params: datePlan,
    body: (things) => ({ contactIds: [things.emergencyContactId] }),
    expected: ofMatch(NOT_ACCEPTED, MATCH_ENDED),
  },
  'DELETE /api/v1/dates/:id/shares': { params: datePlan, expected: ofMatch(200, 200) },
  'DELETE /api/v1/dates/:id/shares/:shareId': {
    params: (things, actor) => ({ ...datePlan(things, actor), shareId: things.emergencyContactId }),
    expected: ofMatch(404, 404),
  },
  'GET /api/v1/dates/:id/check-ins': { params: datePlan, expected: ofMatch(200, 200) },
  'POST /api/v1/dates/:id/check-ins': {
    params: datePlan,
    body: () => ({ minutes: 60 }),
    expected: ofMatch(NOT_ACCEPTED, MATCH_ENDED),
  },
  'POST /api/v1/dates/:id/check-ins/ok': { params: datePlan, expected: ofMatch(404, 404) },
  'POST /api/v1/dates/:id/check-ins/end': { params: datePlan, expected: ofMatch(404, 404) },
  // A catalogue idea is everyone's: each member saves it for themselves (decision 044).
  'PUT /api/v1/date-ideas/:id/like': { params: () => ({ id: DATE_IDEAS[0]!.id }), expected: anyMember(200) },
  'DELETE /api/v1/date-ideas/:id/like': { params: () => ({ id: DATE_IDEAS[0]!.id }), expected: anyMember(200) },
  // The owner's block of the blocked bystander: only the owner may lift it.
  'DELETE /api/v1/blocks/:id': {
    params: () => ({ id: cast().blocked.user.id }),
    expected: { visitor: 401, other: 404, blocked: 404, blocker: 404, former: 404, moderator: 404, owner: 200 },
    fresh: true,
  },
  // The owner's own icebreaker: nobody else may save, unsave or delete it, or learn it exists.
  'PUT /api/v1/icebreakers/:id/save': { params: ownIcebreaker, expected: ofOwner(200) },
  'DELETE /api/v1/icebreakers/:id/save': { params: ownIcebreaker, expected: ofOwner(200) },
  'DELETE /api/v1/icebreakers/:id': { params: ownIcebreaker, expected: ofOwner(200), fresh: true },
  // The owner's report: acted on by moderators only, the reporter included.
  'POST /api/v1/moderation/reports/:id/:action': {
    params: (things) => ({ id: things.reportId, action: 'dismiss' }),
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 200, owner: 403 },
    fresh: true,
  },
  // The owner's selfie (decision 079): decided by moderators only, never by the member themselves.
  'POST /api/v1/moderation/verifications/:id/approve': {
    params: (things) => ({ id: things.verificationId }),
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 200, owner: 403 },
    fresh: true,
  },
  'POST /api/v1/moderation/verifications/:id/reject': {
    params: (things) => ({ id: things.verificationId }),
    body: () => ({ reason: 'photo-unclear' }),
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 200, owner: 403 },
    fresh: true,
  },
  // An appeal of the owner's (decision 086): answered by moderators only, never by its member.
  'POST /api/v1/moderation/appeals/:id/answer': {
    params: (things) => ({ id: things.appealId }),
    body: () => ({ outcome: 'uphold', message: 'The decision stands.' }),
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 200, owner: 403 },
    fresh: true,
  },
  // Lifting a suspension: moderators only; the owner is not suspended, which a moderator is told.
  'POST /api/v1/moderation/members/:id/unsuspend': {
    params: ownerId,
    expected: { visitor: 401, other: 403, blocked: 403, blocker: 403, former: 403, moderator: 409, owner: 403 },
  },
  // The owner's emergency contact (decision 102): anyone else is told it does not exist. It was
  // just e-mailed, so the owner's resend waits its 10 minutes.
  'POST /api/v1/safety/emergency-contacts/:id/resend': {
    params: (things) => ({ id: things.emergencyContactId }),
    expected: ofOwner(429),
  },
  'DELETE /api/v1/safety/emergency-contacts/:id': {
    params: (things) => ({ id: things.emergencyContactId }),
    expected: ofOwner(200),
    fresh: true,
  },
  // The owner's own "Did you meet?" (decision 106): anyone else is told it does not exist.
  'POST /api/v1/we-met/:id/answer': {
    params: (things) => ({ id: things.weMetPromptId }),
    body: () => ({ answer: 'did_not_meet' }),
    expected: ofOwner(200),
    fresh: true,
  },
  'POST /api/v1/we-met/:id/dismiss': {
    params: (things) => ({ id: things.weMetPromptId }),
    expected: ofOwner(204),
    fresh: true,
  },
  // The owner's own notification: anyone else is told it does not exist (decision 045).
  'PATCH /api/v1/notifications/:id/read': {
    params: (things) => ({ id: things.notificationId }),
    expected: { visitor: 401, other: 404, blocked: 404, blocker: 404, former: 404, moderator: 404, owner: 200 },
  },
  // The owner's own session (decision 069): anyone else is told it does not exist.
  'DELETE /api/v1/account/sessions/:id': {
    params: (things) => ({ id: things.otherSessionId }),
    expected: ofOwner(204),
    fresh: true,
  },
  // The owner's own passkey (decision 071): anyone else is told it does not exist.
  'PATCH /api/v1/account/passkeys/:id': {
    params: (things) => ({ id: things.passkeyId }),
    body: () => ({ name: 'Renamed by whoever may' }),
    expected: ofOwner(200),
  },
  'DELETE /api/v1/account/passkeys/:id': {
    params: (things) => ({ id: things.passkeyId }),
    expected: ofOwner(204),
    fresh: true,
  },
  // Not an id: the provider's name, and what is linked is always the caller's own (decision 072).
  // This app has no provider configured: linking is refused alike, and nobody has Google to unlink.
  'POST /api/v1/account/connected-accounts/:provider': {
    params: () => ({ provider: 'google' }),
    body: () => ({ token: 'not-a-real-token' }),
    expected: { visitor: 401, other: 400, blocked: 400, blocker: 400, former: 400, moderator: 400, owner: 400 },
  },
  'DELETE /api/v1/account/connected-accounts/:provider': {
    params: () => ({ provider: 'google' }),
    expected: { visitor: 401, other: 404, blocked: 404, blocker: 404, former: 404, moderator: 404, owner: 404 },
  },
  // Not an id: the provider's name, public. An unverifiable token is refused alike for everyone.
  'POST /api/v1/auth/:provider': {
    params: () => ({ provider: 'google' }),
    body: () => ({ token: 'not-a-real-token' }),
    expected: { visitor: 400, other: 400, blocked: 400, blocker: 400, former: 400, moderator: 400, owner: 400 },
  },
};

let bystanders: Bystanders;
const cast = () => bystanders;
let shared: OwnedThings;
const ownedThings = () => createOwnedThings(t().app, t().db, bystanders);

beforeAll(async () => {
  bystanders = await createBystanders(t().app, t().db);
  shared = await ownedThings();
});

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));

async function coordinatesOf(members: CreatedMember[]): Promise<number[]> {
  const rows = await t()
    .db.select({ lat: profiles.lat, lng: profiles.lng })
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        members.map((member) => member.user.id),
      ),
    );
  return rows.flatMap((row) => [row.lat, row.lng]).filter((value): value is number => value !== null);
}

describe('the access matrix', () => {
  it('has a row for every route that takes an id, and none for a route that is gone', () => {
    const idRoutes = registeredRoutes(t().app)
      .filter((route) => isApiRoute(route) && route.path.includes(':'))
      .map((route) => `${route.method} ${route.path}`);
    expect([...idRoutes].sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(Object.entries(TABLE))('%s answers each caller as its rule says, and leaks nothing', async (key, row) => {
    const [method, path] = key.split(' ') as ['GET', string];
    const things = row.fresh ? await ownedThings() : shared;
    const members = { ...bystanders, owner: things.owner, partner: things.partner, former: things.former.member };
    const coordinates = await coordinatesOf(Object.values(members));
    const seen: Record<string, number> = {};
    const leaks: string[] = [];
    for (const actor of ACTORS) {
      const me = actor === 'visitor' ? null : members[actor];
      const response = await t().app.inject({
        method,
        url: fill(path, row.params(things, actor)),
        headers: me ? bearer(me.token) : {},
        ...(row.body ? { payload: row.body(things) } : {}),
      });
      seen[actor] = response.statusCode;
      const others = Object.values(members).filter((member) => member !== me);
      // The owner's Hidden Words (decision 085) and emergency contacts (decision 102) are theirs alone.
      const hidden = me === things.owner ? [] : [OWNER_HIDDEN_WORD, OWNER_CONTACT_EMAIL];
      for (const secret of [...secretsOf(others, coordinates), ...hidden]) {
        if (response.body.includes(secret)) leaks.push(`${actor} read ${secret}`);
      }
    }
    expect(seen).toEqual(row.expected);
    expect(leaks).toEqual([]);
  });
});
