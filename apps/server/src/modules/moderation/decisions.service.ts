import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import {
  MODERATION_DECISION_MESSAGES,
  MODERATION_DECISION_TEXTS,
  type AppealInput,
  type AppealOutcome,
  type AuditAction,
  type AuditEntry,
  type ModerationAppeal,
  type Statement,
  type StatementReason,
  type SuspensionNotice,
} from '@kindred/contract/moderation-decisions';
import { SAFETY_MESSAGES } from '@kindred/contract/safety';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { DomainEvents } from '../../events/domain-events';
import type { Member } from '../../http/authenticate';
import { Conflict, Forbidden, NotFound, Unauthorized } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { hashToken, newToken } from '../auth/token';
import * as repo from './decisions.repo';
import { noticeFor, recordDecision, toStatement } from './statements';

export interface DecisionServiceDeps {
  db: Database;
  events: DomainEvents;
  now?: () => Date;
}

interface Page {
  page: number;
  limit: number;
}

const pagination = (total: number, { page, limit }: Page) => ({
  total,
  page,
  limit,
  pages: Math.max(1, Math.ceil(total / limit)),
});

/**
 * Decision 086: statements of reasons, appeals (once per decision, the answer final), lifting a
 * suspension, the audit log, and what a suspended sign-in is told. Report actions are in
 * moderation.service.ts and write their statements through statements.ts.
 */
