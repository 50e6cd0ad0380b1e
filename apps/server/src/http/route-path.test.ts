import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@kindred/contract/routes';
import { routePath } from './route-path';

describe('routePath', () => {
  it('turns a contract path builder into the Fastify pattern, naming each parameter', () => {
    expect(routePath(API_PATHS.profiles.byId, 'id')).toBe('/profiles/:id');
    expect(routePath(API_PATHS.messages.readAll, 'matchId')).toBe('/messages/matches/:matchId/read');
    expect(routePath(API_PATHS.moderation.action, 'id', 'action')).toBe('/moderation/reports/:id/:action');
    expect(routePath(API_PATHS.auth.provider, 'provider')).toBe('/auth/:provider');
  });

  it('refuses a name per argument that does not add up, or a name that is no identifier', () => {
    expect(() => routePath(API_PATHS.profiles.byId)).toThrow(/takes 1 arguments, given 0/);
    expect(() => routePath(API_PATHS.moderation.action, 'id')).toThrow(/takes 2 arguments, given 1/);
    expect(() => routePath(API_PATHS.profiles.byId, 'a/b')).toThrow(/parameter a\/b/);
  });

  it('refuses a builder whose parameter is not a whole segment of the path', () => {
    expect(() => routePath((id: string) => `/photos/${id}.jpg`, 'id')).toThrow(/whole segment/);
    expect(() => routePath((id: string) => `/a/${id}/b/${id}`, 'id')).toThrow(/must appear once/);
    expect(() => routePath((id: string) => `a/${id}`, 'id')).toThrow(/not a route pattern/);
  });
});
