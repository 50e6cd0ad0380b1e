import {
  MODERATION_DECISION_TEXTS,
  STATEMENT_REASON_TEXTS,
  SUSPENSION_DAYS,
  type Statement,
  type StatementAction,
  type StatementReason,
  type SuspensionDuration,
} from '@kindred/contract/moderation-decisions';
import type { Database } from '../../db/database';
import { insertStatement, writeAudit, type AppealRow, type StatementRow } from './decisions.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension of this duration, starting now, ends; null = for good. */
export function suspensionEnd(duration: SuspensionDuration, now: Date): Date | null {
  const days = SUSPENSION_DAYS[duration];
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

/** What the member reads: the reason's sentence, then the moderator's own words if any. */
export function statementText(reason: StatementReason, message: string | undefined): string {
  const base = STATEMENT_REASON_TEXTS[reason].text;
  return message ? `${base} ${message}` : base;
}

/** A statement as its member reads it (never the moderator's note). */
export function toStatement(row: StatementRow, appeal: AppealRow | null): Statement {
  const reason = row.reason as StatementReason;
  return {
    id: row.id,
    action: row.action,
    reason,
    reasonLabel: STATEMENT_REASON_TEXTS[reason].label,
    text: row.text,
    photoPosition: row.photoPosition,
    until: row.until?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    appeal: {
      state: appeal?.status ?? 'none',
      canAppeal: !appeal && row.action !== 'unsuspend',
      text: appeal?.text ?? null,
      answer: appeal?.answer ?? null,
      answeredAt: appeal?.answeredAt?.toISOString() ?? null,
    },
  };
}

export interface Decision {
  moderatorId: string;
  userId: string;
  action: StatementAction;
  reason: StatementReason;
  message?: string;
  note?: string;
  reportId?: string | null;
  photoPosition?: number | null;
  until?: Date | null;
  /** The audit log's name for it and what else it keeps. */
  audit: { action: string; targetId: string | null; details?: Record<string, string | number | boolean | null> };
}

/** Writes the statement the member reads and the audit row, in the caller's transaction. */
export async function recordDecision(tx: Database, decision: Decision): Promise<StatementRow> {
  const statement = await insertStatement(tx, {
    userId: decision.userId,
    action: decision.action,
    reason: decision.reason,
    text: statementText(decision.reason, decision.message),
    note: decision.note || null,
    reportId: decision.reportId ?? null,
    photoPosition: decision.photoPosition ?? null,
    until: decision.until ?? null,
    moderatorId: decision.moderatorId,
  });
  await writeAudit(tx, {
    moderatorId: decision.moderatorId,
    action: decision.audit.action,
    subjectId: decision.userId,
    targetId: decision.audit.targetId,
    details: { statementId: statement.id, reason: decision.reason, ...decision.audit.details },
  });
  return statement;
}

/** The notification's words for a statement, or null when none is sent (a suspension: no session). */
export function noticeFor(statement: StatementRow): string | null {
  const reason = statement.text;
  if (statement.action === 'warn') return MODERATION_DECISION_TEXTS.notices.warn(reason);
  if (statement.action === 'remove-photo')
    return MODERATION_DECISION_TEXTS.notices.removePhoto(statement.photoPosition ?? 1, reason);
  if (statement.action === 'unsuspend') return MODERATION_DECISION_TEXTS.notices.unsuspend;
  return null;
}
