import { describe, expect, it } from 'vitest';
import { ownProfileSchema } from '@kindred/contract/profile';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

const t = useTestApp();

describe('GET /profiles/me', () => {
  it('answers the member’s own profile in data, without e-mail or coordinates', async () => {
    const member = await createMember(t().app, { profile: { name: 'Morgan', languages: ['English', 'Spanish'] } });
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(ownProfileSchema.strict().parse(data)).toMatchObject({
      id: member.user.id,
      name: 'Morgan',
      languages: ['English', 'Spanish'],
    });
    expect(JSON.stringify(data)).not.toContain(member.email);
  });

  it('needs a session', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me' })).statusCode).toBe(401);
  });
});
