import type { FastifyInstance } from 'fastify';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { passkeys } from '../../src/db/schema/passkeys';
import { profiles } from '../../src/db/schema/profiles';
import { weMetPrompts } from '../../src/db/schema/we-met';
import { setRole } from '../../src/modules/moderation/moderation.repo';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  randomSpot,
  submitSelfie,
  type CreatedMember,
} from '../factories';

/** Members who stand around the owner's things: none of it is theirs. */
export interface Bystanders {
  /** A member with no tie to the owner. */
  other: CreatedMember;
  /** A member the owner blocked. */
  blocked: CreatedMember;
  /** A member who blocked the owner. */
  blocker: CreatedMember;
  moderator: CreatedMember;
}

/** An owner and everything with an id that is theirs. */
export interface OwnedThings {
  owner: CreatedMember;
  partner: CreatedMember;
  matchId: string;
  /** The partner's message to the owner. */
  messageId: string;
  /** A question the owner answered (and nobody else did). */
  questionId: string;
  /** Another question, and a valid answer to it. */
  unanswered: { questionId: string; body: object };
  /** The owner's report about the partner. */
  reportId: string;
  /** The owner's notification of the match with the partner. */
  notificationId: string;
  /** An icebreaker the owner wrote. */
  customIcebreakerId: string;
  /** The owner's second session (another device), which the owner may end. */
  otherSessionId: string;
  /** A passkey of the owner's (decision 071), which only the owner may rename or remove. */
  passkeyId: string;
  /** The owner's selfie waiting for review (decision 079): moderators only may decide it. */
  verificationId: string;
  /** A warning about the owner (decision 086), which the owner appealed: moderators only may answer. */
  statementId: string;
  appealId: string;
  /** The partner's date proposal to the owner (decision 101): the owner's turn to answer. */
  datePlanId: string;
  /** The owner's emergency contact (decision 102), just e-mailed: theirs alone to see or change. */
  emergencyContactId: string;
  /** The owner's "Did you meet?" about the partner (decision 106): theirs alone to answer or dismiss. */
  weMetPromptId: string;
  /** A member the owner matched, heard from, then blocked through the match: what was theirs together. */
  former: { member: CreatedMember; matchId: string; messageId: string; datePlanId: string };
}

async function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function createBystanders(app: FastifyInstance, db: Database): Promise<Bystanders> {
  const member = () => createDiscoverableMember(app, db, { columns: randomSpot() });
  const [other, blocked, blocker, moderator] = [await member(), await member(), await member(), await member()];
  await setRole(db, moderator.email, 'moderator');
  return { other, blocked, blocker, moderator };
}

