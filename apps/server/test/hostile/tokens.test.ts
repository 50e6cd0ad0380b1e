import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { bearer, createMember } from '../factories';

// Every operation of the OpenAPI document with a token that must not open a session (the fuzzer
// beside this file signs in with a good one): a 401 wherever a session is needed, never a 5xx.

const t = useTestApp();

interface Operation {
  security?: Record<string, string[]>[];
}
type Document = { security: Record<string, string[]>[]; paths: Record<string, Record<string, Operation>> };

let doc: Document;
beforeAll(async () => {
  doc = (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('tokens that open no session', () => {
  it('a signed-out, forged or malformed token gets a 401 wherever a session is needed, and never a 5xx', async () => {
    const signedOut = await createMember(t().app);
    const logout = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(signedOut.token),
    });
    expect(logout.statusCode).toBe(204);
    const authorizations = [
      `Bearer ${signedOut.token}`,
      `Bearer ${signedOut.token.slice(0, -2)}${signedOut.token.endsWith('AA') ? 'BB' : 'AA'}`,
      `Bearer ${'x'.repeat(8_192)}`,
      'Bearer %00',
      'Bearer',
      'Basic dXNlcjpwYXNz',
    ];
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const needsSession = (operation.security ?? doc.security).length > 0;
      const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
      for (const authorization of authorizations) {
        const response = await t().app.inject({ method: method as 'GET', url, headers: { authorization } });
        const label = `${method} ${path} with ${authorization.slice(0, 30)}: ${response.statusCode}`;
        if (response.statusCode >= 500 || (needsSession && response.statusCode !== 401)) wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
  });
});
