import { ageOn } from '@kindred/contract/age';
import { isUuid } from '../../http/is-uuid';
import { SAFETY_MESSAGES, type ModerationAction, type ModerationReport } from '@kindred/contract/safety';
import {
  MODERATION_DECISION_MESSAGES,
  REPORT_TO_STATEMENT_REASON,
  type ModerationActionBody,
} from '@kindred/contract/moderation-decisions';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import type { VoiceNote } from '@kindred/contract/voice-notes';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../http/errors';
import type { Member } from '../../http/authenticate';
import type { MessageService } from '../messages/messages.service';
import { photoIdOf, type PhotoService } from '../photos/photos.service';
import { suspendUser, writeAudit } from './decisions.repo';
import { noticeFor, recordDecision, suspensionEnd } from './statements';
import {
  findQueueRow,
  findReport,
  listReports,
  resolveOpenReportsAbout,
  resolveReport,
  setRole,
  type QueueRow,
  type QueueSort,
  type ReportStatus,
} from './moderation.repo';

export interface QueueQuery {
  status: ReportStatus;
  sort: QueueSort;
  page: number;
  limit: number;
}

export interface ModerationDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany' | 'photoUrlsOf' | 'removePhoto'>;
  /** The messages module's read of a pair's latest messages, newest first. */
  recentMessagesBetween: MessageService['recentMessagesBetween'];
  /** What screening holds from a member's recipients, and its release (decision 081). */
  heldMessagesOf: MessageService['heldMessagesOf'];
  /** A reported message in its conversation, oldest first. */
  messagesAround: MessageService['messagesAround'];
  releaseHeld: MessageService['releaseHeld'];
  /** Shows a quarantined member to new people again (profiles' write, decision 083). */
  setQuarantined: (userId: string, quarantined: boolean) => Promise<void>;
  /** The voice notes these messages carry, signed, by message id (decision 109); absent, none are shown. */
  voiceNotesOf?: (messageIds: readonly string[]) => Promise<ReadonlyMap<string, VoiceNote>>;
  now?: () => Date;
}

const RECENT_MESSAGES = 20;
const OUTCOME: Record<ModerationAction, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
  'remove-photo': 'photo-removed',
};

/**
 * DESIGN 7: reports reach a moderation queue. Moderators (a role set from the command line) see
 * open reports with the reported profile and the latest messages between the two members, and
 * dismiss, warn (a system notification to the member) or suspend (no sign-in, sessions ended,
 * gone from everyone's lists; their other open reports close with it).
 */
