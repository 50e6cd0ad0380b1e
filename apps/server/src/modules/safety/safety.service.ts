import type { BlockedUser, SafetyReportInput } from '@kindred/contract/safety';
import { isUuid } from '../../http/is-uuid';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, NotFound } from '../../http/errors';
import { endLiveMatchBetween } from '../matches/matches.repo';
import type { PhotoService } from '../photos/photos.service';
import { deleteBlock, insertBlock, listBlocked, memberExists } from './blocks.repo';
import { fileReport } from './file-report';
import { findReportSubject } from './reports.repo';

export interface SafetyDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
}

/**
 * SPEC 6 blocking and the Safety Center's reports. A block hides the two members from each other
 * everywhere (every list and read checks `blocks` both ways) and ends their match; unblocking
 * restores visibility, never the match.
 */
export function createSafetyService({ db, events, photos }: SafetyDeps) {
  return {
    async block(blockerId: string, blockedId: string, reason?: string): Promise<void> {
      if (blockerId === blockedId) throw new BadRequest(MATCH_MESSAGES.cannotBlockSelf);
      if (!isUuid(blockedId) || !(await memberExists(db, blockedId))) {
        throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
      }
      const endedMatchId = await db.transaction(async (t) => {
        await insertBlock(t, blockerId, blockedId, reason || null);
        return endLiveMatchBetween(t, blockerId, blockedId, blockerId);
      });
      events.emit('member.blocked', { blockerId, blockedId });
      if (endedMatchId) {
        events.emit('match.ended', {
          matchId: endedMatchId,
          memberIds: [blockerId, blockedId],
          endedBy: blockerId,
          reason: 'block',
        });
      }
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      if (!isUuid(blockedId) || !(await deleteBlock(db, blockerId, blockedId))) {
        throw new NotFound(MATCH_MESSAGES.notBlocked);
      }
    },

    async blockedUsers(blockerId: string): Promise<BlockedUser[]> {
      const rows = await listBlocked(db, blockerId);
      const avatars = await photos.photoUrlsOfMany(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        avatarUrl: avatars.get(row.id)?.[0] ?? null,
        blockedDate: row.blockedAt.toISOString(),
        reason: row.reason,
      }));
    },

    /** The Safety Center form: stored for the moderation queue, whoever it names. */
    async reportConcern(reporterId: string, input: SafetyReportInput): Promise<void> {
      const subject = input.reportedUser || null;
      const reportedId = subject ? await findReportSubject(db, reporterId, subject) : null;
      await fileReport(db, {
        reporterId,
        reportedId,
        subject,
        source: 'safety',
        reason: input.reason,
        details: input.description,
      });
    },

    /** A report made through a match (the match screen or the conversation). */
    async reportThroughMatch(
      reporterId: string,
      reportedId: string,
      matchId: string,
      source: 'match' | 'conversation',
      input: { reason: string; details: string },
    ): Promise<void> {
      await fileReport(db, { reporterId, reportedId, matchId, source, ...input });
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