export function createDecisionService({ db, events, now = () => new Date() }: DecisionServiceDeps) {
  function requireModerator(member: Member): void {
    if (member.role !== 'moderator') throw new Forbidden(SAFETY_MESSAGES.moderatorsOnly);
  }

  function toAppeal(row: repo.AppealQueueRow): ModerationAppeal {
    const { appeal: _appeal, ...statement } = toStatement(row.statement, null);
    return {
      id: row.appeal.id,
      status: row.appeal.status,
      text: row.appeal.text,
      createdAt: row.appeal.createdAt.toISOString(),
      answer: row.appeal.answer,
      answeredAt: row.appeal.answeredAt?.toISOString() ?? null,
      member: { id: row.appeal.userId, name: row.memberName, status: row.memberStatus },
      statement: { ...statement, note: row.statement.note, reportId: row.statement.reportId },
    };
  }

  /** Whose appeal this is: the session's member, or the suspended sign-in's token (its decision only). */
  async function appellant(
    input: AppealInput,
    session: Member | null,
  ): Promise<{ userId: string; tokenHash: string | null }> {
    if (input.appealToken) {
      const tokenHash = hashToken(input.appealToken);
      const token = await repo.findAppealToken(db, tokenHash, now());
      if (!token) throw new Unauthorized(MODERATION_DECISION_MESSAGES.appealTokenInvalid);
      // The token files its own decision's appeal and nothing else.
      if (token.statementId !== input.statementId) throw new NotFound(MODERATION_DECISION_MESSAGES.statementNotFound);
      return { userId: token.userId, tokenHash };
    }
    if (!session) throw new Unauthorized(MESSAGES.unauthorized);
    return { userId: session.userId, tokenHash: null };
  }

  return {
    async statementsOf(member: Member): Promise<{ statements: Statement[] }> {
      const rows = await repo.statementsOf(db, member.userId);
      return { statements: rows.map((row) => toStatement(row.statement, row.appeal)) };
    },

    /** Once per decision; never an unsuspension; only the member's own decisions. */
    async appeal(input: AppealInput, session: Member | null): Promise<Statement> {
      const { userId, tokenHash } = await appellant(input, session);
      const found = isUuid(input.statementId) ? await repo.findStatement(db, input.statementId) : undefined;
      if (!found || found.statement.userId !== userId)
        throw new NotFound(MODERATION_DECISION_MESSAGES.statementNotFound);
      if (found.statement.action === 'unsuspend')
        throw new Conflict(MODERATION_DECISION_MESSAGES.cannotAppealUnsuspend);
      if (found.appeal) throw new Conflict(MODERATION_DECISION_MESSAGES.alreadyAppealed);
      try {
        await db.transaction(async (tx) => {
          if (tokenHash && !(await repo.consumeAppealToken(tx, tokenHash, now()))) {
            throw new Unauthorized(MODERATION_DECISION_MESSAGES.appealTokenInvalid);
          }
          await repo.insertAppeal(tx, { statementId: found.statement.id, userId, text: input.text });
          await repo.deleteAppealTokensOf(tx, found.statement.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(MODERATION_DECISION_MESSAGES.alreadyAppealed);
        throw error;
      }
      const after = (await repo.findStatement(db, found.statement.id))!;
      return toStatement(after.statement, after.appeal);
    },

    async appeals(
      member: Member,
      query: Page & { status: 'open' | 'answered'; sort: 'oldest' | 'newest' },
    ): Promise<{ appeals: ModerationAppeal[]; pagination: ReturnType<typeof pagination> }> {
      requireModerator(member);
      const { rows, total } = await repo.listAppeals(db, query);
      return { appeals: rows.map(toAppeal), pagination: pagination(total, query) };
    },

    /** Final: uphold, or overturn (a suspension under appeal is lifted; a removed photo stays gone). */
    async answer(
      member: Member,
      appealId: string,
      { outcome, message }: { outcome: AppealOutcome; message: string },
    ): Promise<ModerationAppeal> {
      requireModerator(member);
      const row = isUuid(appealId) ? await repo.findAppealRow(db, appealId) : undefined;
      if (!row) throw new NotFound(MODERATION_DECISION_MESSAGES.appealNotFound);
      if (row.appeal.userId === member.userId) throw new Forbidden(MODERATION_DECISION_MESSAGES.ownAppeal);
      if (row.appeal.status !== 'open') throw new Conflict(MODERATION_DECISION_MESSAGES.appealAlreadyAnswered);
      const userId = row.appeal.userId;
      const lifted = await db.transaction(async (tx) => {
        const answered = await repo.answerAppeal(tx, appealId, {
          status: outcome === 'uphold' ? 'upheld' : 'overturned',
          answer: message,
          moderatorId: member.userId,
        });
        if (!answered) throw new Conflict(MODERATION_DECISION_MESSAGES.appealAlreadyAnswered);
        const liftNow = outcome === 'overturn' && row.statement.action === 'suspend';
        const wasLifted = liftNow ? await repo.unsuspendUser(tx, userId) : false;
        await repo.writeAudit(tx, {
          moderatorId: member.userId,
          action: `appeal.${outcome}` satisfies AuditAction,
          subjectId: userId,
          targetId: appealId,
          details: { statementId: row.statement.id, decision: row.statement.action, unsuspended: wasLifted },
        });
        return wasLifted;
      });
      const { notices } = MODERATION_DECISION_TEXTS;
      events.emit('member.warned', {
        userId,
        content: outcome === 'uphold' ? notices.appealUpheld : notices.appealOverturned,
      });
      if (lifted) events.emit('profile.changed', { userId });
      return toAppeal((await repo.findAppealRow(db, appealId))!);
    },

    /** Lifts a member's suspension, from their statement or the queue, with a statement of reasons. */
    async unsuspend(
      member: Member,
      userId: string,
      body: { reason?: StatementReason; message?: string; note?: string },
    ): Promise<Statement> {
      requireModerator(member);
      const standing = isUuid(userId) ? await repo.findMemberStatus(db, userId) : undefined;
      if (!standing) throw new NotFound(MODERATION_DECISION_MESSAGES.memberNotFound);
      if (standing.status !== 'suspended') throw new Conflict(MODERATION_DECISION_MESSAGES.notSuspended);
      const statement = await db.transaction(async (tx) => {
        if (!(await repo.unsuspendUser(tx, userId))) throw new Conflict(MODERATION_DECISION_MESSAGES.notSuspended);
        return recordDecision(tx, {
          moderatorId: member.userId,
          userId,
          action: 'unsuspend',
          reason: body.reason ?? 'reviewed',
          message: body.message,
          note: body.note,
          audit: { action: 'member.unsuspend', targetId: userId, details: body.note ? { note: body.note } : undefined },
        });
      });
      const notice = noticeFor(statement);
      if (notice) events.emit('member.warned', { userId, content: notice });
      events.emit('profile.changed', { userId });
      return toStatement(statement, null);
    },

    async audit(
      member: Member,
      query: Page,
    ): Promise<{ entries: AuditEntry[]; pagination: ReturnType<typeof pagination> }> {
      requireModerator(member);
      const { rows, total } = await repo.listAudit(db, query);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          action: row.action as AuditAction,
          moderator: { id: row.moderatorId, name: row.moderatorName },
          subject: row.subjectId ? { id: row.subjectId, name: row.subjectName } : null,
          targetId: row.targetId,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: pagination(total, query),
      };
    },

    /** Other modules' moderator actions (verification reviews), in their own transaction. */
    writeAudit: (tx: Database, entry: repo.AuditRow) => repo.writeAudit(tx, entry),

    /** Sign-in: a timed suspension whose end has come is lifted (no job needed); true when lifted. */
    liftIfOver: (userId: string) => repo.liftEndedSuspension(db, userId, now()),

    /**
     * What a suspended member who proved who they are reads: the decision and, while it is not
     * appealed, a token that can appeal it (hashed here, short-lived, used once). Null for a
     * suspension from before decision 086 (no statement).
     */
    async suspensionNotice(userId: string): Promise<SuspensionNotice | null> {
      const latest = await repo.latestSuspensionOf(db, userId);
      if (!latest) return null;
      let appealToken: string | null = null;
      if (!latest.appeal) {
        appealToken = newToken();
        await repo.deleteExpiredAppealTokensOf(db, userId, now());
        await repo.insertAppealToken(db, {
          tokenHash: hashToken(appealToken),
          userId,
          statementId: latest.statement.id,
          expiresAt: new Date(now().getTime() + LIMITS.appealTokenMinutes * 60 * 1000),
        });
      }
      return { statement: toStatement(latest.statement, latest.appeal), appealToken };
    },
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
