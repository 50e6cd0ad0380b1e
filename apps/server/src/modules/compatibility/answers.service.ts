import { ANSWER_MESSAGES, type AnswerInput, type StoredAnswer } from '@kindred/contract/compatibility';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { NotFound, fieldError } from '../../http/errors';
import * as repo from './answers.repo';
import { listActiveQuestions, syncQuestionBank, type StoredQuestion } from './question-bank.repo';

const toStored = (row: repo.AnswerRow): StoredAnswer => ({
  questionId: row.questionId,
  answer: row.answer,
  accepted: row.accepted,
  importance: row.importance,
  updatedAt: row.updatedAt.toISOString(),
});

/** Members' answers to the question bank: checked against the stored questions and their options. */
/** At start-up, before the service is built: the stored question bank becomes the code's (a deploy may change it). */
export function prepareQuestionBank(db: Database): Promise<void> {
  return syncQuestionBank(db);
}

/** `events` hears of every saved or removed answer (recommendation decks place the member anew). */
export function createAnswerService(db: Database, events?: Pick<DomainEvents, 'emit'>) {
  // The bank changes only with a deploy (syncQuestionBank at start-up): read it once.
  let bank: Promise<StoredQuestion[]> | null = null;
  const storedQuestions = () => (bank ??= listActiveQuestions(db));
  const findQuestion = async (id: string) => (await storedQuestions()).find((question) => question.id === id);

  return {
    /** The bank as members see it (themes are for reasons, not for the form). */
    async questions() {
      return (await storedQuestions()).map(({ id, category, text, options }) => ({ id, category, text, options }));
    },

    /** A member's answer rows, in the caller's transaction (scoring a new match reads them). */
    answersIn: (tx: Database, userId: string): Promise<repo.AnswerRow[]> => repo.listAnswers(tx, userId),

    async answersOf(userId: string): Promise<StoredAnswer[]> {
      return (await repo.listAnswers(db, userId)).map(toStored);
    },

    async saveAnswer(userId: string, questionId: string, input: AnswerInput): Promise<StoredAnswer> {
      const question = await findQuestion(questionId);
      if (!question) throw new NotFound(ANSWER_MESSAGES.unknownQuestion);
      const optionIds = new Set(question.options.map((option) => option.id));
      if (!optionIds.has(input.answer)) throw fieldError('answer', ANSWER_MESSAGES.unknownOption);
      if (!input.accepted.every((id) => optionIds.has(id))) throw fieldError('accepted', ANSWER_MESSAGES.unknownOption);
      const saved = toStored(await repo.upsertAnswer(db, { userId, questionId, ...input }));
      events?.emit('answers.changed', { userId });
      return saved;
    },

    async removeAnswer(userId: string, questionId: string): Promise<void> {
      if (!(await repo.deleteAnswer(db, userId, questionId))) throw new NotFound(ANSWER_MESSAGES.unknownQuestion);
      events?.emit('answers.changed', { userId });
    },
  };
}

export type AnswerService = ReturnType<typeof createAnswerService>;
