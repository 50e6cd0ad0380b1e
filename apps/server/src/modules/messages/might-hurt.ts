import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

// obscenity's maintained English list, with its transformers for look-alike letters, repeated
// letters and the like (decision 084): not a list of our own.
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The two parts of obscenity's matcher (0.4) the quick check below reads; checked when this loads. */
interface MatcherInternals {
  blacklistedTerms: { regExp: RegExp }[];
  blacklistMatcherTransformers: unknown;
  applyTransformers: (input: string, transformers: unknown) => [number[], string];
}

function hasInternals(value: object): value is MatcherInternals {
  return (
    'blacklistedTerms' in value &&
    Array.isArray(value.blacklistedTerms) &&
    value.blacklistedTerms.every(
      (term: unknown) => typeof term === 'object' && term !== null && 'regExp' in term && term.regExp instanceof RegExp,
    ) &&
    'blacklistMatcherTransformers' in value &&
    'applyTransformers' in value &&
    typeof value.applyTransformers === 'function'
  );
}

/**
 * Whether any of the list's patterns could match, in one pass. The matcher runs its 119 patterns
 * over the text one after another, each through String#matchAll (which copies the regex): about
 * 90 µs a chat message on a 2-core machine, a tenth of the chat path's CPU at 2,000 messages a
 * second. One regex joining them all answers "none" in about 20 µs, and "none" from it means none
 * from the matcher; anything else goes to the matcher, whitelist and all, so the answer is its own.
 */
function quickCheck(internals: MatcherInternals): ((text: string) => boolean) | undefined {
  const flags = new Set(internals.blacklistedTerms.map((term) => term.regExp.flags));
  if (flags.size !== 1) return undefined;
  const anyTerm = new RegExp(
    internals.blacklistedTerms.map((term) => `(?:${term.regExp.source})`).join('|'),
    [...flags][0]!.replace('g', ''),
  );
  return (text) => anyTerm.test(internals.applyTransformers(text, internals.blacklistMatcherTransformers)[1]);
}

const couldMatch = hasInternals(matcher) ? quickCheck(matcher) : undefined;

/** Whether the offensive-language list flags this text. */
export function mightHurt(text: string): boolean {
  if (text === '') return false;
  if (couldMatch && !couldMatch(text)) return false;
  return matcher.hasMatch(text);
}

/** Whether the one-pass check is in use (false would mean obscenity changed inside; a test says so). */
export const mightHurtHasQuickCheck = couldMatch !== undefined;
