import { describe, expect, it } from 'vitest';
import { INTEREST_CATALOGUE } from '@kindred/contract/enums';
import { useTestApp } from '../../../test/app';
import { createDiscoverableMember, randomSpot } from '../../../test/factories';
import { createInterestFrequencyCache } from './interest-frequencies';

const t = useTestApp();

describe('interest shares (the rarity weights of the interests sub-score)', () => {
  it('are counted again in the background on request, serving the last count meanwhile', async () => {
    const [first, second] = INTEREST_CATALOGUE.slice(-2) as [string, string];
    const member = (interest: string) =>
      createDiscoverableMember(t().app, t().db, {
        profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
        columns: { ...randomSpot(), interests: [interest] },
      });
    await member(first);
    const cache = createInterestFrequencyCache(t().db);
    cache.warm();
    const counted = await cache.get();
    expect(counted.share(first)).toBeGreaterThan(0);
    const secondBefore = counted.share(second);

    await member(second);
    await member(second);
    const recounted = cache.recount();
    // Meanwhile the last count is served: a request that asked for a new one does not wait for it.
    expect((await cache.get()).share(second)).toBe(secondBefore);
    await recounted;
    expect((await cache.get()).share(second)).toBeGreaterThan(secondBefore);
  });
});
