import { describe, expect, it, vi } from 'vitest';
import type * as OwnProfileModule from './own-profile';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

// The service hands the route more than the contract declares, as a careless change might: the
// response schema, not the service, decides what leaves the server (DESIGN 4, decision 033).
vi.mock('./own-profile', async (importOriginal) => {
  const original = await importOriginal<typeof OwnProfileModule>();
  return {
    ...original,
    toOwnProfile: (...args: Parameters<typeof original.toOwnProfile>) => ({
      ...original.toOwnProfile(...args),
      email: 'leaked@example.com',
      passwordHash: '$argon2id$leaked',
      lat: 30.27,
    }),
  };
});

const t = useTestApp();

describe('GET /profiles/me', () => {
  it('sends only the fields its response schema declares', async () => {
    const member = await createMember(t().app, { profile: { name: 'Robin' } });
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Robin');
    expect(response.body).not.toContain('leaked');
    expect(response.json().data).not.toHaveProperty('lat');
  });
});
