import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with routes keyed "METHOD /path" (path after /api/v1, no query string).
 * Unknown routes answer 404. Returns the calls for assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const request: MockRequest = {
      method,
      path,
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(request) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
