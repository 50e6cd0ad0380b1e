import { describe, expect, it } from 'vitest';
import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

const ME = `${API_BASE}${API_PATHS.profiles.me}`;
let widened = 0;

// The handler hands the serializer more than the contract declares, as a careless change to the
// service might: the response schema, not the service, decides what leaves the server (DESIGN 4,
// decision 033). A hook rather than a module mock, which test files sharing modules would not see.
const t = useTestApp(
  {},
  {
    beforeReady: (app) => {
      app.addHook('preSerialization', async (request, _reply, payload: { data?: object }) => {
        if (request.url !== ME || !payload.data) return payload;
        widened++;
        return {
          ...payload,
          data: { ...payload.data, email: 'leaked@example.com', passwordHash: '$argon2id$leaked', lat: 30.27 },
        };
      });
    },
  },
);

describe('GET /profiles/me', () => {
  it('sends only the fields its response schema declares', async () => {
    const member = await createMember(t().app, { profile: { name: 'Robin' } });
    const response = await t().app.inject({ method: 'GET', url: ME, headers: bearer(member.token) });
    expect(widened).toBe(1);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Robin');
    expect(response.body).not.toContain('leaked');
    expect(response.json().data).not.toHaveProperty('lat');
  });
});
