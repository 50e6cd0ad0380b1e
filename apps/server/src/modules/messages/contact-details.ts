import { plainText } from './plain-text';

/**
 * Whether a message shares a way to leave the app: a link, an e-mail address or a phone number
 * (docs/decisions/077). Scammers spell these out to get past filters, so the text is first folded:
 * look-alike and full-width characters to plain ones (NFKC), accents dropped, number words to
 * digits ("five five five" → "555"), " dot " and " at " to "." and "@".
 */

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
// Inside words too ("555one2three4567"): "someone" becomes "some1", a lone digit between letters,
// which never joins a run of seven.
const NUMBER_WORD = new RegExp(Object.keys(NUMBER_WORDS).join('|'), 'g');

/** Seven digits or more with only separators between them: how phone numbers are written. */
const PHONE = /(?:\d[\s().,+-]{0,3}){6,}\d/;
/** "12/05/2026", "12.05.26": eight digits that are a date, not a number to call. */
const DATE = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g;
const SCHEME_OR_WWW = /\b(?:https?:\/\/|www\.)\S/;
const EMAIL = /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/**
 * A bare domain ("bit.ly/x", "mysite.com"): a name, a dot, then one of the endings that links
 * actually use. The list keeps ordinary words with a stray dot ("done.so") from counting.
 */
const BARE_DOMAIN =
  /\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|me|ly|gl|gg|app|dev|xyz|info|biz|site|online|link|live|club|top|shop|store|page|us|uk|ca|de|fr|es|it|nl|ru|au|in|br|to|tv|cc|ws|be)\b/u;

function fold(text: string): string {
  return (
    plainText(text)
      .replace(NUMBER_WORD, (word) => NUMBER_WORDS[word]!)
      .replace(/\s*[([{]?\s*\bdot\b\s*[)\]}]?\s*/g, '.')
      // A sentence's full stop has no space before it; "example . com" does.
      .replace(/\s+\.\s*/g, '.')
      .replace(/\s*[([{]?\s*\bat\b\s*[)\]}]?\s*(?=[\p{L}\p{N}-]+\.)/gu, '@')
  );
}

export function hasContactDetails(text: string): boolean {
  const folded = fold(text);
  return (
    PHONE.test(folded.replace(DATE, ' ')) ||
    (folded.includes('@') && EMAIL.test(folded)) ||
    (folded.includes('.') && (SCHEME_OR_WWW.test(folded) || BARE_DOMAIN.test(folded)))
  );
}
