import { z } from 'zod';
import { MESSAGES } from './messages';

// zod's own messages ("Invalid input: expected string, received null") are for developers. This
// error map words every issue a schema left without a message of its own, in SPEC 5's style
// ('{field} must be a number'), for the HTTP API, the socket acks and the web forms alike.

type Issue = Parameters<NonNullable<Parameters<typeof z.config>[0]>['customError'] & {}>[0];

/** The field a person would recognise: the last named segment of the path ('ageRange.1' is ageRange). */
function fieldOf(path: readonly PropertyKey[] | undefined): string | null {
  const named = (path ?? []).filter((part) => typeof part === 'string');
  return named.length ? String(named[named.length - 1]) : null;
}

const isMissing = (input: unknown) => input === undefined || input === null;
const huge = (limit: number | bigint) => Math.abs(Number(limit)) >= Number.MAX_SAFE_INTEGER;

function invalidType(field: string, expected: string, input: unknown): string {
  if (isMissing(input)) return MESSAGES.fieldRequired(field);
  switch (expected) {
    case 'string':
      return MESSAGES.fieldMustBeString(field);
    case 'int':
      return typeof input === 'number' && Number.isFinite(input)
        ? MESSAGES.wholeNumber(field)
        : MESSAGES.fieldMustBeNumber(field);
    case 'number':
    case 'bigint':
      return MESSAGES.fieldMustBeNumber(field);
    case 'boolean':
      return MESSAGES.fieldMustBeBoolean(field);
    case 'array':
    case 'tuple':
      return MESSAGES.fieldMustBeArray(field);
    case 'object':
    case 'record':
      return MESSAGES.fieldMustBeObject(field);
    default:
      return MESSAGES.fieldNotValid(field);
  }
}

export function readableIssueMessage(issue: Issue): string {
  const named = fieldOf(issue.path);
  if (named === null && issue.code === 'invalid_type' && issue.expected === 'object') return MESSAGES.bodyMustBeObject;
  const field = named ?? 'This value';
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(field, issue.expected, issue.input);
    case 'too_small': {
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? MESSAGES.fieldEmpty(field)
          : MESSAGES.fieldMinLength(field, Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return MESSAGES.fieldMinItems(field, Number(issue.minimum));
      if (huge(issue.minimum)) return MESSAGES.fieldTooSmall(field);
      const minimum = issue.minimum.toString();
      return issue.inclusive === false ? MESSAGES.fieldAbove(field, minimum) : MESSAGES.fieldAtLeast(field, minimum);
    }
    case 'too_big': {
      if (issue.origin === 'string') return MESSAGES.fieldMaxLength(field, Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return MESSAGES.fieldMaxItems(field, Number(issue.maximum));
      if (huge(issue.maximum)) return MESSAGES.fieldTooLarge(field);
      const maximum = issue.maximum.toString();
      return issue.inclusive === false ? MESSAGES.fieldBelow(field, maximum) : MESSAGES.fieldAtMost(field, maximum);
    }
    case 'invalid_value':
      return issue.values.length === 1 && isMissing(issue.input)
        ? MESSAGES.fieldRequired(field)
        : MESSAGES.fieldOneOf(field, issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return MESSAGES.fieldUnknown(issue.keys.join(', '));
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.emailInvalid : MESSAGES.fieldNotValid(field);
    default:
      return isMissing(issue.input) ? MESSAGES.fieldRequired(field) : MESSAGES.fieldNotValid(field);
  }
}

// Installed once, by loading this module: every schema file of the contract loads it through
// text.ts, so no parse anywhere (server, socket, web) can fall back to zod's wording.
z.config({ customError: readableIssueMessage });
