import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '@kindred/contract/auth';
import { buildRegistrationRequest } from './build-registration-request';
import { INITIAL_REGISTRATION_VALUES } from './registration-values';

describe('buildRegistrationRequest', () => {
  it('builds the SPEC 3 payload with the computed age, and the contract accepts it', () => {
    const request = buildRegistrationRequest(
      {
        ...INITIAL_REGISTRATION_VALUES,
        email: ' ava@example.com ',
        password: 'password123',
        confirmPassword: 'password123',
        name: ' Ava ',
        birthdate: '1995-06-15',
        location: 'Austin, TX',
        interests: ['Hiking'],
        photos: ['data:image/jpeg;base64,AAAA'],
        acceptedTerms: true,
      },
      new Date('2025-06-14T12:00:00Z'),
    );
    expect(request).toMatchObject({
      email: 'ava@example.com',
      acceptedTerms: true,
      profile: {
        name: 'Ava',
        birthdate: '1995-06-15',
        age: 29,
        lookingFor: 'Relationship',
        showMe: 'Women',
        ageRange: [25, 35],
        maxDistance: 25,
        questions: [],
      },
    });
    expect(registerRequestSchema.safeParse(request).success).toBe(true);
  });
});
