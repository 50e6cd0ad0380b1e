import { fieldOfPath } from '@kindred/contract/error-paths';
import { MESSAGES } from '@kindred/contract/messages';
import { registrationStepForField, type RegistrationStep } from '@kindred/contract/registration-steps';
import { ApiRequestError } from '@/lib/api-client';
import { STEP_ERROR_FIELDS, type RegistrationErrors } from './registration-values';

export interface RegistrationFailure {
  fieldErrors: RegistrationErrors;
  /** The step to show: the one holding the first field error. */
  step: RegistrationStep | null;
  banner: string | null;
}

const SHOWN_FIELDS = new Set(Object.values(STEP_ERROR_FIELDS).flat());

/** The wizard shows a server's `age` error under the birth date it was computed from. */
function formField(field: string): string {
  return field === 'age' ? 'birthdate' : field;
}

/**
 * SPEC 8 Registration: field errors go under their fields (by the last path segment) and
 * the wizard jumps to the step of the first one (SPEC 4); a lone message goes in a banner;
 * anything else gets the generic text.
 */
export function mapRegistrationErrors(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    return { fieldErrors: {}, step: null, banner: MESSAGES.registrationFailed };
  }
  const [first] = error.errors;
  if (!first) return { fieldErrors: {}, step: null, banner: error.message || MESSAGES.registrationFailed };

  const fieldErrors: RegistrationErrors = {};
  const unshown: string[] = [];
  for (const item of error.errors) {
    const field = formField(fieldOfPath(item.path));
    if (SHOWN_FIELDS.has(field)) fieldErrors[field] ??= item.message;
    else unshown.push(item.message);
  }
  return {
    fieldErrors,
    step: registrationStepForField(fieldOfPath(first.path)),
    banner: unshown.length > 0 ? unshown.join(' ') : null,
  };
}
