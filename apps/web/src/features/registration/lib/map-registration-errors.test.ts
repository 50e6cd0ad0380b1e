import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { mapRegistrationErrors } from './map-registration-errors';

describe('mapRegistrationErrors (SPEC 4 and 8)', () => {
  it('puts each error under its field and jumps to the step of the first one', () => {
    const failure = mapRegistrationErrors(
      new ApiRequestError(400, MESSAGES.validationFailed, [
        { path: 'profile.location', message: MESSAGES.locationNotFound },
        { path: 'profile.interests', message: MESSAGES.interestsRequired },
      ]),
    );
    expect(failure).toEqual({
      fieldErrors: { location: MESSAGES.locationNotFound, interests: MESSAGES.interestsRequired },
      step: 2,
      banner: null,
    });
  });

  it('sends an email conflict to step 1', () => {
    const failure = mapRegistrationErrors(
      new ApiRequestError(409, MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]),
    );
    expect(failure.step).toBe(1);
    expect(failure.fieldErrors.email).toBe(MESSAGES.emailTaken);
  });

  it('shows an age error under the birth date on step 2, and photos on step 4', () => {
    expect(
      mapRegistrationErrors(new ApiRequestError(400, 'x', [{ path: 'profile.age', message: MESSAGES.mustBeAdult }])),
    ).toMatchObject({
      step: 2,
      fieldErrors: { birthdate: MESSAGES.mustBeAdult },
    });
    expect(
      mapRegistrationErrors(
        new ApiRequestError(400, 'x', [{ path: 'profile.photos.1', message: MESSAGES.photoInvalid }]),
      ),
    ).toMatchObject({
      step: 4,
      fieldErrors: { photos: MESSAGES.photoInvalid },
    });
  });

  it('shows a lone server message in the banner', () => {
    expect(mapRegistrationErrors(new ApiRequestError(429, MESSAGES.tooManyRequests))).toEqual({
      fieldErrors: {},
      step: null,
      banner: MESSAGES.tooManyRequests,
    });
  });

  it('falls back to the generic text for network and server failures', () => {
    expect(mapRegistrationErrors(new NetworkError()).banner).toBe(MESSAGES.registrationFailed);
    expect(mapRegistrationErrors(new ApiRequestError(500, MESSAGES.somethingWentWrong)).banner).toBe(
      MESSAGES.registrationFailed,
    );
  });
});
