import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { bearer, registrationBody, uniqueEmail } from '../factories';
import { createBystanders, createOwnedThings, datePlanBody, secretsOf, type OwnedThings } from './cast';
import { hostileValues, mulberry32, pick, sampleOf, type JsonSchema } from './hostile-values';

// DESIGN 8: bad input never gives a 5xx; it gives a 4xx with a clear message, and nothing is
// lost. Every route in the OpenAPI document, each of its params, query fields and body fields
// given hostile values, with a member's token. Seeded: the same cases on every run.

const SEED = 20_260_501;
const VALUES_PER_FIELD = 3;
const FIELDS_PER_ROUTE = 40;

/** Routes the fuzzer leaves to their own tests, and why. */
const SKIPPED: Record<string, string> = {
  'POST /api/v1/auth/logout': 'ends the session the fuzzer signs in with (bad-input.routes.test.ts)',
};

/** A fresh address for each registration, so one success does not turn the rest into 409s. */
const EMAIL = 'fuzzed-email-placeholder@example.com';

/**
 * Bodies the services accept, for routes where one made from the schema alone would be refused
 * before the hostile field reaches the database (a photo, a real option, a real member).
 */
const EXAMPLES: Record<string, () => Promise<object> | object> = {
  'POST /api/v1/auth/register': () => registrationBody({ email: EMAIL }),
  'PUT /api/v1/profile/answers/{questionId}': () => things.unanswered.body,
  'POST /api/v1/matches/likes': () => ({ likedId: things.partner.user.id, status: 'like' }),
  'POST /api/v1/blocks': () => ({ userId: things.partner.user.id, reason: 'Fuzzed' }),
  // The owner's own decision (decision 086): already appealed, so the hostile field meets the 409 rule.
  'POST /api/v1/account/appeals': () => ({ statementId: things.statementId, text: 'Please look again' }),
  'POST /api/v1/moderation/reports/{id}/{action}': () => ({ reason: 'other', duration: '7d' }),
  'POST /api/v1/recommendations/view': () => ({
    profileId: things.partner.user.id,
    duration: 1000,
    source: 'discover',
  }),
  'POST /api/recommendations/view': () => ({ profileId: things.partner.user.id, duration: 1000, source: 'discover' }),
  // A proposal to the owner's live match (decision 101), so the hostile field reaches the service.
  'POST /api/v1/dates': () => datePlanBody(things.matchId),
  'POST /api/v1/dates/{id}/reschedule': () => ({ startsAt: datePlanBody(things.matchId).startsAt }),
  // The owner's own prompt (decision 106): the hostile field reaches the service until it is answered.
  'POST /api/v1/we-met/{id}/answer': () => ({ answer: 'unsafe', details: 'Something felt wrong.' }),
};

/** Raw validator wording, which a member should never read. */
const VALIDATOR_TEXT = /Invalid input|expected .* received|Too (small|big)|Unrecognized key/i;
/** Internals: SQL errors, stack frames, JavaScript's own errors. */
const INTERNALS =
  /invalid byte sequence|syntax error|violates|duplicate key|relation "|\bat .+:\d+:\d+|TypeError|Cannot read prop|undefined is not/i;

const t = useTestApp({ ARGON2_MEMORY_KIB: '1024' });

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

interface Case {
  what: string;
  url: string;
  payload?: string;
  /**
   * The route's schema refuses it. These go first, and the member's data must be as before them.
   * (A schema may still let one through, e.g. a null the profile form sends for "skipped".)
   */
  mustReject: boolean;
}

let things: OwnedThings;
let operations: Operation[];
let secrets: string[];

