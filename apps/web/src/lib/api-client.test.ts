import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@kindred/contract/messages';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { storeMemberAuth } from '@/test/fixtures';
import { apiRequest, ApiRequestError, errorMessage, NetworkError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON to /api/v1 with the stored bearer token', async () => {
    storeMemberAuth('secret-token');
    const { calls } = mockApi({ 'POST /things': () => jsonResponse(200, { ok: true }) });
    const result = await apiRequest('/things', { method: 'POST', body: { a: 1 } });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.url.pathname).toBe('/api/v1/things');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header for a visitor', async () => {
    const { calls } = mockApi({ 'GET /things': () => jsonResponse(200, []) });
    await apiRequest('/things');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws ApiRequestError with the status, message and field errors of the server', async () => {
    mockApi({
      'POST /auth/register': () =>
        jsonResponse(409, { message: MESSAGES.emailTaken, errors: [{ path: 'email', message: MESSAGES.emailTaken }] }),
    });
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, message: MESSAGES.emailTaken, errors: [{ path: 'email' }] });
  });

  it('reports a failed connection as a NetworkError, not an ApiRequestError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('parses the body with the given schema and returns undefined for 204', async () => {
    mockApi({
      'GET /count': () => jsonResponse(200, { count: 3 }),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    await expect(apiRequest('/count', { schema: z.object({ count: z.number() }) })).resolves.toEqual({ count: 3 });
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
