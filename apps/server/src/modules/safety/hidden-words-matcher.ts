import { resolveConfusablesTransformer } from 'obscenity';
import { LOOK_ALIKES } from './look-alikes';

// Hidden Words (decision 085): whether a message holds one of a member's entries, seeing through
// what people do to slip a word past a filter. Both the message and the entries are read the same
// way: look-alike characters as plain letters (obscenity's confusables table and NFKC), accents
// dropped, lower case, digits and signs standing for letters read as them ("pineappl3"), and
// letters spelled out one at a time ("p i n e a p p l e", "p.i.n.e") read as one word. An entry
// matches whole words only: "ass" hides "ass", "a s s" and "asses", never "class" or "assume".

const confusables = resolveConfusablesTransformer();
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;
const MARKS = /\p{M}/gu;
/** Emoji presentation selectors: "❤️" and "❤" are one heart. */
const VARIATION_SELECTORS = /[\uFE0E\uFE0F]/gu;
/** Between letters spelled out one at a time. */
const SPELLED = '_';
/** Between words. */
const GAP = ' ';

/** One code point as a plain lower-case character: '' for a combining mark, which reads as nothing. */
function plainCharacter(character: string): string {
  const code = character.codePointAt(0)!;
  // Plain ASCII needs only lower case (the table would read "|" as "l", a divider as a letter).
  if (code < 0x80) return character.toLowerCase();
  const resolved = confusables.transform(code);
  const base = (typeof resolved === 'number' ? String.fromCodePoint(resolved) : character).normalize('NFD');
  return base.replace(MARKS, '').toLowerCase();
}

/**
 * The text's words, as plain characters. Digits and signs that stand for letters read as them when
 * they touch a letter ("pineappl3", "a$$"); alone ("3 cats") they stay what they are.
 */
export function wordsOf(text: string): string[] {
  const characters = [...text.normalize('NFKC')].map(plainCharacter).filter((character) => character !== '');
  const isLetter = (index: number) => LETTER.test(characters[index] ?? '');
  for (let start = 0; start < characters.length; start += 1) {
    if (!Object.hasOwn(LOOK_ALIKES, characters[start]!)) continue;
    let end = start;
    while (end + 1 < characters.length && Object.hasOwn(LOOK_ALIKES, characters[end + 1]!)) end += 1;
    if (isLetter(start - 1) || isLetter(end + 1)) {
      for (let index = start; index <= end; index += 1) characters[index] = LOOK_ALIKES[characters[index]!]!;
    }
    start = end;
  }
  const words: string[] = [];
  let word = '';
  for (const character of characters) {
    if (WORD_CHARACTER.test(character)) {
      word += character;
    } else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words;
}

/**
 * The text as the matcher searches it: words apart by a space, except letters spelled out one at
 * a time, which are joined by "_" so an entry may run through them ("p_i_n_e_a_p_p_l_e").
 */
export function searchableText(text: string): string {
  const words = wordsOf(text);
  let out = '';
  words.forEach((word, index) => {
    if (index > 0) out += [...word].length === 1 && [...words[index - 1]!].length === 1 ? SPELLED : GAP;
    out += word;
  });
  return out;
}

/** A run of one letter, as the matcher compares them: "pp" is one run of two. */
interface Run {
  character: string;
  count: number;
}

/** A message's runs, with where words begin and end around them and what stands before each. */
interface TextRun extends Run {
  /** A space stands before it: it begins a new word (letters spelled out are apart by "_"). */
  spaceBefore: boolean;
  /** Its first letter begins a word, or a spelled-out letter. */
  starts: boolean;
  /** Its last letter ends a word, or a spelled-out letter. */
  ends: boolean;
}

function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const searchable = searchableText(text);
  const characters = [...searchable];
  characters.forEach((character, index) => {
    if (character === GAP || character === SPELLED) return;
    const before = characters[index - 1];
    const after = characters[index + 1];
    const boundaryBefore = before === undefined || before === GAP || before === SPELLED;
    const boundaryAfter = after === undefined || after === GAP || after === SPELLED;
    const last = runs[runs.length - 1];
    if (last && last.character === character && before !== GAP) {
      last.count += 1;
      last.ends = boundaryAfter;
    } else {
      runs.push({ character, count: 1, spaceBefore: before === GAP, starts: boundaryBefore, ends: boundaryAfter });
    }
  });
  return runs;
}

