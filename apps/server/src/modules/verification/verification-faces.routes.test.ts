import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES, type ModerationVerification } from '@kindred/contract/verification';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, multipartForm, pngOf, type CreatedMember } from '../../../test/factories';
import { setRole } from '../moderation/moderation.repo';

// The one API test file with the image models on (decision 089): the real face detector in its
// worker, on people out of face-api's own sample photos. The generous timeout covers loading the
// models on a busy machine; a slow answer would otherwise send the selfie to a person unchecked.
const t = useTestApp({ IMAGE_MODELS: 'on', IMAGE_MODELS_TIMEOUT_MS: '60000' });

const sample1 = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);
/** The first of sample1.jpg's three people, head and shoulders. */
const firstPerson = () => sharp(sample1).extract({ left: 250, top: 150, width: 500, height: 650 }).jpeg().toBuffer();
/** The third of them. */
const thirdPerson = () => sharp(sample1).extract({ left: 1300, top: 50, width: 560, height: 600 }).jpeg().toBuffer();

const call = (member: CreatedMember, method: 'GET' | 'POST', url: string) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token) });

async function sendSelfie(member: CreatedMember, image: Buffer) {
  const status = (await call(member, 'GET', '/verification')).json().verification;
  const form = multipartForm({ poseId: status.challenge.poseId }, { field: 'image', data: image });
  const response = await t().app.inject({
    method: 'POST',
    url: '/api/v1/verification/selfie',
    headers: { ...form.headers, ...bearer(member.token) },
    payload: form.payload,
  });
  return { response, poseId: status.challenge.poseId as string };
}

async function addPhoto(member: CreatedMember, image: Buffer): Promise<void> {
  const form = multipartForm({}, { field: 'photo', data: image, contentType: 'image/jpeg' });
  const added = await t().app.inject({
    method: 'POST',
    url: '/api/v1/profile/photos',
    headers: { ...form.headers, ...bearer(member.token) },
    payload: form.payload,
  });
  expect(added.statusCode, added.body).toBe(201);
}

/** The member's pending item once the detector has been through every photo (it works after the response). */
async function checkedItem(mod: CreatedMember, member: CreatedMember): Promise<ModerationVerification> {
  for (let tries = 0; tries < 240; tries++) {
    const items: ModerationVerification[] = (await call(mod, 'GET', '/moderation/verifications?limit=50')).json()
      .verifications;
    const item = items.find((candidate) => candidate.member.id === member.user.id && candidate.status === 'pending');
    if (item && item.member.photoFaces.every((face) => face.likeness !== 'notChecked')) return item;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the profile photos were never checked');
}

describe('selfie verification with the face detector', () => {
  it('refuses a selfie without exactly one face, and it is not an attempt', async () => {
    const member = await createMember(t().app);
    const flat = await sendSelfie(member, await pngOf(480, 640, '#8a6f5c'));
    expect(flat.response.statusCode, flat.response.body).toBe(422);
    expect(flat.response.json()).toEqual({ message: VERIFICATION_MESSAGES.notOneFace });
    const group = await sendSelfie(member, await sharp(sample1).resize(1280).jpeg().toBuffer());
    expect(group.response.statusCode, group.response.body).toBe(422);

    const status = (await call(member, 'GET', '/verification')).json().verification;
    expect(status).toMatchObject({ state: 'unverified', attemptsLeft: 3 });
    // The same pose still stands: nothing was stored.
    expect(status.challenge.poseId).toBe(flat.poseId);
  });

  it('takes a one-face selfie and shows the moderator how close each profile photo is', async () => {
    const member = await createMember(t().app);
    await addPhoto(
      member,
      await sharp(await firstPerson())
        .flop()
        .resize(420)
        .jpeg()
        .toBuffer(),
    );
    await addPhoto(member, await thirdPerson());
    const sent = await sendSelfie(member, await firstPerson());
    expect(sent.response.statusCode, sent.response.body).toBe(201);
    expect(sent.response.json().verification.state).toBe('pending');

    const mod = await createMember(t().app);
    expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
    const item = await checkedItem(mod, member);
    // Registration's photo (a flat colour), then the same person mirrored, then someone else.
    expect(item.member.photoFaces.map((face) => face.likeness)).toEqual([
      'noFace',
      'samePersonLikely',
      'differentPersonLikely',
    ]);
    expect(item.member.photoFaces[1]!.distance).toBeLessThan(0.5);

    // The descriptors are the member's data: their export carries them.
    const exported = (await call(member, 'GET', '/account/export')).json();
    expect(exported.verifications[0].faceDescriptor).toHaveLength(128);
    expect(exported.photoFaces.map((photo: { faces: number[][] }) => photo.faces.length)).toEqual([0, 1, 1]);
  });
});
