// The image models (decision 089) on this machine: load time, time per image in the worker at
// 640 px, memory with both models loaded, face counts on face-api's sample photos and the seed's
// portraits, and the nudity classifier on innocent images (the only side this repository can check:
// it holds no explicit images and fetches none). Prints JSON. `npm run bench:image-models`.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createImageModels, faceDistance } from '../../apps/server/src/image-models/image-models';
import { AVATAR_STYLES, renderAvatarPhotos } from '../../apps/server/src/seed/avatar-photos';
import { createRandom } from '../../apps/server/src/seed/random';

const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const webp = (input: Sharp) => input.resize(640, 640, { fit: 'inside' }).webp().toBuffer();

interface Case {
  name: string;
  image: Buffer;
  /** Faces a person counts in it (null: not a photo of people). */
  faces: number | null;
}

async function cases(): Promise<Case[]> {
  const sample = (n: number) => sharp(path.join(demo, `sample${n}.jpg`));
  const people = [3, 3, 3, 4, 5, 4];
  const list: Case[] = [];
  for (const [index, faces] of people.entries()) {
    list.push({ name: `face-api sample${index + 1}.jpg`, image: await webp(sample(index + 1)), faces });
  }
  list.push({
    name: 'sample1 crop, one person',
    image: await webp(sample(1).extract({ left: 250, top: 150, width: 500, height: 650 })),
    faces: 1,
  });
  list.push({
    name: 'sample1 crop, another person',
    image: await webp(sample(1).extract({ left: 1300, top: 50, width: 560, height: 600 })),
    faces: 1,
  });
  // The seed's demo portraits (DiceBear drawings, one face each).
  const random = createRandom('bench-image-models');
  for (const style of AVATAR_STYLES) {
    for (const seed of ['a', 'b']) {
      const [pixels] = await renderAvatarPhotos(
        { style, seed: `${style}-${seed}`, bearded: false, hair: 'any' },
        1,
        random,
      );
      const { data, info } = pixels!;
      list.push({
        name: `seed portrait ${style} ${seed}`,
        image: await webp(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })),
        faces: 1,
      });
    }
  }
  const files = [
    ['street scene with a robot (autocannon test image)', 'autocannon/test/j5.jpeg'],
    ['red "SAMPLE" stamp (@fastify/static example)', '@fastify/static/example/public/images/sample.jpg'],
  ] as const;
  for (const [name, file] of files) {
    list.push({ name, image: await webp(sharp(require.resolve(file))), faces: null });
  }
  const flat = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } });
  list.push({ name: 'flat colour', image: await webp(flat('#c9e4de')), faces: 0 });
  // Skin-coloured and sky-over-grass frames: a classifier that reads colour alone would flag the first.
  list.push({ name: 'flat skin tone', image: await webp(flat('#e0ac8a')), faces: 0 });
  const landscape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa9e8"/><stop offset="1" stop-color="#dcecf7"/></linearGradient></defs><rect width="640" height="260" fill="url(#s)"/><path d="M0 260 L160 150 L300 240 L420 120 L640 250 L640 427 L0 427 Z" fill="#5b7f4a"/><rect y="330" width="640" height="97" fill="#7fa35a"/></svg>`,
  );
  list.push({ name: 'drawn landscape', image: await webp(sharp(landscape)), faces: 0 });
  return list;
}

const ms = (start: number) => Math.round(performance.now() - start);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const models = createImageModels({ faces: true, nudity: true, timeoutMs: 120_000, loadTimeoutMs: 120_000 });
// Memory first, before this thread decodes anything: the process's RSS before the worker starts,
// with the face models loaded and used, then with the nudity model too.
const memoryImage = await webp(sharp(path.join(demo, 'sample1.jpg')));
const rssBefore = process.memoryUsage().rss;
let start = performance.now();
await models.countFaces(memoryImage);
const firstFaces = ms(start);
for (let i = 0; i < 5; i++) await models.countFaces(memoryImage);
const rssFaces = process.memoryUsage().rss;
start = performance.now();
await models.classifyNudity(memoryImage);
const firstNudity = ms(start);
for (let i = 0; i < 5; i++) await models.classifyNudity(memoryImage);
const rssBoth = process.memoryUsage().rss;

const all = await cases();
const faceRows = [];
for (const item of all) {
  start = performance.now();
  const found = await models.countFaces(item.image);
  faceRows.push({ name: item.name, expected: item.faces, found: found?.faces ?? null, ms: ms(start) });
}
const nudityRows = [];
for (const item of all) {
  start = performance.now();
  const verdict = await models.classifyNudity(item.image);
  const scores = verdict
    ? Object.fromEntries(Object.entries(verdict.scores).map(([k, v]) => [k, +v.toFixed(3)]))
    : null;
  nudityRows.push({ name: item.name, flagged: verdict?.mayContainNudity ?? null, scores, ms: ms(start) });
}

// The two one-person crops, and one of them mirrored: face distances.
const [one, other] = [all[6]!, all[7]!];
const mirrored = await sharp(one.image).flop().resize(400).webp().toBuffer();
const [a, b, c] = await Promise.all(
  [one, other].map((x) => models.countFaces(x.image)).concat(models.countFaces(mirrored)),
);
await models.close();

const faceTimes = faceRows.map((row) => row.ms);
const nudityTimes = nudityRows.map((row) => row.ms);
const MB = 1024 * 1024;
process.stdout.write(
  `${JSON.stringify(
    {
      node: process.version,
      cores: (await import('node:os')).availableParallelism(),
      faces: {
        model: 'face-api SSD MobileNet v1 + 68 landmarks + recognition, minConfidence 0.5',
        firstRequestMs: firstFaces,
        loadMsApprox: firstFaces - median(faceTimes),
        perImageMs: { median: median(faceTimes), max: Math.max(...faceTimes) },
        countedRight: faceRows.filter((row) => row.expected !== null && row.expected === row.found).length,
        withKnownCount: faceRows.filter((row) => row.expected !== null).length,
        rows: faceRows,
        distances: {
          samePersonMirrored: +faceDistance(a!.descriptor!, c!.descriptor!).toFixed(3),
          differentPeople: +faceDistance(a!.descriptor!, b!.descriptor!).toFixed(3),
        },
      },
      nudity: {
        model: 'nsfwjs MobileNetV2 (224 px), flagged when Porn + Hentai >= 0.5',
        firstRequestMs: firstNudity,
        loadMsApprox: firstNudity - median(nudityTimes),
        perImageMs: { median: median(nudityTimes), max: Math.max(...nudityTimes) },
        flaggedInnocent: nudityRows.filter((row) => row.flagged).length,
        innocentImages: nudityRows.length,
        rows: nudityRows,
      },
      // The worker shares the process: its models show in the process's RSS.
      rssMb: {
        beforeModels: Math.round(rssBefore / MB),
        withFaceModels: Math.round(rssFaces / MB),
        withBothModels: Math.round(rssBoth / MB),
      },
    },
    null,
    2,
  )}\n`,
);
