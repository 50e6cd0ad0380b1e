import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { checkAndShoot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

// Decision 089: with the face detector on, the moderator sees under each profile photo how close
// its face is to the selfie's. The member's photos and selfie are people out of face-api's own
// sample photo (the shared e2e servers run without the detector: the fake camera shows no face).

const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const member = { email: uniqueEmail('faces-member'), name: 'Odile' };
const sample1 = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);
const jpeg = (image: Sharp) => image.jpeg().toBuffer();
const dataUrl = (buffer: Buffer) => `data:image/jpeg;base64,${buffer.toString('base64')}`;
const firstPerson = () => sharp(sample1).extract({ left: 250, top: 150, width: 500, height: 650 });
const thirdPerson = () => sharp(sample1).extract({ left: 1300, top: 50, width: 560, height: 600 });

let server: RunningServer;

async function sendSelfie(baseURL: string, image: Buffer): Promise<void> {
  const token = await tokenByApi(baseURL, member.email);
  const headers = { Authorization: `Bearer ${token}` };
  const status = await (await fetch(`${baseURL}/api/v1/verification`, { headers })).json();
  const form = new FormData();
  form.append('poseId', status.verification.challenge.poseId);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'selfie.jpg');
  const sent = await fetch(`${baseURL}/api/v1/verification/selfie`, { method: 'POST', headers, body: form });
  if (sent.status !== 201) throw new Error(`selfie: ${sent.status} ${await sent.text()}`);
}

beforeAll(async () => {
  server = await startServer({ IMAGE_MODELS: 'on', IMAGE_MODELS_TIMEOUT_MS: '120000' });
  const [mirrored, other] = await Promise.all([jpeg(firstPerson().flop().resize(420)), jpeg(thirdPerson())]);
  await registerByApi(server.baseURL, member.email, dataUrl(mirrored), {
    onboarded: true,
    profile: { name: member.name, photos: [dataUrl(mirrored), dataUrl(other)] },
  });
  await sendSelfie(server.baseURL, await jpeg(firstPerson()));
}, 240_000);

afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

describe('face likeness in the verification queue', () => {
  it('shows the moderator which profile photos look like the selfie', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await newPage(viewport, server.baseURL);
      await signInContext(page.context(), server.baseURL, MODERATOR.email, MODERATOR.password);
      const card = page.getByRole('article').filter({ hasText: member.name });
      // The photos' faces are found after the selfie's response: reload until they are.
      for (let tries = 0; ; tries++) {
        await page.goto('/moderation/verifications');
        await card.getByRole('img', { name: VERIFICATION_TEXTS.selfieOf(member.name) }).waitFor();
        if ((await card.getByText(VERIFICATION_TEXTS.faceLikeness.differentPersonLikely).count()) > 0) break;
        if (tries > 60) throw new Error('the profile photos were never checked');
        await page.waitForTimeout(1000);
      }
      const photos = card.getByRole('listitem');
      await expect.poll(() => photos.nth(0).textContent()).toContain(VERIFICATION_TEXTS.faceLikeness.samePersonLikely);
      expect(await photos.nth(1).textContent()).toContain(VERIFICATION_TEXTS.faceLikeness.differentPersonLikely);
      await checkAndShoot(page, 'verification-face-likeness');
      await page.context().close();
    }
  }, 240_000);
});
