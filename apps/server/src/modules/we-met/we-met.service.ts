import {
  WE_MET_MESSAGES,
  WE_MET_TEXTS,
  type WeMetAnswerInput,
  type WeMetAnswered,
  type WeMetPrompt,
} from '@kindred/contract/we-met';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, Conflict, NotFound } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import {
  answerPrompt,
  askAfterDates,
  askAfterQuietChats,
  dismissPrompt,
  findPrompt,
  openPromptsOf,
  tasteAnswersOf,
  type AskedPrompt,
  type TasteAnswer,
} from './we-met.repo';

export interface WeMetServiceDeps {
  db: Database;
  events: Pick<DomainEvents, 'emit'>;
  /** Members' photo URLs by id, the main one first (the photos module's). */
  photosOf: (userIds: readonly string[]) => Promise<Map<string, string[]>>;
  /**
   * Files a report on the other member of a match the reporter had (the safety service's report
   * through a match, decision 030's limits and decision 083's quarantine included).
   */
  reportThroughMatch: (
    reporterId: string,
    matchId: string,
    input: { reason: 'offline'; details: string },
  ) => Promise<void>;
}

/** Prompts created per statement; a run takes as many statements as it needs. */
const ASKED_PER_STATEMENT = 500;
/** Ranking reads at most this many of the member's latest answers (decision 106). */
export const TASTE_ANSWERS_READ = 50;

/**
 * "We met" (issue 35 part 5, decision 106): a job asks each member of a match, once, after an
 * accepted date or a conversation that went quiet; the member answers privately or dismisses. A
 * prompt is its member's alone (404 for anyone else's, 400 for a malformed id).
 */
export function createWeMetService({ db, events, photosOf, reportThroughMatch }: WeMetServiceDeps) {
  /** A prompt of the member's, still open: 404 for anyone else's, 409 once answered or dismissed. */
  async function openPrompt(memberId: string, promptId: string) {
    if (!isUuid(promptId)) throw new BadRequest(WE_MET_MESSAGES.invalidId);
    const prompt = await findPrompt(db, memberId, promptId);
    if (!prompt) throw new NotFound(WE_MET_MESSAGES.notFound);
    if (prompt.answer !== null) throw new Conflict(WE_MET_MESSAGES.alreadyAnswered);
    if (prompt.dismissedAt !== null) throw new Conflict(WE_MET_MESSAGES.dismissed);
    // A pair with a block either way is not shown, so it cannot be answered either.
    const [open] = await openPromptsOf(db, memberId, promptId);
    if (!open) throw new NotFound(WE_MET_MESSAGES.notFound);
    return prompt;
  }

  /** Why a store lost to another request: say which. */
  async function lost(memberId: string, promptId: string): Promise<never> {
    const now = await findPrompt(db, memberId, promptId);
    throw new Conflict(now?.dismissedAt ? WE_MET_MESSAGES.dismissed : WE_MET_MESSAGES.alreadyAnswered);
  }

  function announceAsked(asked: AskedPrompt[]): void {
    for (const prompt of asked) {
      events.emit('we-met.asked', {
        promptId: prompt.id,
        memberId: prompt.memberId,
        otherId: prompt.otherId,
        matchId: prompt.matchId,
      });
    }
  }

  return {
    /** GET /we-met: the member's open prompts, newest first. */
    async list(memberId: string): Promise<WeMetPrompt[]> {
      const open = await openPromptsOf(db, memberId);
      const liveIds = open.filter((entry) => entry.live).map((entry) => entry.prompt.otherId);
      const photos = liveIds.length ? await photosOf([...new Set(liveIds)]) : new Map<string, string[]>();
      return open.map(({ prompt, otherName, idea, live }) => ({
        id: prompt.id,
        matchId: prompt.matchId,
        reason: prompt.reason,
        datePlanId: prompt.datePlanId,
        idea: prompt.reason === 'date' ? idea : null,
        otherUser: {
          id: prompt.otherId,
          name: otherName,
          photo: live ? (photos.get(prompt.otherId)?.[0] ?? null) : null,
        },
        matchLive: live,
        askedAt: prompt.createdAt.toISOString(),
      }));
    },

    /**
     * POST /we-met/{id}/answer: once. "We met and it felt unsafe" files a report on the other
     * member first (reason `offline`), so a refused report (too many today) stores nothing.
     */
    async answer(
      memberId: string,
      promptId: string,
      input: WeMetAnswerInput,
      now = new Date(),
    ): Promise<WeMetAnswered> {
      const details = input.details?.trim() ?? '';
      if (details && input.answer !== 'unsafe') {
        throw new BadRequest(WE_MET_MESSAGES.detailsOnlyWhenUnsafe, [
          { path: 'details', message: WE_MET_MESSAGES.detailsOnlyWhenUnsafe },
        ]);
      }
      const prompt = await openPrompt(memberId, promptId);
      const reported = input.answer === 'unsafe';
      if (reported) {
        await reportThroughMatch(memberId, prompt.matchId, {
          reason: 'offline',
          details: WE_MET_TEXTS.reportDetails(details),
        });
      }
      const stored = await answerPrompt(db, memberId, prompt.id, input.answer, now);
      if (!stored) return lost(memberId, prompt.id);
      events.emit('we-met.answered', { memberId, answer: input.answer });
      return { id: stored.id, answer: input.answer, reported, answeredAt: stored.answeredAt!.toISOString() };
    },

    /** POST /we-met/{id}/dismiss: "Not now", never asked again about this match. */
    async dismiss(memberId: string, promptId: string, now = new Date()): Promise<void> {
      const prompt = await openPrompt(memberId, promptId);
      if (!(await dismissPrompt(db, memberId, prompt.id, now))) await lost(memberId, prompt.id);
    },

    /**
     * The prompts due at `now` (jobs/ask-we-met.job.ts): after accepted dates, then after quiet
     * chats, each created in the statement that finds it (ON CONFLICT DO NOTHING on the member and
     * match), so none is asked twice however many processes run this. Returns how many were asked.
     */
    async askDue(now = new Date()): Promise<number> {
      let asked = 0;
      for (const ask of [askAfterDates, askAfterQuietChats]) {
        for (;;) {
          const created = await ask(db, now, ASKED_PER_STATEMENT);
          announceAsked(created);
          asked += created.length;
          // Each statement covers up to ASKED_PER_STATEMENT matches, two prompts each.
          if (created.length < ASKED_PER_STATEMENT) break;
        }
      }
      return asked;
    },

    /** The member's latest see-again / not-again answers, for ranking (discovery's we-met-taste.ts). */
    tasteAnswersOf: (memberId: string): Promise<TasteAnswer[]> => tasteAnswersOf(db, memberId, TASTE_ANSWERS_READ),
  };
}

export type WeMetService = ReturnType<typeof createWeMetService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests ask for the prompts due at a chosen moment. */
    weMet: WeMetService;
  }
}