beforeAll(async () => {
  const bystanders = await createBystanders(t().app, t().db);
  things = await createOwnedThings(t().app, t().db, bystanders);
  secrets = secretsOf([bystanders.other, bystanders.blocked, bystanders.moderator, things.partner], []);
  const doc = (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
      >
    >;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
  // What ends the fixture (unmatch, block, delete) goes last, so the rest reach their rules.
  const ending = (op: Operation) => op.method === 'DELETE' || /\/(block|blocks|archive)$/.test(op.path);
  operations.sort((a, b) => Number(ending(a)) - Number(ending(b)));
});

/** Real ids of the member's own things, so the hostile field reaches the code behind the id check. */
function paramFor(op: Operation, name: string): string {
  if (name === 'provider') return 'google';
  if (name === 'action') return 'dismiss';
  if (name === 'questionId') return things.unanswered.questionId;
  // Decision 108: /conversations/{matchId}/messages/{messageId}/...
  if (name === 'messageId') return things.messageId;
  if (op.path.startsWith('/api/v1/messages/{id}')) return things.messageId;
  if (op.path.startsWith('/api/v1/moderation/verifications/')) return things.verificationId;
  if (op.path.startsWith('/api/v1/moderation/appeals/')) return things.appealId;
  if (op.path.startsWith('/api/v1/moderation/members/')) return things.owner.user.id;
  if (op.path.startsWith('/api/v1/moderation/')) return things.reportId;
  if (op.path.startsWith('/api/v1/profiles/')) return things.owner.user.id;
  if (op.path.startsWith('/api/v1/icebreakers/')) return things.customIcebreakerId;
  if (op.path.startsWith('/api/v1/we-met/')) return things.weMetPromptId;
  if (op.path.startsWith('/api/v1/dates/')) return things.datePlanId;
  if (op.path.startsWith('/api/v1/safety/emergency-contacts/')) return things.emergencyContactId;
  if (/^\/api\/v1\/(recommendations\/|matches\/\{id\}\/(like|pass)|blocks\/)/.test(op.path))
    return things.partner.user.id;
  return things.matchId;
}

/** A URL cannot carry a lone surrogate: it goes as the replacement character. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

function casesFor(op: Operation, example: object | undefined, random: () => number): Case[] {
  const pathParams = op.params.filter((param) => param.in === 'path');
  const query = op.params.filter((param) => param.in === 'query');
  const urlWith = (override: Record<string, string> = {}, search = '') =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(override[name] ?? paramFor(op, name))) +
    (search ? `?${search}` : '');
  const baseline = example ?? (op.body ? sampleOf(op.body) : undefined);
  const json = (value: unknown) => JSON.stringify(value);
  const cases: Case[] = [];

  for (const param of pathParams) {
    for (const { label, value } of choose({ type: 'string', format: 'uuid' }, random)) {
      cases.push({
        what: `path ${param.name} = ${label}`,
        url: urlWith({ [param.name]: String(value) }),
        payload: baseline === undefined ? undefined : json(baseline),
        mustReject: true,
      });
    }
  }
  for (const param of pick(query, FIELDS_PER_ROUTE, random)) {
    for (const { label, value } of choose(param.schema, random)) {
      const text = typeof value === 'string' ? value : json(value);
      cases.push({
        what: `query ${param.name} = ${label}`,
        url: urlWith({}, `${param.name}=${encode(text)}`),
        mustReject: false,
      });
    }
  }
  if (query.length > 0) {
    cases.push({
      what: 'query __proto__',
      url: urlWith({}, '__proto__[polluted]=1&constructor[prototype][x]=1'),
      mustReject: false,
    });
    const field = query[0]!.name;
    cases.push({ what: `query ${field} twice`, url: urlWith({}, `${field}=1&${field}=2`), mustReject: false });
  }

  const objectBody = baseline !== undefined && typeof baseline === 'object' && !Array.isArray(baseline);
  const bodies: [string, string | undefined, boolean][] = [
    ['no body', undefined, false],
    ['null body', 'null', objectBody],
    ['array body', '[]', objectBody],
    ['string body', '"hello"', objectBody],
    ['number body', '1e308', objectBody],
    ['deep body', `${'['.repeat(3000)}${']'.repeat(3000)}`, objectBody],
    ['wide body', json(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))), false],
    ['huge body', json({ ...(objectBody ? (baseline as object) : {}), padding: 'x'.repeat(900_000) }), false],
    [
      '__proto__ keys',
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${objectBody ? `,${json(baseline).slice(1)}` : '}'}`,
      false,
    ],
  ];
  for (const [what, payload, mustReject] of bodies) cases.push({ what, url: urlWith(), payload, mustReject });

  if (objectBody && op.body) {
    const fields = pick(fieldsOf(op.body), FIELDS_PER_ROUTE, random);
    for (const field of fields) {
      for (const { label, value, refused } of choose(field.schema, random)) {
        const payload = structuredClone(baseline) as Record<string, unknown>;
        setAt(payload, field.path, value);
        cases.push({
          what: `body ${field.path.join('.')} = ${label}`,
          url: urlWith(),
          payload: json(payload),
          mustReject: refused,
        });
      }
    }
  }
  return cases;
}

/** The likeliest two to reach the database (a NUL, a fraction), and others drawn by the seed. */
function choose(schema: JsonSchema, random: () => number) {
  const values = hostileValues(schema, random);
  return [...values.slice(0, 2), ...pick(values.slice(2), VALUES_PER_FIELD - 2, random)];
}

/** Body fields to poke: each property, and the properties of object properties. */
function fieldsOf(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
    { path: [...prefix, name], schema: child },
    ...(child.type === 'object' && prefix.length === 0 ? fieldsOf(child, [name]) : []),
  ]);
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

