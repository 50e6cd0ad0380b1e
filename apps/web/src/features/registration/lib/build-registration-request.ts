import { ageOn } from '@kindred/contract/age';
import type { RegisterRequest } from '@kindred/contract/auth';
import type { RegistrationValues } from './registration-values';

/** SPEC 3 Registration payload, plus the birth date and terms acceptance our client adds. */
export function buildRegistrationRequest(values: RegistrationValues, today?: Date): RegisterRequest {
  return {
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptedTerms: true,
    profile: {
      name: values.name.trim(),
      birthdate: values.birthdate,
      age: ageOn(values.birthdate, today) ?? undefined,
      gender: values.gender,
      bio: values.bio.trim(),
      location: values.location.trim(),
      photos: values.photos,
      interests: values.interests,
      languages: values.languages,
      lookingFor: values.lookingFor,
      showMe: values.showMe,
      ageRange: [values.ageMin, values.ageMax],
      maxDistance: values.maxDistance,
      questions: [],
    },
  };
}
