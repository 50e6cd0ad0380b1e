import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import type { Recommendation } from '@kindred/contract/discovery';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMember,
  multipartFile,
  pngOf,
  type CreatedMember,
} from '../../../test/factories';

const t = useTestApp();

/** Everything the onboarding gates ask for, as a client written from SPEC 3 would register it. */
const completeProfile = {
  gender: 'female' as const,
  showMe: 'Men' as const,
  age: 29,
  ageRange: [25, 40] as [number, number],
  bio: 'Weekend hiker, weekday baker, always up for a new trail.',
  interests: ['Hiking', 'Baking', 'Travel'],
  lookingFor: 'Relationship' as const,
  questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Something true about me.' })),
};

async function viewerIn(location: string): Promise<CreatedMember> {
  return createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 31, ageRange: [25, 40] },
  });
}

async function recommendedTo(viewer: CreatedMember): Promise<string[]> {
  const response = await t().app.inject({
    method: 'GET',
    url: '/api/v1/recommendations?limit=50',
    headers: bearer(viewer.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().recommendations as Recommendation[]).map((card) => card.id);
}

describe('visibility follows the onboarding gates, whichever client is used', () => {
  it('recommends a member whose SPEC registration already passes every gate', async () => {
    const member = await createMember(t().app, { profile: { ...completeProfile, location: 'Boise, ID' } });
    expect(member.profile?.onboardingCompleted).toBe(true);
    expect(await recommendedTo(await viewerIn('Boise, ID'))).toContain(member.user.id);
  });

  it('makes a member visible once a profile change completes the gates, without the onboarding call', async () => {
    const member = await createMember(t().app, {
      profile: { ...completeProfile, location: 'Tulsa, OK', interests: ['Hiking', 'Baking'] },
    });
    expect(member.profile?.onboardingCompleted).toBe(false);
    const viewer = await viewerIn('Tulsa, OK');
    expect(await recommendedTo(viewer)).not.toContain(member.user.id);

    const patched = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${member.user.id}`,
      headers: bearer(member.token),
      payload: { interests: ['Hiking', 'Baking', 'Travel'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.onboardingCompleted).toBe(true);
    expect(await recommendedTo(await viewerIn('Tulsa, OK'))).toContain(member.user.id);
  });

  it('hides a member whose profile stops passing a gate, and shows them again once it passes', async () => {
    const member = await createMember(t().app, { profile: { ...completeProfile, location: 'Omaha, NE' } });
    const photo = member.profile!.photos[0]!;
    const removed = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/photos',
      headers: bearer(member.token),
      payload: { photoUrl: photo },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await recommendedTo(await viewerIn('Omaha, NE'))).not.toContain(member.user.id);

    const upload = multipartFile(await pngOf(400, 400));
    const added = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profile/photos',
      headers: { ...bearer(member.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await recommendedTo(await viewerIn('Omaha, NE'))).toContain(member.user.id);

    const shortened = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${member.user.id}`,
      headers: bearer(member.token),
      payload: { bio: 'Too short.' },
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    // Still onboarded (the web does not send them back through the wizard), just not shown.
    expect(shortened.json().data.onboardingCompleted).toBe(true);
    expect(await recommendedTo(await viewerIn('Omaha, NE'))).not.toContain(member.user.id);
  });
});
