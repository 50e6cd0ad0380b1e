import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { FakeXhr } from '@/test/fake-xhr';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { apiRequest } from './api-client';
import { apiUpload } from './api-upload';
import { getServerStatus, MAX_PROBE_DELAY_MS, reportServerUnavailable, subscribeToServerStatus } from './server-status';

const READY = 'GET /health/ready';
const unavailable = (retryAfter?: string) =>
  new Response(JSON.stringify({ message: MESSAGES.temporarilyUnavailable }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const probes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === READY).length;

describe('server status', () => {
  it('a 503 marks the server reconnecting, with the Retry-After on the error', async () => {
    mockApi({ 'GET /things': () => unavailable('3'), [READY]: () => unavailable() });
    const changes = vi.fn();
    subscribeToServerStatus(changes);
    const error = await apiRequest('/things').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, message: MESSAGES.temporarilyUnavailable, retryAfterSeconds: 3 });
    expect(getServerStatus()).toBe('reconnecting');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a request that got no answer marks it reconnecting', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await apiRequest('/things').catch(() => undefined);
    expect(getServerStatus()).toBe('reconnecting');
  });

  it("the caller's own abort says nothing about the server", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const aborted = new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
        return aborted;
      }),
    );
    const controller = new AbortController();
    const request = apiRequest('/things', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await request).toMatchObject({ name: 'NetworkError' });
    expect(getServerStatus()).toBe('up');
  });

  it('other errors (4xx, 500) leave it up', async () => {
    mockApi({
      'GET /missing': () => jsonResponse(404, { message: 'Not found' }),
      'GET /broken': () => jsonResponse(500),
    });
    await apiRequest('/missing').catch(() => undefined);
    await apiRequest('/broken').catch(() => undefined);
    expect(getServerStatus()).toBe('up');
  });

  it('polls the readiness endpoint with backoff until it answers, then is up', async () => {
    let ready = false;
    const { calls } = mockApi({
      'GET /things': () => unavailable(),
      [READY]: () => (ready ? jsonResponse(200, { status: 'ok' }) : unavailable()),
    });
    await apiRequest('/things').catch(() => undefined);
    expect(probes(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probes(calls)).toBe(1);
    // Then 2 s, 4 s, 8 s, and never more than 10 s apart.
    await vi.advanceTimersByTimeAsync(1999);
    expect(probes(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes(calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(4000 + 8000);
    expect(probes(calls)).toBe(4);
    await vi.advanceTimersByTimeAsync(MAX_PROBE_DELAY_MS);
    expect(probes(calls)).toBe(5);
    expect(getServerStatus()).toBe('reconnecting');

    ready = true;
    await vi.advanceTimersByTimeAsync(MAX_PROBE_DELAY_MS);
    expect(getServerStatus()).toBe('up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes(calls)).toBe(6);
  });

  it("waits for the server's Retry-After before the next probe", async () => {
    const { calls } = mockApi({ 'GET /things': () => unavailable('5'), [READY]: () => unavailable('7') });
    await apiRequest('/things').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(4999);
    expect(probes(calls)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(6999);
    expect(probes(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes(calls)).toBe(2);
  });

  it('any successful response sent during the outage ends it', async () => {
    let down = true;
    const { calls } = mockApi({
      'GET /things': () => (down ? unavailable() : jsonResponse(200, [])),
      [READY]: () => unavailable(),
    });
    await apiRequest('/things').catch(() => undefined);
    down = false;
    await apiRequest('/things');
    expect(getServerStatus()).toBe('up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes(calls)).toBe(0);
  });

  it('an answer to a request sent before the outage was noticed does not end it', async () => {
    let answerSlow: (response: Response) => void = () => undefined;
    mockApi({
      'GET /slow': () => new Promise<Response>((resolve) => (answerSlow = resolve)),
      'GET /things': () => unavailable(),
      [READY]: () => unavailable(),
    });
    const slow = apiRequest('/slow');
    await apiRequest('/things').catch(() => undefined);
    answerSlow(jsonResponse(200, []));
    await slow;
    expect(getServerStatus()).toBe('reconnecting');
  });

  it('an old server without the readiness endpoint (404) counts as answering', async () => {
    mockApi({ 'GET /things': () => unavailable() });
    await apiRequest('/things').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(getServerStatus()).toBe('up');
  });

  it('uploads report too: 503 and no answer mark it reconnecting, success ends it, an abort does not', async () => {
    FakeXhr.install();
    const schema = { safeParse: (value: unknown) => ({ success: true as const, data: value }) } as never;
    const controller = new AbortController();
    const aborted = apiUpload('/photos', new FormData(), { schema, signal: controller.signal }).catch(() => undefined);
    controller.abort();
    await aborted;
    expect(getServerStatus()).toBe('up');

    const refused = apiUpload('/photos', new FormData(), { schema }).catch((caught: unknown) => caught);
    FakeXhr.latest().respond(503, { message: MESSAGES.overloaded }, { 'Retry-After': '4' });
    expect(await refused).toMatchObject({ status: 503, retryAfterSeconds: 4 });
    expect(getServerStatus()).toBe('reconnecting');

    const stored = apiUpload('/photos', new FormData(), { schema });
    FakeXhr.latest().respond(201, { id: 'media-1' });
    await stored;
    expect(getServerStatus()).toBe('up');

    const lost = apiUpload('/photos', new FormData(), { schema }).catch(() => undefined);
    FakeXhr.latest().fail();
    await lost;
    expect(getServerStatus()).toBe('reconnecting');
  });

  it('a report while already reconnecting keeps one poll going', async () => {
    const { calls } = mockApi({ [READY]: () => unavailable() });
    reportServerUnavailable();
    reportServerUnavailable();
    reportServerUnavailable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probes(calls)).toBe(1);
  });
});
