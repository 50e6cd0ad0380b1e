import {
  answerInputSchema,
  type AnswerInput,
  type Importance,
  type StoredAnswer,
} from '@kindred/contract/compatibility';
import { fieldOfPath, issuePath } from '@kindred/contract/error-paths';

/** A question card's state before it is saved. */
export interface AnswerDraft {
  /** The chosen option's id, '' until the member picks one. */
  answer: string;
  accepted: string[];
  /** False while the accepted answers simply follow the member's own answer. */
  acceptedChosen: boolean;
  importance: Importance;
}

export type AnswerField = 'answer' | 'accepted' | 'importance';

// A middle weight: a new answer counts without the member having to think about weights first.
export const DEFAULT_IMPORTANCE: Importance = 'somewhat';

export function draftFromAnswer(stored: StoredAnswer | undefined): AnswerDraft {
  if (!stored) return { answer: '', accepted: [], acceptedChosen: false, importance: DEFAULT_IMPORTANCE };
  return {
    answer: stored.answer,
    accepted: stored.accepted,
    acceptedChosen: true,
    importance: stored.importance,
  };
}

/** Picking one's own answer also accepts it from a match, until the member chooses for themselves. */
export function chooseAnswer(draft: AnswerDraft, optionId: string): AnswerDraft {
  return { ...draft, answer: optionId, accepted: draft.acceptedChosen ? draft.accepted : [optionId] };
}

/** Ticks or unticks one accepted answer, keeping the question's order of options. */
export function toggleAccepted(draft: AnswerDraft, optionId: string, optionOrder: readonly string[]): AnswerDraft {
  const next = new Set(draft.accepted);
  if (next.has(optionId)) next.delete(optionId);
  else next.add(optionId);
  return { ...draft, accepted: optionOrder.filter((id) => next.has(id)), acceptedChosen: true };
}

/** The body of the PUT, or the message to show at each field (ANSWER_MESSAGES). */
export function parseDraft(
  draft: AnswerDraft,
): { ok: true; input: AnswerInput } | { ok: false; errors: Partial<Record<AnswerField, string>> } {
  const parsed = answerInputSchema.safeParse({
    answer: draft.answer,
    accepted: draft.accepted,
    importance: draft.importance,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<AnswerField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issuePath(issue.path)) as AnswerField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
