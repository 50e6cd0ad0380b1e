import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@kindred/contract/push';
import { publicOnlyLookup } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  vapidKeys: VapidKeys;
  vapidSubject: string;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A pending push with the same topic is replaced by this one (RFC 8030 5.4). */
  topic?: string;
  /** Tests only: loopback endpoints are called without the public-address check. */
  allowLocal: boolean;
  timeoutMs?: number;
}

export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** The push service no longer knows the subscription (404, 410): it is deleted. */
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status?: number; reason: string };

const MAX_ANSWER_BYTES = 4096;

/**
 * One push (RFC 8030) to one subscription: web-push encrypts the payload (RFC 8291, aes128gcm)
 * and signs the VAPID header (RFC 8292); the request is ours, so that its socket connects only
 * to public addresses (push-endpoint.ts) and a slow push service cannot hold it for long.
 */
export function sendPush(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    vapidDetails: { subject: options.vapidSubject, ...options.vapidKeys },
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  const url = new URL(details.endpoint);
  const local = options.allowLocal && (url.hostname === '127.0.0.1' || url.hostname === '[::1]');
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: options.timeoutMs ?? 10_000,
        ...(local ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < MAX_ANSWER_BYTES) answer += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ kind: 'sent', status });
          else if (status === 404 || status === 410) resolve({ kind: 'gone', status });
          else resolve({ kind: 'failed', status, reason: answer.slice(0, 200) || `status ${status}` });
        });
        response.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', (error) => resolve({ kind: 'failed', reason: error.message }));
    request.end(details.body);
  });
}