/** What a 4xx must not change: the member's data, as they would read it. */
async function snapshot(): Promise<unknown> {
  const read = async (url: string) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(things.owner.token) });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  // An earlier route may have ended the match on purpose (a bodiless block is a valid call): the
  // conversation's answer is then part of the snapshot, 404 included.
  const conversation = async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${things.matchId}/messages?limit=100`,
      headers: bearer(things.owner.token),
    });
    expect([200, 404], 'conversation messages').toContain(response.statusCode);
    return { status: response.statusCode, body: response.json() };
  };
  // Notifications are written after the response (a listener of domain events): let them land.
  await t().app.notifications.settle();
  const exported = await read('/account/export');
  delete exported.exportedAt;
  delete exported.sessions;
  // Any signed-in request moves it, once a minute: a run longer than a minute crosses that mark
  // inside some route's refusals.
  delete exported.profile.lastActive;
  return {
    exported,
    messages: await conversation(),
    matches: await read('/matches'),
    blocks: await read('/blocks'),
  };
}

describe('the fuzzer', () => {
  it('gets no 5xx, only clear 4xx messages, and changes nothing with a refusal', async () => {
    const random = mulberry32(SEED);
    const failures = new Map<string, string>();
    let count = 0;
    for (const op of operations) {
      const route = `${op.method} ${op.path}`;
      if (SKIPPED[route]) continue;
      const cases = casesFor(op, await EXAMPLES[route]?.(), random);
      // Refusals first, checked against a snapshot; then what the schema lets through.
      cases.sort((a, b) => Number(b.mustReject) - Number(a.mustReject));
      const before = await snapshot();
      let accepted = false;
      let checked = false;
      for (const item of cases) {
        if (!item.mustReject && !checked) {
          if (!accepted)
            expect.soft(await snapshot(), `${route}: a refused request changed stored data`).toEqual(before);
          checked = true;
        }
        count++;
        const response = await t().app.inject({
          method: op.method as 'GET',
          url: item.url,
          headers: {
            ...bearer(things.owner.token),
            ...(item.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(item.payload === undefined ? {} : { payload: item.payload.replaceAll(EMAIL, uniqueEmail('fuzzed')) }),
        });
        const status = response.statusCode;
        // One line per route and kind of failure, with the first case that showed it.
        const fail = (problem: string) => {
          // A 5xx is told apart by the kind of value that caused it (a NUL, a fraction...).
          const kind = status >= 500 ? ` (${item.what.replace(/^.* = /, '')})` : '';
          const key = `${route} | ${status} ${problem}${kind}`;
          if (!failures.has(key)) failures.set(key, `${key} | e.g. ${item.what}`);
        };
        if (status >= 500) fail(response.body.slice(0, 200));
        else if (status >= 400) {
          const message = (() => {
            try {
              return response.json<{ message?: unknown }>().message;
            } catch {
              return undefined;
            }
          })();
          if (typeof message !== 'string' || message.trim().length < 3)
            fail(`no message: ${response.body.slice(0, 100)}`);
          else if (VALIDATOR_TEXT.test(message) || INTERNALS.test(message)) fail(`message "${message.slice(0, 120)}"`);
        } else if (item.mustReject && op.method !== 'GET') accepted = true;
        for (const secret of secrets) if (response.body.includes(secret)) fail(`leaked ${secret}`);
      }
      if (!checked && !accepted) {
        expect.soft(await snapshot(), `${route}: a refused request changed stored data`).toEqual(before);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect([...failures.values()]).toEqual([]);
  }, 300_000);
});
