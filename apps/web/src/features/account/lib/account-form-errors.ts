import { fieldOfPath } from '@kindred/contract/error-paths';
import { MESSAGES } from '@kindred/contract/messages';
import { ApiRequestError } from '@/lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** zod issues as one message per field (the first). */
export function issuesByField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors as FieldErrors<Field>;
}

/**
 * A failed account change: a wrong current password (401) and a taken address (409) belong to
 * their fields; field errors go to their fields; anything else is a banner.
 */
export function accountFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflictField?: Field,
): { fieldErrors: FieldErrors<Field>; banner: string | null } {
  if (!(error instanceof ApiRequestError)) return { fieldErrors: {}, banner: MESSAGES.networkError };
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.errors) {
    const field = fieldOfPath(issue.path);
    if ((fields as readonly string[]).includes(field)) fieldErrors[field] ??= issue.message;
  }
  if (error.status === 401 && (fields as readonly string[]).includes('currentPassword')) {
    fieldErrors.currentPassword = error.message;
  }
  if (error.status === 409 && conflictField) fieldErrors[conflictField] = error.message;
  const placed = Object.keys(fieldErrors).length > 0;
  return { fieldErrors: fieldErrors as FieldErrors<Field>, banner: placed ? null : error.message };
}
