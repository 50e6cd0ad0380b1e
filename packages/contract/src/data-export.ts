import { z } from 'zod';
import { statementSchema } from './moderation-decisions';
import { storedAnswerSchema } from './compatibility';
import { INTERACTION_STATUSES, USER_ROLES, USER_STATUSES } from './enums';
import { ownProfileSchema } from './profile';

// GET /account/export (ours, decision 011): the member's own data as one JSON file. Every section
// is declared, so nothing reaches the file that was not meant to (another member appears only as
// an id).

const at = z.string();
const nullableAt = z.string().nullable();

export const dataExportSchema = z.object({
  exportedAt: at,
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    createdAt: at,
    termsAcceptedAt: nullableAt,
    /** When the member's current break began (decision 070), or null. */
    pausedAt: nullableAt,
  }),
  profile: ownProfileSchema.nullable(),
  answers: z.array(storedAnswerSchema),
  interactions: z.array(z.object({ memberId: z.string(), status: z.enum(INTERACTION_STATUSES), at })),
  profileViews: z.array(z.object({ memberId: z.string(), durationMs: z.number().nullable(), source: z.string(), at })),
  /**
   * The member's reply rate as ranking reads it (decision 107): conversations others started with
   * them lately, those they answered, and the smoothed rate; null when nobody has written to them.
   */
  replyRate: z.object({ received: z.number(), replied: z.number(), rate: z.number() }).nullable(),
  matches: z.array(
    z.object({
      id: z.string(),
      memberId: z.string(),
      compatibilityScore: z.number(),
      subScores: z.object({
        values: z.number(),
        interests: z.number(),
        lifestyle: z.number(),
        communication: z.number(),
      }),
      createdAt: at,
      endedAt: nullableAt,
    }),
  ),
  notifications: z.array(z.object({ type: z.string(), content: z.string(), createdAt: at, readAt: nullableAt })),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: at })),
  blockedMembers: z.array(z.object({ memberId: z.string(), reason: z.string().nullable(), at })),
  /** Hidden Words (decision 085): the member's own list. */
  hiddenWords: z.array(z.string()),
  /** Emergency contacts (decision 102): the people the member named, and whether they confirmed. */
  emergencyContacts: z.array(
    z.object({ name: z.string(), email: z.string(), confirmed: z.boolean(), addedAt: at, confirmedAt: at.nullable() }),
  ),
  reports: z.array(
    // memberId is null once the reported member has deleted their account (the report stays).
    z.object({
      memberId: z.string().nullable(),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      createdAt: at,
    }),
  ),
  /** `unsent` (decision 108): the member unsent it, and its text is gone. */
  messagesSent: z.array(z.object({ matchId: z.string(), content: z.string(), at, unsent: z.boolean() })),
  /** Voice notes (decision 109): the ones the member sent, with their conversation, message and length. */
  voiceNotesSent: z.array(
    z.object({ id: z.string(), matchId: z.string(), messageId: z.string().nullable(), durationMs: z.number(), at }),
  ),
  savedDateIdeas: z.array(z.object({ ideaId: z.string(), title: z.string(), savedAt: at })),
  /**
   * Date plans (decision 101), either side: the other member as an id; the note and the cancel
   * note only where the member wrote them.
   */
  datePlans: z.array(
    z.object({
      id: z.string(),
      matchId: z.string(),
      memberId: z.string(),
      proposedByMe: z.boolean(),
      idea: z.string(),
      place: z.string(),
      startsAt: at,
      timeZone: z.string(),
      note: z.string().nullable(),
      state: z.string(),
      cancelNote: z.string().nullable(),
      createdAt: at,
    }),
  ),
  /** Video calls (decision 110), either side: the other member as an id; the matches the member turned calls on for. */
  videoCalls: z.array(
    z.object({
      id: z.string(),
      matchId: z.string(),
      memberId: z.string(),
      calledByMe: z.boolean(),
      state: z.string(),
      endReason: z.string().nullable(),
      startedAt: at,
      answeredAt: at.nullable(),
      endedAt: at.nullable(),
    }),
  ),
  videoCallsOn: z.array(z.object({ matchId: z.string(), enabledAt: at })),
  /** "We met" (decision 106): the member's own prompts and answers (the other member as an id). */
  weMet: z.array(
    z.object({
      matchId: z.string(),
      memberId: z.string(),
      reason: z.string(),
      answer: z.string().nullable(),
      askedAt: at,
      answeredAt: at.nullable(),
      dismissedAt: at.nullable(),
    }),
  ),
  /** "Share my date" (decision 104): the member's shares (the contact as an id; never the link). */
  dateShares: z.array(
    z.object({
      id: z.string(),
      datePlanId: z.string(),
      contactId: z.string(),
      note: z.string().nullable(),
      sharedAt: at,
      revokedAt: nullableAt,
    }),
  ),
  /** The member's date check-ins (decision 104) and their logs. */
  dateCheckIns: z.array(
    z.object({
      id: z.string(),
      datePlanId: z.string(),
      minutes: z.number(),
      startedAt: at,
      endsAt: at,
      askedAt: nullableAt,
      alertedAt: nullableAt,
      endedAt: nullableAt,
      log: z.array(
        z.object({
          kind: z.string(),
          at,
          minutes: z.number().nullable(),
          contactNames: z.array(z.string()),
        }),
      ),
    }),
  ),
  savedIcebreakers: z.array(z.object({ id: z.string(), text: z.string().nullable(), savedAt: at })),
  customIcebreakers: z.array(
    z.object({ id: z.string(), text: z.string(), categoryId: z.string(), isSaved: z.boolean(), createdAt: at }),
  ),
  billing: z.object({
    subscriptions: z.array(
      z.object({
        plan: z.string(),
        months: z.number(),
        provider: z.string(),
        status: z.string(),
        currentPeriodStart: at,
        currentPeriodEnd: at,
        cancelAtPeriodEnd: z.boolean(),
        endedAt: nullableAt,
      }),
    ),
    boosts: z.array(z.object({ startedAt: at, endsAt: at })),
  }),
  connectedAccounts: z.array(z.object({ provider: z.string(), connectedAt: at })),
  sessions: z.array(z.object({ createdAt: at, lastUsedAt: at, expiresAt: at, userAgent: z.string().nullable() })),
  /** The kinds of device signed in from, kept to tell a new one (decision 069). */
  knownDevices: z.array(z.object({ device: z.string(), firstSeenAt: at, lastSeenAt: at })),
  /** The member's passkeys (decision 071): their names and dates, never the key material. */
  passkeys: z.array(z.object({ name: z.string(), createdAt: at, lastUsedAt: nullableAt })),
  /** Every selfie sent for verification (decision 079), as stored, with the pose and the decision. */
  verifications: z.array(
    z.object({
      poseId: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      selfie: z.string(),
      createdAt: at,
      reviewedAt: nullableAt,
      endedAt: nullableAt,
      /** The selfie's face as the face detector describes it (128 numbers; decision 089). */
      faceDescriptor: z.array(z.number()).nullable(),
    }),
  ),
  /** The faces the detector found in each profile photo, to compare with a selfie (decision 089). */
  photoFaces: z.array(z.object({ photoId: z.string(), faces: z.array(z.array(z.number())), checkedAt: at })),
  /** Moderation decisions about the member, as they read them, with their appeals (decision 086). */
  moderationDecisions: z.array(statementSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;