/** An entry's runs, and before which of them one of its words begins (where a space may stand). */
interface EntryRuns {
  runs: Run[];
  wordStarts: Set<number>;
}

function entryRuns(words: string[]): EntryRuns {
  const runs: Run[] = [];
  const wordStarts = new Set<number>();
  for (const word of words) {
    wordStarts.add(runs.length);
    let last: Run | undefined;
    for (const character of word) {
      if (last?.character === character) last.count += 1;
      else runs.push((last = { character, count: 1 }));
    }
  }
  return { runs, wordStarts };
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entries: EntryRuns[];
}

const newNode = (): TrieNode => ({ next: new Map(), entries: [] });

/**
 * Whether the entry matches the text's runs from `first` to `first + runs - 1`: each letter at
 * least as many times as in the entry (stretched letters still match), a space only where the
 * entry's words meet, and a whole word at the end (an English plural "s" or "es" allowed).
 */
function matchesAt(entry: EntryRuns, runs: TextRun[], first: number): boolean {
  for (let index = 0; index < entry.runs.length; index += 1) {
    const run = runs[first + index]!;
    const wanted = entry.runs[index]!.count;
    // Stretched letters read as the letter ("pleeease"); more digits are another number.
    if (run.count < wanted || (run.count > wanted && !LETTER.test(run.character))) return false;
    if (index > 0 && run.spaceBefore && !entry.wordStarts.has(index)) return false;
  }
  const last = first + entry.runs.length - 1;
  if (runs[last]!.ends) return true;
  const plural = runs.slice(last + 1, last + 3);
  const [one, two] = plural;
  if (one?.character === 's' && one.count === 1 && one.ends && !one.spaceBefore) return true;
  return one?.character === 'e' && one.count === 1 && !one.spaceBefore && !one.ends
    ? two?.character === 's' && two.count === 1 && two.ends && !two.spaceBefore
    : false;
}

export interface HiddenWordsMatcher {
  /** Whether the text holds one of the entries. */
  matches(text: string): boolean;
}

/** Text as emoji entries are looked for in it: composed, without presentation selectors. */
const emojiText = (text: string) => text.normalize('NFC').replace(VARIATION_SELECTORS, '');

/**
 * A matcher for a member's entries. An entry with letters or digits is matched by them, as whole
 * words: a trie of the entries' letter runs, walked from each place a word begins, so a message
 * costs about its length times the longest entry whatever the list's size. One without letters
 * (emoji, "🍍🍍") is looked for as it is written, anywhere in the text.
 */
export function compileHiddenWords(entries: readonly string[]): HiddenWordsMatcher {
  const root = newNode();
  const symbols: string[] = [];
  for (const entry of entries) {
    const words = wordsOf(entry);
    if (words.length === 0) {
      const symbol = emojiText(entry).trim();
      if (symbol !== '') symbols.push(symbol);
      continue;
    }
    const compiled = entryRuns(words);
    let node = root;
    for (const { character } of compiled.runs) {
      let next = node.next.get(character);
      if (!next) node.next.set(character, (next = newNode()));
      node = next;
    }
    node.entries.push(compiled);
  }
  const hasWords = root.next.size > 0;
  return {
    matches(text: string): boolean {
      if (hasWords) {
        const runs = textRuns(text);
        for (let first = 0; first < runs.length; first += 1) {
          if (!runs[first]!.starts) continue;
          let node: TrieNode | undefined = root;
          for (let index = first; index < runs.length && node; index += 1) {
            node = node.next.get(runs[index]!.character);
            if (node?.entries.some((entry) => matchesAt(entry, runs, first))) return true;
          }
        }
      }
      if (symbols.length === 0) return false;
      const plain = emojiText(text);
      return symbols.some((symbol) => plain.includes(symbol));
    },
  };
}
