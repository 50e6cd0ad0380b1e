import { IMPORTANCE_LEVELS, type Importance } from '@kindred/contract/compatibility';
import type { QuestionAnswer } from '../compatibility/compatibility-member';
import { interestKey } from '../compatibility/interests-score';
import { QUESTION_BANK } from '../compatibility/question-bank';

/**
 * Members as columns of typed arrays, one slot each, for ranking a whole radius in memory
 * (docs/decisions/054). Strings become codes of a dictionary; an answer to the question bank packs
 * into 16 bits: the option chosen (3 bits, +1 so 0 means unanswered), the options accepted (8 bits)
 * and the importance (3 bits). packed-score.ts reads them with the engine's own rules.
 */

/** Codes for strings: 0 stands for "none" (null or the empty string). */
export function createDictionary(restored?: readonly string[]) {
  const strings: string[] = restored && restored[0] === '' ? [...restored] : [''];
  const codes = new Map<string, number>(strings.slice(1).map((value, index) => [value, index + 1]));
  return {
    /** Every string by its code (the first, code 0, is ''), for a snapshot. */
    strings: (): readonly string[] => strings,
    code(value: string | null | undefined): number {
      if (value === null || value === undefined || value === '') return 0;
      let code = codes.get(value);
      if (code === undefined) {
        code = strings.length;
        strings.push(value);
        codes.set(value, code);
      }
      return code;
    },
    /** The code of a string seen before, or -1 (a filter on a value nobody has). */
    known: (value: string): number => codes.get(value) ?? -1,
    string: (code: number): string | null => (code === 0 ? null : (strings[code] ?? null)),
    get size() {
      return strings.length;
    },
  };
}
export type Dictionary = ReturnType<typeof createDictionary>;

/** Question ids in bank order, each with its option ids (options a stored answer names are added). */
const questionColumn = new Map(QUESTION_BANK.map((question, index) => [question.id, index]));
const optionIndexes = QUESTION_BANK.map((question) => question.options.map((option) => option.id));
/** Columns of the answers block: one per question of the bank. */
export const QUESTION_COLUMNS = QUESTION_BANK.length;
const MAX_OPTIONS = 8;
const IMPORTANCE_INDEX = new Map<Importance, number>(IMPORTANCE_LEVELS.map((level, index) => [level, index]));

function optionIndex(column: number, optionId: string): number {
  const options = optionIndexes[column]!;
  let index = options.indexOf(optionId);
  if (index < 0 && options.length < MAX_OPTIONS) index = options.push(optionId) - 1;
  return index;
}

/**
 * The questions' ids and each one's option ids in packing order: a snapshot of the index records
 * them, since options a stored answer names are added in the order this process met them.
 */
export function packingOrder(): { questions: string[]; options: string[][] } {
  return { questions: QUESTION_BANK.map((question) => question.id), options: optionIndexes.map((list) => [...list]) };
}

/**
 * Takes on a snapshot's packing order when the answers it packed mean the same here: the same
 * questions, and per question one option list extending the other. False when they would not.
 */
export function adoptPackingOrder(order: { questions: readonly string[]; options: readonly (readonly string[])[] }) {
  const questions = QUESTION_BANK.map((question) => question.id);
  if (order.questions.length !== questions.length || order.questions.some((id, index) => id !== questions[index])) {
    return false;
  }
  if (order.options.length !== optionIndexes.length) return false;
  const startsWith = (longer: readonly string[], shorter: readonly string[]) =>
    longer.length >= shorter.length && shorter.every((id, index) => longer[index] === id);
  const fits = order.options.every((theirs, column) => {
    const ours = optionIndexes[column]!;
    return theirs.length <= MAX_OPTIONS && (startsWith(theirs, ours) || startsWith(ours, theirs));
  });
  if (!fits) return false;
  order.options.forEach((theirs, column) => {
    const ours = optionIndexes[column]!;
    for (const id of theirs.slice(ours.length)) ours.push(id);
  });
  return true;
}

/** One answer in 16 bits, or 0 when it cannot be packed (a question not in the bank). */
export function packAnswer(questionId: string, answer: QuestionAnswer): { column: number; packed: number } | null {
  const column = questionColumn.get(questionId);
  if (column === undefined) return null;
  const chosen = optionIndex(column, answer.answer);
  let accepted = 0;
  for (const id of answer.accepted) {
    const index = optionIndex(column, id);
    if (index >= 0) accepted |= 1 << index;
  }
  const importance = IMPORTANCE_INDEX.get(answer.importance) ?? 0;
  // An option beyond the eighth (never in the bank) is chosen by nobody else: no one accepts it.
  const choice = chosen < 0 ? MAX_OPTIONS - 1 : chosen;
  return { column, packed: (choice + 1) | (accepted << 3) | (importance << 11) };
}

/** The answer `packAnswer` packed for the question of `column` (the card's scoring reads it back). */
export function unpackAnswer(column: number, packed: number): QuestionAnswer | null {
  if (packed === 0) return null;
  const options = optionIndexes[column]!;
  return {
    answer: options[answerChoice(packed)] ?? '',
    accepted: options.filter((_, index) => answerAccepts(packed, index)),
    importance: IMPORTANCE_LEVELS[answerImportance(packed)] ?? IMPORTANCE_LEVELS[0],
  };
}

/** The bank column of a question, or undefined for one not in the bank. */
export const questionColumnOf = (questionId: string) => questionColumn.get(questionId);

export const answerChoice = (packed: number) => (packed & 7) - 1;
export const answerAccepts = (packed: number, choice: number) => ((packed >> 3) & (1 << choice)) !== 0;
export const answerImportance = (packed: number) => packed >> 11;

/** A birth date as yyyymmdd (0 when unknown), so ages and date bounds are integer comparisons. */
export function birthNumber(birthdate: string | null): number {
  if (!birthdate) return 0;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate);
  return match ? Number(match[1]) * 10000 + Number(match[2]) * 100 + Number(match[3]) : 0;
}

/** contract/age.ts ageOn, on yyyymmdd numbers (UTC today). */
export function ageFromBirth(birth: number, todayNumber: number): number | null {
  if (birth === 0) return null;
  const years = Math.floor(todayNumber / 10000) - Math.floor(birth / 10000);
  return todayNumber % 10000 < birth % 10000 ? years - 1 : years;
}

export const dateNumber = (date: Date) =>
  date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/** Interest codes in the order the member lists them, each key once (the engine's order). */
export function interestCodes(interests: readonly string[], dictionary: Dictionary): number[] {
  const codes: number[] = [];
  for (const label of interests) {
    const key = interestKey(label);
    if (key === '') continue;
    const code = dictionary.code(key);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
