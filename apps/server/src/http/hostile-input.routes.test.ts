import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createMatchedPair, createMember, type MatchedPair } from '../../test/factories';

const t = useTestApp();

// Non-negotiable 5: bad input never yields a 5xx. The other tests name the inputs each route
// refuses; this one walks every operation of the OpenAPI document with what an attacker or a
// careless client sends, so a route added tomorrow is tried too.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { security: Record<string, string[]>[]; paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
/** Values that fit no field: wrong types, NUL, fractions, out-of-range numbers, huge and nested. */
const HOSTILE_VALUES: unknown[] = [
  NUL,
  1.5,
  -1,
  1e308,
  '9'.repeat(40),
  'x'.repeat(100_000),
  { nested: { deeper: [NUL] } },
  [NUL, 2.5],
  true,
  null,
  '',
];
/** Whole bodies that are not the object a route expects. */
const HOSTILE_BODIES: { name: string; payload: string }[] = [
  { name: 'null', payload: 'null' },
  { name: 'an array', payload: '[]' },
  { name: 'a string', payload: '"text"' },
  { name: 'a number', payload: '1.5' },
  { name: 'cut-off JSON', payload: '{"a":' },
  { name: 'JSON nested 5,000 deep', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { name: 'a __proto__ key', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
];
/** Path segments where an id belongs. */
const HOSTILE_IDS = ['not-an-id', '%00', '1.5', '-1', encodeURIComponent('\u0000'), 'a'.repeat(2_000), '%E0%A4%A'];

let doc: Document;
beforeAll(async () => {
  doc = (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});

/** Routes that end the session or the account go last, so the others run signed in. */
const ENDS_SESSION = /logout|account|sessions/;
const operations = () =>
  Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    )
    .sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));

const bodyProperties = (operation: Operation) =>
  Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});

/** The requests to try on one operation: hostile ids, query values, bodies and body fields. */
function hostileRequests(path: string, method: string, operation: Operation, pair: MatchedPair) {
  const realIds: Record<string, string> = { id: pair.matchId, userId: pair.him.user.id, matchId: pair.matchId };
  const withIds = (value: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => value(name)).replace(/(.)\/$/, '$1');
  const url = withIds((name) => realIds[name] ?? pair.him.user.id);
  const requests: { url: string; payload?: string; headers?: Record<string, string> }[] = [];
  if (path.includes('{')) for (const id of HOSTILE_IDS) requests.push({ url: withIds(() => id) });
  for (const { name } of operation.parameters?.filter((parameter) => parameter.in === 'query') ?? [])
    for (const value of [NUL, '1.5', '-1', '99999999999999999999', 'x'.repeat(5_000)])
      requests.push({ url: `${url}?${name}=${encodeURIComponent(value)}&${name}=2` });
  if (method !== 'GET' && method !== 'DELETE') {
    for (const { payload } of HOSTILE_BODIES)
      requests.push({ url, payload, headers: { 'content-type': 'application/json' } });
    for (const property of bodyProperties(operation))
      for (const value of HOSTILE_VALUES)
        requests.push({
          url,
          payload: JSON.stringify({ [property]: value }),
          headers: { 'content-type': 'application/json' },
        });
  }
  return requests;
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('is answered with a 4xx (or a success) and a readable message, never a 5xx', async () => {
    let pair = await createMatchedPair(t().app, t().db);
    const failures: string[] = [];
    let tried = 0;
    for (const { path, method, operation } of operations()) {
      // An earlier request may have signed her out or closed her account: a new pair then.
      const me = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(pair.her.token) });
      if (me.statusCode !== 200) pair = await createMatchedPair(t().app, t().db);
      for (const request of hostileRequests(path, method, operation, pair)) {
        tried += 1;
        const response = await t().app.inject({
          method: method as 'POST',
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, ...bearer(pair.her.token) },
        });
        const label = `${method} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 80) ?? ''}`;
        if (response.statusCode >= 500)
          failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const message: unknown = response.json().message;
          if (typeof message !== 'string' || message.length === 0) failures.push(`${label}: no message`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the routes: ids, queries and bodies of well over a hundred operations.
    expect(tried).toBeGreaterThan(1_000);
  });

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
