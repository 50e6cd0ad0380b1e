import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

// A stand-in for a browser's push service and the browser behind it (decision 047): it records
// each push, decrypts its payload as the browser would (RFC 8291, aes128gcm) and checks its VAPID
// signature as the push service would (RFC 8292). Nothing in it comes from web-push.

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  /** As `PushSubscription.toJSON().keys` gives them. */
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    publicKey,
    authSecret,
    json: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3 and RFC 8188: the plaintext of an aes128gcm body sent to `keys`. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  // HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // HKDF(salt, IKM, "Content-Encoding: aes128gcm" || 0x00, 16) and the nonce likewise (12).
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by the key
 * in `k`, for this push service's origin (`aud`), with a contact (`sub`) and an expiry within 24 h.
 */
export async function verifyVapid(
  authorization: string | undefined,
  audience: string,
): Promise<{ publicKey: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token, key, { audience, algorithms: ['ES256'] });
  if (protectedHeader.typ !== 'JWT') throw new Error(`typ ${protectedHeader.typ}`);
  if (!payload.exp || payload.exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) throw new Error('exp past 24 h');
  return { publicKey, claims: payload };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** An endpoint of its own for each subscription. */
  endpoint(name?: string): string;
  received: ReceivedPush[];
  /** The status code the next pushes get (201 by default). */
  answer(status: number): void;
  close(): Promise<void>;
}

let counter = 0;

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (name = 'device') => {
      counter += 1;
      return `${origin}/push/${name}-${Date.now()}-${counter}`;
    },
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The member's browser subscribed to Web Push at a fresh endpoint of `receiver`, through the API. */
export async function subscribeBrowser(
  app: { inject: FastifyInstance['inject'] },
  token: string,
  receiver: PushReceiver,
): Promise<{ endpoint: string; keys: BrowserKeys }> {
  const keys = browserKeys();
  const endpoint = receiver.endpoint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: { authorization: `Bearer ${token}` },
    payload: { endpoint, keys: keys.json, expirationTime: null },
  });
  if (response.statusCode !== 201) throw new Error(`subscribing failed: ${response.statusCode} ${response.body}`);
  return { endpoint, keys };
}

/** What the receiver got at one endpoint. */
export const pushesAt = (receiver: PushReceiver, endpoint: string): ReceivedPush[] =>
  receiver.received.filter((push) => `${receiver.origin}${push.path}` === endpoint);
