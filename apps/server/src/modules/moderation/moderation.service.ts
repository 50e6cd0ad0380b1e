import { ageOn } from '@kindred/contract/age';
import { isUuid } from '../../http/is-uuid';
import {
  MODERATION_TEXTS,
  SAFETY_MESSAGES,
  type ModerationAction,
  type ModerationReport,
} from '@kindred/contract/safety';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../http/errors';
import type { Member } from '../../http/authenticate';
import type { MessageService } from '../messages/messages.service';
import type { PhotoService } from '../photos/photos.service';
import {
  findQueueRow,
  findReport,
  listReports,
  resolveOpenReportsAbout,
  resolveReport,
  setRole,
  suspendMember,
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
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  /** The messages module's read of a pair's latest messages, newest first. */
  recentMessagesBetween: MessageService['recentMessagesBetween'];
  /** What screening holds from a member's recipients, and its release (decision 081). */
  heldMessagesOf: MessageService['heldMessagesOf'];
  /** A reported message in its conversation, oldest first. */
  messagesAround: MessageService['messagesAround'];
  releaseHeld: MessageService['releaseHeld'];
  /** Shows a quarantined member to new people again (profiles' write, decision 083). */
  setQuarantined: (userId: string, quarantined: boolean) => Promise<void>;
  now?: () => Date;
}

const RECENT_MESSAGES = 20;
const OUTCOME: Record<ModerationAction, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
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
        content: message.content,
        createdAt: message.createdAt.toISOString(),
      })),
    }));
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

    async act(member: Member, reportId: string, action: ModerationAction): Promise<ModerationReport> {
      requireModerator(member);
      const report = isUuid(reportId) ? await findReport(db, reportId) : undefined;
      if (!report) throw new NotFound(SAFETY_MESSAGES.reportNotFound);
      if (report.status !== 'open') throw new Conflict(SAFETY_MESSAGES.reportAlreadyResolved);
      const reportedId = report.reportedId;
      if (action !== 'dismiss' && !reportedId) throw new BadRequest(SAFETY_MESSAGES.reportNamesNoMember);
      const outcome = OUTCOME[action];
      await db.transaction(async (t) => {
        if (!(await resolveReport(t, reportId, outcome, member.userId))) {
          throw new Conflict(SAFETY_MESSAGES.reportAlreadyResolved);
        }
        if (action === 'suspend') {
          await suspendMember(t, reportedId!);
          await resolveOpenReportsAbout(t, reportedId!, outcome, member.userId);
        }
      });
      // The notifications module writes the warning the member reads.
      if (action === 'warn') events.emit('member.warned', { userId: reportedId!, content: MODERATION_TEXTS.warning });
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