export function createModerationService({
  db,
  events,
  photos,
  recentMessagesBetween,
  heldMessagesOf,
  messagesAround,
  releaseHeld,
  setQuarantined,
  voiceNotesOf,
  now = () => new Date(),
}: ModerationDeps) {
  function requireModerator(member: Member): void {
    if (member.role !== 'moderator') throw new Forbidden(SAFETY_MESSAGES.moderatorsOnly);
  }

  async function toReports(rows: QueueRow[]): Promise<ModerationReport[]> {
    const today = now();
    const reportedIds = [...new Set(rows.flatMap((row) => (row.reportedId ? [row.reportedId] : [])))];
    const [photoUrls, conversations] = await Promise.all([
      photos.photoUrlsOfMany(reportedIds),
      Promise.all(
        rows.map((row) => {
          // A reported message: the ten around it (newest first, like the others below).
          if (row.messageId) return messagesAround(row.messageId, 5, 4).then((rows) => rows.reverse());
          if (!row.reportedId) return [];
          // Screening's reports show what it holds; a member's, the pair's conversation.
          if (!row.reporterId) return heldMessagesOf(row.reportedId, RECENT_MESSAGES);
          return recentMessagesBetween(row.reporterId, row.reportedId, RECENT_MESSAGES);
        }),
      ),
    ]);
    const messageIds = conversations.flatMap((messages) => messages.map((message) => message.id));
    const voices =
      voiceNotesOf && messageIds.length > 0 ? await voiceNotesOf(messageIds) : new Map<string, VoiceNote>();
    return rows.map((row, index) => ({
      id: row.id,
      reason: row.reason as ModerationReport['reason'],
      details: row.details,
      source: row.source,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      subject: row.subject,
      reporter: row.reporterId ? { id: row.reporterId, name: row.reporterName } : null,
      reported:
        row.reportedId && row.reportedName !== null
          ? {
              id: row.reportedId,
              name: row.reportedName,
              age: row.reportedBirthdate ? ageOn(row.reportedBirthdate, today) : null,
              location: row.reportedLocation ?? '',
              bio: row.reportedBio ?? '',
              photos: photoUrls.get(row.reportedId) ?? [],
              status: row.reportedStatus ?? 'active',
              openReports: row.reportedOpenReports,
              reporters: row.reportedReporters,
              quarantined: row.reportedQuarantined,
            }
          : null,
      // Oldest first, as a conversation reads.
      reportedMessageId: row.messageId,
      recentMessages: conversations[index]!.reverse().map((message) => ({
        id: message.id,
        senderId: message.senderId,
        // Unsent after it was reported: the report's copy (decision 108).
        content:
          message.id === row.messageId && message.unsentAt !== null ? (row.messageContent ?? '') : message.content,
        createdAt: message.createdAt.toISOString(),
        voice: voices.get(message.id) ?? null,
      })),
    }));
  }

  /** One of the member's photos, by its URL or id, and its place (1 = first). */
  async function photoToRemove(
    userId: string,
    photoId: string | undefined,
  ): Promise<{ url: string; position: number }> {
    if (!photoId) throw new BadRequest(MODERATION_DECISION_MESSAGES.photoRequired);
    const urls = await photos.photoUrlsOf(userId);
    const wanted = photoId.toLowerCase();
    const index = urls.findIndex((url) => url === photoId || photoIdOf(userId, url) === wanted);
    if (index < 0) throw new NotFound(MODERATION_DECISION_MESSAGES.photoNotFound);
    return { url: urls[index]!, position: index + 1 };
  }

  return {
    /** A page of the queue; most-reported first by default (decision 030). */
    async queue(member: Member, query: QueueQuery) {
      requireModerator(member);
      const { rows, total } = await listReports(db, query);
      const { page, limit } = query;
      return {
        reports: await toReports(rows),
        pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    /**
     * Acts on an open report (decision 086): the body's reason (default: the report's), the
     * member's message, the moderators' note, a suspension's duration (default: for good) and the
     * photo to remove. Each action on a member writes a statement of reasons; each, an audit row.
     */
    async act(
      member: Member,
      reportId: string,
      action: ModerationAction,
      body: ModerationActionBody = {},
    ): Promise<ModerationReport> {
      requireModerator(member);
      const report = isUuid(reportId) ? await findReport(db, reportId) : undefined;
      if (!report) throw new NotFound(SAFETY_MESSAGES.reportNotFound);
      if (report.status !== 'open') throw new Conflict(SAFETY_MESSAGES.reportAlreadyResolved);
      const reportedId = report.reportedId;
      if (action !== 'dismiss' && !reportedId) throw new BadRequest(SAFETY_MESSAGES.reportNamesNoMember);
      const photo = action === 'remove-photo' ? await photoToRemove(reportedId!, body.photoId) : null;
      const outcome = OUTCOME[action];
      const reason =
        body.reason ?? REPORT_TO_STATEMENT_REASON[report.reason as keyof typeof REPORT_TO_STATEMENT_REASON];
      const at = now();
      // The photos module's own removal: its files go, and verification hears of it (decision 079).
      if (photo) await photos.removePhoto(reportedId!, photo.url);
      const statement = await db.transaction(async (t) => {
        if (!(await resolveReport(t, reportId, outcome, member.userId))) {
          throw new Conflict(SAFETY_MESSAGES.reportAlreadyResolved);
        }
        const audit = {
          action: `report.${action}`,
          targetId: reportId,
          details: (body.note ? { note: body.note } : {}) as Record<string, string | number>,
        };
        if (action === 'dismiss') {
          await writeAudit(t, { moderatorId: member.userId, subjectId: reportedId, ...audit });
          return null;
        }
        const until = action === 'suspend' ? suspensionEnd(body.duration ?? 'permanent', at) : null;
        if (action === 'suspend') {
          await suspendUser(t, reportedId!, until);
          await resolveOpenReportsAbout(t, reportedId!, outcome, member.userId);
        }
        return recordDecision(t, {
          moderatorId: member.userId,
          userId: reportedId!,
          action: action === 'suspend' ? 'suspend' : action === 'warn' ? 'warn' : 'remove-photo',
          reason,
          message: body.message,
          note: body.note,
          reportId,
          photoPosition: photo?.position ?? null,
          until,
          audit: {
            ...audit,
            details: {
              ...audit.details,
              ...(action === 'suspend' ? { duration: body.duration ?? 'permanent' } : {}),
              ...(photo ? { photoPosition: photo.position } : {}),
            },
          },
        });
      });
      const notice = statement ? noticeFor(statement) : null;
      // The notifications module writes what the member reads.
      if (notice) events.emit('member.warned', { userId: reportedId!, content: notice });
      if (action === 'suspend') events.emit('member.suspended', { userId: reportedId! });
      // A moderator has decided about them: a quarantine ends (a suspension hides them anyway).
      if (action !== 'suspend' && reportedId) await setQuarantined(reportedId, false);
      // Screening held their messages pending this decision: nothing wrong found, so they go out.
      if (action === 'dismiss' && reportedId && report.reporterId === null) await releaseHeld(reportedId);
      const [resolved] = await toReports([(await findQueueRow(db, reportId))!]);
      return resolved!;
    },

    /** The make-moderator command's (setMemberRole below). */
    setMemberRole: (email: string, role: 'member' | 'moderator') => setMemberRole(db, email, role),
  };
}

/**
 * Gives a member the moderator role or takes it back (the make-moderator command; no route sets
 * roles). False when no account has this e-mail.
 */
export function setMemberRole(db: Database, email: string, role: 'member' | 'moderator'): Promise<boolean> {
  return setRole(db, email, role);
}

export type ModerationService = ReturnType<typeof createModerationService>;
