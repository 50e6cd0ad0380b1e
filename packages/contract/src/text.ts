import { z } from 'zod';
import { MESSAGES } from './messages';
import './readable-issues';

// Text a member or a client may send (docs/decisions/031). PostgreSQL refuses NUL in text, and
// the other control characters have no place in anything a person reads; so they are refused
// everywhere, by every string schema here and by the server's guard on every request.

/**
 * C0 controls except tab, line feed and carriage return; DEL and the C1 controls; a UTF-16
 * surrogate without its pair (it cannot be stored as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]/;

// One character class first: registration photos are megabytes of base64, checked on every request.
export function hasInvisibleCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || (SURROGATE.test(value) && LONE_SURROGATE.test(value));
}

export type TextLines = 'single' | 'multi';

/** The message for a text that may not be stored, or null when it is fine. */
export function unsafeTextMessage(field: string, value: string, lines: TextLines): string | null {
  if (hasInvisibleCharacters(value)) return MESSAGES.invisibleCharacters(field);
  if (lines === 'single' && LINE_BREAKS_AND_TABS.test(value)) return MESSAGES.singleLine(field);
  return null;
}

interface TextOptions {
  lines?: TextLines;
  /** When the field is absent or null (default '{field} is required'). */
  missing?: string;
  /** When it is not a string (default SPEC 5's '{field} must be a string'). */
  notString?: string;
}

/**
 * Every string a client sends goes through this: a string, free of invisible characters, on one
 * line unless `lines: 'multi'` (bios, messages, report details). The messages given here are for
 * a wrong type only; other checks word their own or get readable-issues' sentence.
 */
export function textField(field: string, { lines = 'single', missing, notString }: TextOptions = {}) {
  return z
    .string({
      error: (issue) => {
        if (issue.code !== 'invalid_type') return undefined;
        const absent = issue.input === undefined || issue.input === null;
        return absent ? (missing ?? MESSAGES.fieldRequired(field)) : (notString ?? MESSAGES.fieldMustBeString(field));
      },
    })
    .superRefine((value, ctx) => {
      const message = unsafeTextMessage(field, value, lines);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
