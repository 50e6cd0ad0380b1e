import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { liveMatch } from '../matches/live-match';
import { containsPattern } from '../../db/contains-pattern';
import type { MessageMedia } from '../../db/message-row';

/** What a member may do in a conversation, and the settings that shape what they see. */
export interface ConversationAccess {
  matchId: string;
  otherId: string;
  /** Live match, other member active, no block either way. */
  live: boolean;
  clearedAt: Date | null;
  /** Both members show read receipts (SPEC settings: off means no "Read" either way). */
  receiptsShared: boolean;
  otherName: string;
  otherActivityStatus: boolean;
  /**
   * The member shows images from verified matches without blur and the other member is verified
   * (decision 088): read here, with the access every read of the conversation checks anyway.
   */
  imagesClear: boolean;
}

/** A match `me` belongs to (live or not), with what decides access; undefined when not theirs. */
export async function findConversationAccess(
  db: Database,
  me: string,
  matchId: string,
): Promise<ConversationAccess | undefined> {
  const [row] = rowsOf<Omit<ConversationAccess, 'clearedAt'> & { clearedAt: Date | string | null }>(
    await db.execute(sql`
      SELECT m.id AS "matchId", o.user_id AS "otherId",
        ${liveMatch({ match: 'm', me: sql`${me}::uuid`, otherUser: 'u' })} AS live,
        cs.cleared_at AS "clearedAt",
        (mine.read_receipts AND o.read_receipts) AS "receiptsShared",
        o.name AS "otherName", o.activity_status AS "otherActivityStatus",
        (mine.unblur_verified_images AND u.verified_at IS NOT NULL) AS "imagesClear"
      FROM matches m
      JOIN profiles mine ON mine.user_id = ${me}::uuid
      JOIN profiles o ON o.user_id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
      JOIN users u ON u.id = o.user_id
      LEFT JOIN conversation_states cs ON cs.match_id = m.id AND cs.user_id = ${me}::uuid
      WHERE m.id = ${matchId}::uuid AND (m.user_low = ${me}::uuid OR m.user_high = ${me}::uuid)`),
  );
  if (!row) return undefined;
  return { ...row, clearedAt: row.clearedAt === null ? null : new Date(row.clearedAt) };
}

export interface ConversationRow {
  id: string;
  matchedAt: Date;
  otherId: string;
  name: string;
  activityStatus: boolean;
  lastActiveAt: Date;
  latestId: string | null;
  latestContent: string | null;
  latestSenderId: string | null;
  latestCreatedAt: Date | null;
  latestMedia: MessageMedia | null;
  unreadCount: number;
  archived: boolean;
}

export interface ConversationFilter {
  matchId?: string;
  search?: string;
  archived?: boolean;
  page: number;
  limit: number;
}

/**
 * The member's conversations: one per live match with an active, unblocked member, latest
 * activity first. A conversation the member deleted is left out until a newer message arrives;
 * one they archived counts as archived until a newer message arrives.
 */