/** A matched owner with a conversation, an answer and a report, blocked both ways with the bystanders. */
export async function createOwnedThings(
  app: FastifyInstance,
  db: Database,
  { blocked, blocker, moderator }: Bystanders,
): Promise<OwnedThings> {
  const { her: owner, him: partner, matchId } = await createMatchedPair(app, db);
  await call(app, owner.token, 'POST', `/conversations/${matchId}/messages`, { content: 'Hello from the owner' });
  const sent = await call(app, partner.token, 'POST', `/conversations/${matchId}/messages`, { content: 'Hi back' });
  const plan = await call(app, partner.token, 'POST', '/dates', datePlanBody(matchId));
  const questions = (await call(app, owner.token, 'GET', '/questions')).data as {
    id: string;
    options: { id: string }[];
  }[];
  const answerTo = (index: number) => {
    const option = questions[index]!.options[0]!.id;
    return { questionId: questions[index]!.id, body: { answer: option, accepted: [option], importance: 'somewhat' } };
  };
  const answered = answerTo(0);
  await call(app, owner.token, 'PUT', `/profile/answers/${answered.questionId}`, answered.body);
  // The owner's Hidden Words (decision 085): theirs alone, so no answer to anyone may carry them.
  await call(app, owner.token, 'PUT', '/safety/hidden-words', { words: [OWNER_HIDDEN_WORD] });
  const contact = await call(app, owner.token, 'POST', '/safety/emergency-contacts', {
    name: 'Owner Contact',
    email: OWNER_CONTACT_EMAIL,
  });
  const former = await formerMatchOf(app, db, owner);
  await call(app, owner.token, 'POST', '/blocks', { userId: blocked.user.id });
  await call(app, blocker.token, 'POST', '/blocks', { userId: owner.user.id });
  await call(app, owner.token, 'POST', `/matches/${matchId}/report`, { reason: REPORT_REASONS[0], details: 'Rude' });
  const { reports } = (await call(app, moderator.token, 'GET', '/moderation/reports')) as {
    reports: { id: string; reporter: { id: string } }[];
  };
  const report = reports.find((row) => row.reporter.id === owner.user.id);
  if (!report) throw new Error("the owner's report is not in the moderation queue");
  // The partner's report about the owner, warned; the owner appeals the statement (decision 086).
  await call(app, partner.token, 'POST', `/matches/${matchId}/report`, { reason: REPORT_REASONS[1], details: 'Rude' });
  const aboutOwner = (await call(app, moderator.token, 'GET', '/moderation/reports?limit=100&sort=newest')) as {
    reports: { id: string; reporter: { id: string } | null }[];
  };
  const partnerReport = aboutOwner.reports.find((row) => row.reporter?.id === partner.user.id);
  if (!partnerReport) throw new Error("the partner's report is not in the moderation queue");
  await call(app, moderator.token, 'POST', `/moderation/reports/${partnerReport.id}/warn`);
  const { statements } = (await call(app, owner.token, 'GET', '/account/statements')) as {
    statements: { id: string }[];
  };
  const statementId = statements[0]!.id;
  await call(app, owner.token, 'POST', '/account/appeals', { statementId, text: 'I was not rude' });
  const { appeals } = (await call(app, moderator.token, 'GET', '/moderation/appeals?limit=100&sort=newest')) as {
    appeals: { id: string; member: { id: string } }[];
  };
  const appealId = appeals.find((row) => row.member.id === owner.user.id)!.id;
  await app.notifications.settle();
  const { notifications } = (await call(app, owner.token, 'GET', '/notifications')) as {
    notifications: { id: string; matchId: string | null }[];
  };
  const notification = notifications.find((row) => row.matchId === matchId);
  if (!notification) throw new Error("the owner's match notification is missing");
  const custom = await call(app, owner.token, 'POST', '/icebreakers', { text: 'What is your favourite season?' });
  await submitSelfie(app, owner);
  const { verifications } = (await call(app, moderator.token, 'GET', '/moderation/verifications?limit=50')) as {
    verifications: { id: string; status: string; member: { id: string } }[];
  };
  const verification = verifications.find((row) => row.member.id === owner.user.id && row.status === 'pending');
  if (!verification) throw new Error("the owner's selfie is not in the review queue");
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: owner.email, password: owner.password },
  });
  const { sessions } = (await call(app, owner.token, 'GET', '/account/sessions')) as {
    sessions: { id: string; current: boolean }[];
  };
  const otherSession = sessions.find((session) => !session.current);
  if (!otherSession) throw new Error("the owner's second session is missing");
  // Stored directly: adding one through the API takes an authenticator (passkeys.routes.test.ts).
  const [passkey] = await db
    .insert(passkeys)
    .values({
      userId: owner.user.id,
      credentialId: `cast-${owner.user.id}`,
      publicKey: new Uint8Array([1, 2, 3]),
      deviceType: 'multiDevice',
      backedUp: true,
      name: 'Chrome on macOS',
    })
    .returning({ id: passkeys.id });
  // Stored directly: the job asks only after a date or a week of quiet (we-met.routes.test.ts).
  const [prompt] = await db
    .insert(weMetPrompts)
    .values({ memberId: owner.user.id, otherId: partner.user.id, matchId, reason: 'quiet' })
    .returning({ id: weMetPrompts.id });
  return {
    owner,
    partner,
    matchId,
    messageId: sent.data.id,
    questionId: answered.questionId,
    reportId: report.id,
    notificationId: notification.id,
    customIcebreakerId: custom.icebreaker.id,
    otherSessionId: otherSession.id,
    passkeyId: passkey!.id,
    datePlanId: plan.data.id,
    emergencyContactId: contact.id,
    weMetPromptId: prompt!.id,
    verificationId: verification.id,
    statementId,
    appealId,
    former,
    unanswered: answerTo(1),
  };
}

async function formerMatchOf(app: FastifyInstance, db: Database, owner: CreatedMember) {
  const [spot] = await db
    .select({ lat: profiles.lat, lng: profiles.lng })
    .from(profiles)
    .where(eq(profiles.userId, owner.user.id));
  const member = await createDiscoverableMember(app, db, {
    profile: { name: 'Quinn', gender: 'male', showMe: 'Women', age: 33, ageRange: [25, 40] },
    columns: { lat: spot!.lat, lng: spot!.lng, maxDistance: 5 },
  });
  await call(app, member.token, 'POST', `/matches/${owner.user.id}/like`);
  const liked = await call(app, owner.token, 'POST', `/matches/${member.user.id}/like`);
  const matchId = liked.data.match?.id as string | undefined;
  if (!matchId) throw new Error('the owner and the former match did not match');
  const sent = await call(app, member.token, 'POST', `/conversations/${matchId}/messages`, { content: 'Before' });
  const plan = await call(app, member.token, 'POST', '/dates', datePlanBody(matchId));
  await call(app, owner.token, 'POST', `/matches/${matchId}/block`, {});
  return { member, matchId, messageId: sent.data.id as string, datePlanId: plan.data.id as string };
}

/** A date proposal (decision 101) a week from now, in the proposer's own words. */
export function datePlanBody(matchId: string) {
  return {
    matchId,
    idea: 'Picnic in the park',
    place: 'The bandstand',
    startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    timeZone: 'UTC',
    note: 'Shall we?',
  };
}

/** In every owner's Hidden Words list: no response to anyone else may carry it. */
export const OWNER_HIDDEN_WORD = 'quokkazanzibar';
/** Every owner's emergency contact's address (decision 102): no response to anyone else may carry it. */
export const OWNER_CONTACT_EMAIL = 'quokka.contact@example.com';

/** What no other member may ever read: e-mail addresses, password hashes, exact coordinates. */
export function secretsOf(members: CreatedMember[], coordinates: number[]): string[] {
  return [
    ...members.map((member) => member.email),
    '$argon2',
    'correct horse battery',
    // Four decimals (about 10 m), cut rather than rounded so they are a prefix of what JSON would print.
    ...coordinates.map((value) => String(value)).map((text) => text.slice(0, text.indexOf('.') + 5)),
  ];
}
