import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageModels, faceDistance, imageClassifierOf } from './image-models';

// The real models, loaded once for the file (a few seconds), on face-api's own sample photos.
const samples = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const sample = (name: string) => path.join(samples, name);
/** One person's head and shoulders out of sample1.jpg (three people), as a member's JPEG. */
const onePerson = (left: number, top: number, width: number, height: number) =>
  sharp(sample('sample1.jpg')).extract({ left, top, width, height }).jpeg().toBuffer();
const flatColour = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9e4de' } })
    .webp()
    .toBuffer();

const models = createImageModels({ faces: true, nudity: true, timeoutMs: 60_000 });
afterAll(() => models.close());

describe('image models in a worker', () => {
  it('counts the faces in group photos, one in a crop of one person and none in a flat colour', async () => {
    const [group, single, flat] = await Promise.all([
      models.countFaces(await sharp(sample('sample5.jpg')).toBuffer()),
      models.countFaces(await onePerson(250, 150, 500, 650)),
      models.countFaces(await flatColour()),
    ]);
    expect(group?.faces).toBe(5);
    expect(group?.descriptors).toHaveLength(5);
    expect(single?.faces).toBe(1);
    expect(single?.descriptor).toHaveLength(128);
    expect(flat).toEqual({ faces: 0, descriptors: [] });
  });

  it('puts the same face, mirrored and smaller, nearer than another person', async () => {
    const first = await onePerson(250, 150, 500, 650);
    const [face, mirrored, other] = await Promise.all([
      models.countFaces(first),
      models.countFaces(await sharp(first).flop().resize(360).webp().toBuffer()),
      models.countFaces(await onePerson(1300, 50, 560, 600)),
    ]);
    const same = faceDistance(face!.descriptor!, mirrored!.descriptor!);
    const different = faceDistance(face!.descriptor!, other!.descriptor!);
    expect(same).toBeLessThan(0.5);
    expect(different).toBeGreaterThan(0.6);
  });

  it('finds no nudity in ordinary photos, and gives the chat its seam', async () => {
    const verdict = await models.classifyNudity(await sharp(sample('sample1.jpg')).toBuffer());
    expect(verdict?.mayContainNudity).toBe(false);
    const total = Object.values(verdict!.scores).reduce((sum, score) => sum + score, 0);
    expect(total).toBeCloseTo(1, 2);
    const classifyImage = imageClassifierOf(models);
    expect(await classifyImage(await flatColour())).toEqual({ mayContainNudity: false });
  });

  it('answers null for what it cannot read, for a model switched off, and once closed', async () => {
    expect(await models.countFaces(Buffer.from('not an image'))).toBeNull();
    const off = createImageModels({ faces: false, nudity: false });
    expect(await off.countFaces(await flatColour())).toBeNull();
    expect(await off.classifyNudity(await flatColour())).toBeNull();
    const closing = createImageModels({ faces: true, nudity: false });
    const waiting = closing.countFaces(await flatColour());
    await closing.close();
    expect(await waiting).toBeNull();
    expect(await closing.countFaces(await flatColour())).toBeNull();
  });

  it('answers null when the answer comes later than the timeout', async () => {
    // Loading the models alone takes far longer than a millisecond.
    const hurried = createImageModels({ faces: true, nudity: false, timeoutMs: 1, loadTimeoutMs: 0 });
    try {
      expect(await hurried.countFaces(await flatColour())).toBeNull();
    } finally {
      await hurried.close();
    }
  });
});