export async function listConversations(
  db: Database,
  me: string,
  filter: ConversationFilter,
): Promise<{ rows: ConversationRow[]; total: number }> {
  // One conversation asked for by id is shown even when deleted (empty until a new message).
  const conditions: SQL[] = filter.matchId
    ? [sql`c.id = ${filter.matchId}::uuid`]
    : [sql`(c.cleared_at IS NULL OR c.latest_id IS NOT NULL)`];
  if (filter.search) conditions.push(sql`c.name ILIKE ${containsPattern(filter.search)}`);
  if (filter.archived !== undefined) conditions.push(sql`c.archived = ${filter.archived}`);
  const rows = rowsOf<ConversationRow & { total: number }>(
    await db.execute(sql`
      WITH c AS (
        SELECT m.id, m.created_at AS matched_at, p.user_id AS other_id, p.name, p.activity_status,
          p.last_active_at, cs.cleared_at, latest.id AS latest_id, latest.content AS latest_content,
          latest.sender_id AS latest_sender_id, latest.created_at AS latest_created_at,
          latest.media AS latest_media,
          COALESCE(cs.archived_at >= COALESCE(latest.created_at, m.created_at), false) AS archived,
          COALESCE(latest.created_at, m.created_at) AS active_at
        FROM matches m
        JOIN profiles p ON p.user_id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
        JOIN users u ON u.id = p.user_id
        LEFT JOIN conversation_states cs ON cs.match_id = m.id AND cs.user_id = ${me}::uuid
        LEFT JOIN LATERAL (
          SELECT id, content, sender_id, created_at, media FROM messages
          WHERE match_id = m.id AND (cs.cleared_at IS NULL OR created_at > cs.cleared_at)
            AND (held_at IS NULL OR sender_id = ${me}::uuid)
            AND (NOT hidden_for_recipient OR sender_id = ${me}::uuid)
          ORDER BY created_at DESC, id DESC LIMIT 1
        ) latest ON true
        WHERE (m.user_low = ${me}::uuid OR m.user_high = ${me}::uuid)
          AND ${liveMatch({ match: 'm', me: sql`${me}::uuid`, otherUser: 'u' })}
      )
      SELECT c.id, c.matched_at AS "matchedAt", c.other_id AS "otherId", c.name,
        c.activity_status AS "activityStatus", c.last_active_at AS "lastActiveAt",
        c.latest_id AS "latestId", c.latest_content AS "latestContent", c.latest_sender_id AS "latestSenderId",
        c.latest_created_at AS "latestCreatedAt", c.latest_media AS "latestMedia", c.archived,
        (SELECT count(*)::int FROM messages u WHERE u.match_id = c.id AND u.sender_id = c.other_id
          AND u.read_at IS NULL AND u.held_at IS NULL AND NOT u.hidden_for_recipient
          AND (c.cleared_at IS NULL OR u.created_at > c.cleared_at)) AS "unreadCount",
        count(*) OVER ()::int AS total
      FROM c
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY c.active_at DESC, c.id
      LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      matchedAt: new Date(row.matchedAt),
      lastActiveAt: new Date(row.lastActiveAt),
      latestCreatedAt: row.latestCreatedAt === null ? null : new Date(row.latestCreatedAt),
      unreadCount: Number(row.unreadCount),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** How many conversations a filter matches when its page is past the end (the window count is lost). */
export async function countConversations(db: Database, me: string, filter: ConversationFilter): Promise<number> {
  const { total } = await listConversations(db, me, { ...filter, page: 1, limit: 1 });
  return total;
}

export async function setArchived(db: Database, me: string, matchId: string, archived: boolean): Promise<void> {
  await db.execute(sql`
    INSERT INTO conversation_states (match_id, user_id, archived_at)
    VALUES (${matchId}::uuid, ${me}::uuid, ${archived ? sql`clock_timestamp()` : null})
    ON CONFLICT (match_id, user_id) DO UPDATE SET archived_at = EXCLUDED.archived_at`);
}

/** Deleted for me: hides every message so far from this member only, and leaves nothing unread. */
export async function clearConversation(db: Database, me: string, matchId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO conversation_states (match_id, user_id, cleared_at, archived_at)
    VALUES (${matchId}::uuid, ${me}::uuid, clock_timestamp(), NULL)
    ON CONFLICT (match_id, user_id) DO UPDATE SET cleared_at = EXCLUDED.cleared_at, archived_at = NULL`);
}

/**
 * Whom a member's presence concerns: the other members of their live matches, or nobody when the
 * member turned activity status off (SPEC settings: it hides online state).
 */
export async function presenceAudienceOf(db: Database, me: string): Promise<string[]> {
  const rows = rowsOf<{ otherId: string }>(
    await db.execute(sql`
      SELECT CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END AS "otherId"
      FROM profiles p
      JOIN matches m ON (m.user_low = p.user_id OR m.user_high = p.user_id) AND m.ended_at IS NULL
      WHERE p.user_id = ${me}::uuid AND p.activity_status`),
  );
  return rows.map((row) => row.otherId);
}
