import type { z } from 'zod';
import { API_BASE } from '@kindred/contract/constants';
import type { FieldError } from '@kindred/contract/errors';
import { CONNECTION_MESSAGES } from '@kindred/contract/connection-messages';
import { readStoredToken } from './auth-storage';
import { retryAfterSeconds } from './retry-after';
import { currentOutage, reportServerAnswered, reportServerUnavailable } from './server-status';

/** The server answered with an error status; its body is `{ message, errors? }`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** The server's Retry-After in seconds (sent with 503 and 429), else null. */
  readonly retryAfterSeconds: number | null;
  /** The whole answer, for the few errors that carry more than a message (a suspension: decision 086). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    retryAfter: number | null = null,
    body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfter;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, refused connection, aborted). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(CONNECTION_MESSAGES.networkError, { cause });
    this.name = 'NetworkError';
  }
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Parses the response body; without it the body is returned as is. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch that tells the server status what the answer (or its absence) says about the server. */
async function fetchAndReport(url: string, init: RequestInit): Promise<Response> {
  const outageWhenSent = currentOutage();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // The caller's own abort (a query cancelled, a screen left) says nothing about the server.
    if (!init.signal?.aborted) reportServerUnavailable();
    throw new NetworkError(cause);
  }
  if (response.status === 503) reportServerUnavailable(retryAfterSeconds(response.headers.get('Retry-After')));
  else if (response.ok) reportServerAnswered(outageWhenSent);
  return response;
}

/**
 * The error's schema (zod) loads with the first error answer, not with the app: a public page that
 * only reads a cached answer or shows a form needs no zod before then (decision 042).
 */
async function errorFrom(response: Response, payload: unknown): Promise<ApiRequestError> {
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  const { apiErrorSchema } = await import('@kindred/contract/errors');
  const parsed = apiErrorSchema.safeParse(payload);
  return parsed.success
    ? new ApiRequestError(response.status, parsed.data.message, parsed.data.errors ?? [], retryAfter, payload)
    : new ApiRequestError(response.status, CONNECTION_MESSAGES.somethingWentWrong, [], retryAfter);
}

/** fetch for `/api/v1`: JSON in and out, bearer token from the stored auth record (SPEC 6). */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetchAndReport(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  const payload = await readBody(response);
  if (!response.ok) throw await errorFrom(response, payload);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/**
 * The server's message when it has one for the person (a 4xx), else the screen's fallback text
 * (SPEC 8: 'Failed to ... Please try again.'); a 5xx only ever says 'Something went wrong'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

/** A file the server sends as an attachment: its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** `filename="..."` (or RFC 5987 `filename*=UTF-8''...`) from a Content-Disposition header. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || null;
}

/** GET a file from `/api/v1` with the bearer token; errors match apiRequest's. */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchAndReport(apiUrl(path), { headers });
  if (!response.ok) throw await errorFrom(response, await readBody(response));
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}
