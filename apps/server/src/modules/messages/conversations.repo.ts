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
  /** The latest message was unsent (decision 108). */
  latestUnsent: boolean;
  unreadCount: number;
  archived: boolean;
  /** The other member wrote the latest message the member sees: the member's turn (decision 103). */
  yourTurn: boolean;
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
          latest.media AS latest_media, latest.unsent_at IS NOT NULL AS latest_unsent,
          COALESCE(cs.archived_at >= COALESCE(latest.created_at, m.created_at), false) AS archived,
          COALESCE(latest.created_at, m.created_at) AS active_at
        FROM matches m
        JOIN profiles p ON p.user_id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
        JOIN users u ON u.id = p.user_id
        LEFT JOIN conversation_states cs ON cs.match_id = m.id AND cs.user_id = ${me}::uuid
        LEFT JOIN LATERAL (
          SELECT id, content, sender_id, created_at, media, unsent_at FROM messages
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
        c.latest_created_at AS "latestCreatedAt", c.latest_media AS "latestMedia",
        coalesce(c.latest_unsent, false) AS "latestUnsent", c.archived,
        c.latest_sender_id IS NOT DISTINCT FROM c.other_id AS "yourTurn",
        (SELECT count(*)::int FROM messages u WHERE u.match_id = c.id AND u.sender_id = c.other_id
          AND u.read_at IS NULL AND u.held_at IS NULL AND NOT u.hidden_for_recipient
          AND (c.cleared_at IS NULL OR u.created_at > c.cleared_at)) AS "unreadCount",
        count(*) OVER ()::int AS total
      FROM c
      WHERE ${sql.join(conditions, sql` AND `)}
      -- Your Turn first (decision 103), then latest activity.
      ORDER BY (c.latest_sender_id IS NOT DISTINCT FROM c.other_id) DESC, c.active_at DESC, c.id
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

/**
 * Since when a conversation has been the member's turn (decision 103), or NULL: the earliest
 * message the other member sent after the member's own last one, when the last message the member
 * can see is the other's. Held and hidden messages do not count; nor does what the member deleted.
 */
function yourTurnSince(matchId: SQL, me: string, otherId: SQL, clearedAt: SQL): SQL {
  const seen = sql`(${clearedAt} IS NULL OR x.created_at > ${clearedAt}) AND x.held_at IS NULL`;
  return sql`(
    SELECT min(x.created_at) FROM messages x
    WHERE x.match_id = ${matchId} AND x.sender_id = ${otherId} AND ${seen} AND NOT x.hidden_for_recipient
      AND x.created_at > COALESCE((
        SELECT max(y.created_at) FROM messages y WHERE y.match_id = ${matchId} AND y.sender_id = ${me}::uuid
      ), '-infinity'::timestamptz)
  )`;
}

/**
 * The latest message of a conversation the member can see (as in the list): held messages only
 * their sender sees, hidden ones only theirs, nothing from before the member deleted it.
 */
function latestSeen(me: string): SQL {
  return sql`LATERAL (
    SELECT x.sender_id, x.created_at FROM messages x
    WHERE x.match_id = m.id AND (cs.cleared_at IS NULL OR x.created_at > cs.cleared_at)
      AND (x.held_at IS NULL OR x.sender_id = ${me}::uuid)
      AND (NOT x.hidden_for_recipient OR x.sender_id = ${me}::uuid)
    ORDER BY x.created_at DESC, x.id DESC LIMIT 1
  ) latest ON true`;
}

/** The member's live matches, each with the other member (`u`) and the member's state (`cs`). */
function liveMatchesOf(me: string): SQL {
  return sql`matches m
    JOIN users u ON u.id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
    LEFT JOIN conversation_states cs ON cs.match_id = m.id AND cs.user_id = ${me}::uuid`;
}

const liveAndMine = (me: string) =>
  sql`(m.user_low = ${me}::uuid OR m.user_high = ${me}::uuid)
    AND ${liveMatch({ match: 'm', me: sql`${me}::uuid`, otherUser: 'u' })}`;

/**
 * How many of the member's live conversations have been their turn since before `before`
 * (decision 103: too many, and new likes wait). The turn's start is looked up only where the
 * other member wrote last, and not at all where even their latest message is older.
 */
export async function countTurnsWaitingSince(db: Database, me: string, before: Date): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      SELECT count(*)::int AS count
      FROM ${liveMatchesOf(me)}
      JOIN ${latestSeen(me)}
      WHERE ${liveAndMine(me)} AND latest.sender_id = u.id
        AND (latest.created_at < ${before.toISOString()}::timestamptz
          OR ${yourTurnSince(sql`m.id`, me, sql`u.id`, sql`cs.cleared_at`)} < ${before.toISOString()}::timestamptz)`),
  );
  return Number(row?.count ?? 0);
}

/**
 * The inbox's two counts in one statement (GET /conversations/unread-count): messages to the
 * member not yet read (as `unreadCountOf` counts them) and live conversations on their turn.
 */
export async function inboxCountsOf(db: Database, me: string): Promise<{ unreadCount: number; yourTurnCount: number }> {
  const [row] = rowsOf<{ unreadCount: number | string; yourTurnCount: number | string }>(
    await db.execute(sql`
      SELECT
        coalesce(sum((SELECT count(*) FROM messages msg
          WHERE msg.match_id = m.id AND msg.sender_id = u.id AND msg.read_at IS NULL AND msg.held_at IS NULL
            AND NOT msg.hidden_for_recipient AND (cs.cleared_at IS NULL OR msg.created_at > cs.cleared_at))), 0)::int
          AS "unreadCount",
        count(*) FILTER (WHERE latest.sender_id = u.id)::int AS "yourTurnCount"
      FROM ${liveMatchesOf(me)}
      LEFT JOIN ${latestSeen(me)}
      WHERE ${liveAndMine(me)}`),
  );
  return { unreadCount: Number(row?.unreadCount ?? 0), yourTurnCount: Number(row?.yourTurnCount ?? 0) };
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
