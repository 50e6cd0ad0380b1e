// How long a verification selfie takes to be received, decoded, re-encoded and stored, over real
// HTTP against one production-mode server process (decision 079). `npm run bench:selfie`
// (embedded PGlite) or with DATABASE_URL. `--image <file>` sends that photo (scaled to each size)
// instead of a generated one. Prints JSON: per camera size, the upload's p50/max in milliseconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { VERIFICATION_POSES } from '@kindred/contract/verification';
import { kindredApp } from '../apps/server/src/app';
import { createLogger } from '../apps/server/src/http/logger';
import { createServer } from '../apps/server/src/server';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';

const { values } = parseArgs({ options: { image: { type: 'string' }, rounds: { type: 'string', default: '8' } } });
const ROUNDS = Number(values.rounds);
/** A webcam frame, a front camera and a phone's main camera (what a file input can bring). */
const SIZES = [
  { label: 'webcam 1280x960', width: 1280, height: 960 },
  { label: 'front camera 2316x3088', width: 2316, height: 3088 },
  { label: 'phone 3024x4032', width: 3024, height: 4032 },
] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  RATE_LIMIT_LOGIN: '1000000',
  // Registration's limit is four times the reset's: a member a round.
  RATE_LIMIT_RESET: '100000',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
});
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : {});
const app = createServer(createLogger(config.logLevel));
await app.register(kindredApp, { config, db: database.db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A photo-like frame: smooth shading plus sensor noise, so the encoder works as hard as on a camera's. */
async function generatedPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 24;
      const offset = (y * width + x) * 3;
      pixels[offset] = (120 + (x * 80) / width + noise) & 255;
      pixels[offset + 1] = (90 + (y * 60) / height + noise) & 255;
      pixels[offset + 2] = (70 + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function photoOf(width: number, height: number): Promise<Buffer> {
  if (!values.image) return generatedPhoto(width, height);
  return sharp(values.image).resize(width, height, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
}

const portrait = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();

let registered = 0;
/** A new member each round: a member has 3 attempts a day and waits while one is pending. */
async function newMember(): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `selfie-bench-${Date.now()}-${registered++}@example.com`,
      password: 'benchmark password',
      profile: {
        name: 'Bench',
        age: 30,
        location: 'Austin, TX',
        interests: ['Coffee'],
        photos: [`data:image/png;base64,${portrait.toString('base64')}`],
      },
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function sendSelfie(token: string, photo: Buffer): Promise<{ ms: number; status: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const status = (await (await fetch(`${base}/api/v1/verification`, { headers })).json()) as {
    verification: { challenge: { poseId: string } | null };
  };
  const form = new FormData();
  form.set('poseId', status.verification.challenge!.poseId);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'selfie.jpg');
  const start = performance.now();
  const response = await fetch(`${base}/api/v1/verification/selfie`, { method: 'POST', headers, body: form });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

const results = [];
for (const size of SIZES) {
  const photo = await photoOf(size.width, size.height);
  await sendSelfie(await newMember(), photo); // warm-up
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const { ms, status } = await sendSelfie(await newMember(), photo);
    samples.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  samples.sort((a, b) => a - b);
  results.push({
    size: size.label,
    upload_kb: Math.round(photo.length / 1024),
    p50_ms: Number(samples[Math.floor(samples.length / 2)]!.toFixed(0)),
    max_ms: Number(samples.at(-1)!.toFixed(0)),
    statuses: Object.fromEntries(statuses),
  });
}

console.log(
  JSON.stringify(
    { benchmark: 'selfie', database: database.driver, poses: VERIFICATION_POSES.length, rounds: ROUNDS, results },
    null,
    2,
  ),
);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
