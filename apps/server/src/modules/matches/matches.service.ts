import { ageOn } from '@kindred/contract/age';
import { isUuid } from '../../http/is-uuid';
import { MATCH_MESSAGES, type Match } from '@kindred/contract/matches';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, NotFound } from '../../http/errors';
import { interestKey } from '../compatibility/interests-score';
import type { PhotoService } from '../photos/photos.service';
import { toMatch } from './match-view';
import { endLiveMatchBetween, findLiveMatch, findMatchPair, listLiveMatches, type MatchRow } from './matches.repo';
import { visibleDistance } from '../profiles/shown-distance';

export interface MatchesDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  now?: () => Date;
}

export interface MatchesFilter {
  minAge?: number;
  maxAge?: number;
  maxDistance?: number;
  interests?: string[];
  page: number;
  limit: number;
}

/**
 * SPEC 7 Matches: a member's live matches, newest first, and what they can do with one. Every
 * match id is checked against the member asking: another member's match answers 404, as does one
 * that ended, is blocked either way, or whose other member is suspended.
 */
export function createMatchesService({ db, events, photos, now = () => new Date() }: MatchesDeps) {
  async function matchesOf(rows: MatchRow[]): Promise<Match[]> {
    const today = now();
    const photoUrls = await photos.photoUrlsOfMany(rows.map((row) => row.otherId));
    return rows.map((row) => toMatch(row, photoUrls.get(row.otherId) ?? [], today));
  }

  async function liveMatch(memberId: string, matchId: string): Promise<MatchRow> {
    if (!isUuid(matchId)) throw new BadRequest(MATCH_MESSAGES.invalidMatchId);
    const row = await findLiveMatch(db, memberId, matchId);
    if (!row) throw new NotFound(MATCH_MESSAGES.matchNotFound);
    return row;
  }

  /** The other member of any match `memberId` had under this id, live or ended. */
  async function partnerIn(memberId: string, matchId: string): Promise<string> {
    if (!isUuid(matchId)) throw new BadRequest(MATCH_MESSAGES.invalidMatchId);
    const pair = await findMatchPair(db, memberId, matchId);
    if (!pair) throw new NotFound(MATCH_MESSAGES.matchNotFound);
    return pair.otherId;
  }

  return {
    /**
     * The screen's filters (SPEC 5 Match filters) applied here too, by what the card shows: the
     * age, the shown distance (members who hide their location are kept), any shared interest.
     */
    async list(memberId: string, filter: MatchesFilter) {
      const today = now();
      const wanted = new Set((filter.interests ?? []).map(interestKey));
      const rows = (await listLiveMatches(db, memberId)).filter((row) => {
        const age = row.birthdate ? ageOn(row.birthdate, today) : null;
        if (filter.minAge !== undefined && (age === null || age < filter.minAge)) return false;
        if (filter.maxAge !== undefined && (age === null || age > filter.maxAge)) return false;
        const distance = visibleDistance(row.metres, row.locationSharing);
        if (filter.maxDistance !== undefined && distance !== null && distance > filter.maxDistance) return false;
        return wanted.size === 0 || row.interests.some((interest) => wanted.has(interestKey(interest)));
      });
      const start = (filter.page - 1) * filter.limit;
      return {
        matches: await matchesOf(rows.slice(start, start + filter.limit)),
        pagination: {
          total: rows.length,
          page: filter.page,
          limit: filter.limit,
          pages: Math.max(1, Math.ceil(rows.length / filter.limit)),
        },
      };
    },

    async get(memberId: string, matchId: string): Promise<Match> {
      const [match] = await matchesOf([await liveMatch(memberId, matchId)]);
      return match!;
    },

    /** Ends the match for both; with `closure` (End chat, decision 103) the other member reads it. */
    async unmatch(memberId: string, matchId: string, closure?: string): Promise<void> {
      const row = await liveMatch(memberId, matchId);
      const ended = await endLiveMatchBetween(db, memberId, row.otherId, memberId);
      if (!ended) throw new NotFound(MATCH_MESSAGES.matchNotFound);
      events.emit('match.ended', {
        matchId: ended,
        memberIds: [memberId, row.otherId],
        endedBy: memberId,
        reason: 'unmatch',
        ...(closure === undefined ? {} : { closure }),
      });
    },

    /** The other member of a match this member had (live or ended): what blocks and reports go through. */
    partnerOf: partnerIn,

    /**
     * Ends the live match between two members, if any, in the caller's transaction (a block ends
     * the match in the same transaction that stores it); the id of the match ended. The caller
     * announces `match.ended` after its commit.
     */
    endLiveMatchBetween: (tx: Database, a: string, b: string, endedBy: string): Promise<string | null> =>
      endLiveMatchBetween(tx, a, b, endedBy),
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
