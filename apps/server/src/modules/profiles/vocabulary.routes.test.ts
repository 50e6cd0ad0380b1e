import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  choicesOn,
  SCREEN_CHOICES,
  STORED_CHOICES,
  type ChoiceField,
  type VocabularyScreen,
} from '@kindred/contract/vocabulary';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

// Decision 052: a choice sent under any screen's label is stored once, and reads back as the
// same stored value, which every screen then shows as picked.

const t = useTestApp();

const screens = Object.keys(SCREEN_CHOICES) as VocabularyScreen[];
const fields = Object.keys(STORED_CHOICES) as ChoiceField[];
const everyLabel = screens.flatMap((screen) =>
  fields.flatMap((field) => (SCREEN_CHOICES[screen][field] ?? []).map((choice) => ({ screen, field, ...choice }))),
);

const me = async (token: string) =>
  (await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(token) })).json().data;

describe('one vocabulary through the API', () => {
  it('stores each screen label as its one value, and every screen finds it picked', async () => {
    const member = await createMember(t().app);
    for (const choice of everyLabel) {
      const response = await t().app.inject({
        method: 'PATCH',
        url: `/api/v1/profiles/${member.user.id}`,
        headers: bearer(member.token),
        payload: { [choice.field]: choice.label },
      });
      expect(response.statusCode, `${choice.screen} ${choice.field} ${choice.label}`).toBe(200);
      const stored = (await me(member.token))[choice.field];
      expect(stored, `${choice.screen} ${choice.field} ${choice.label}`).toBe(choice.value);
      for (const screen of screens) {
        expect(choicesOn(screen, choice.field, stored).filter((option) => option.value === stored)).toHaveLength(1);
      }
    }
  });

  it('registration takes its own labels and the onboarding ones alike', async () => {
    const registered = await createMember(t().app, {
      profile: { gender: 'Other', lookingFor: 'Marriage', showMe: 'Everyone', interests: ['hiking', 'WINE'] },
    });
    expect(await me(registered.token)).toMatchObject({
      gender: 'other',
      lookingFor: 'Marriage',
      showMe: 'Everyone',
      interests: ['Hiking', 'Wine'],
    });
    const onboardingWords = await createMember(t().app, {
      profile: { gender: 'Woman', lookingFor: 'Still figuring it out', showMe: 'Men' },
    });
    expect(await me(onboardingWords.token)).toMatchObject({ gender: 'female', lookingFor: 'Not sure yet' });
  });

  it('keeps interests to the catalogue, in its spelling, and refuses the rest with a 400', async () => {
    const member = await createMember(t().app);
    const patch = (interests: unknown) =>
      t().app.inject({
        method: 'PATCH',
        url: `/api/v1/profiles/${member.user.id}`,
        headers: bearer(member.token),
        payload: { interests },
      });
    const saved = await patch(['craft beer', ' Rock climbing ', 'Craft Beer']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.interests).toEqual(['Craft Beer', 'Rock Climbing']);
    const refused = await patch(['Hiking', 'Pottery']);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('\\"Pottery\\" is not one of Kindred\'s interests');
    expect((await patch(['Gender', 'x'.repeat(5000)])).statusCode).toBe(400);
    expect((await me(member.token)).interests).toEqual(['Craft Beer', 'Rock Climbing']);
  });

  it('the For You filter takes any screen label for lookingFor', async () => {
    const member = await createMember(t().app);
    const headers = bearer(member.token);
    for (const label of ['New friends', 'Marriage', 'not sure yet']) {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/v1/recommendations?lookingFor=${encodeURIComponent(label)}`,
        headers,
      });
      expect(response.statusCode, label).toBe(200);
    }
    const refused = await t().app.inject({ method: 'GET', url: '/api/v1/recommendations?lookingFor=Robots', headers });
    expect(refused.statusCode).toBe(400);
  });

  it('the data migration brings older stored words onto the stored set', async () => {
    const member = await createMember(t().app);
    const { db } = t();
    await db
      .update(profiles)
      .set({
        interests: ['hiking', 'Pottery', 'Hiking', ' wine', 'Dogs'],
        gender: 'Woman',
        lookingFor: 'Long-term relationship',
        showMe: 'men',
      })
      .where(eq(profiles.userId, member.user.id));
    const migration = fs.readFileSync(new URL('../../../drizzle/0020_vocabulary.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await me(member.token)).toMatchObject({
      interests: ['Hiking', 'Wine', 'Dogs'],
      gender: 'female',
      lookingFor: 'Relationship',
      showMe: 'Men',
    });
  });
});
