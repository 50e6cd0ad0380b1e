import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Recommendation } from '@kindred/contract/discovery';
import { LOCATION_SHARING } from '@kindred/contract/enums';
import { profiles } from '../../db/schema/profiles';
import { createGazetteer } from '../locations/gazetteer';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();
const gazetteer = createGazetteer();

/** earthdistance's sphere, in miles: what the server measures with. */
const EARTH_RADIUS_MILES = 6378168 / 1609.344;
const rad = Math.PI / 180;

interface Point {
  lat: number;
  lng: number;
}

function milesBetween(a: Point, b: Point): number {
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where three circles (attacker's position, estimated distance) meet: subtracting the first
 * circle's equation from the others leaves two linear equations, in a plane around the points.
 */
function trilaterate(circles: { at: Point; miles: number }[]): Point {
  const origin = circles[0]!.at;
  const milesPerLng = EARTH_RADIUS_MILES * rad * Math.cos(origin.lat * rad);
  const milesPerLat = EARTH_RADIUS_MILES * rad;
  const xy = circles.map(({ at, miles }) => ({
    x: (at.lng - origin.lng) * milesPerLng,
    y: (at.lat - origin.lat) * milesPerLat,
    r: miles,
  }));
  const [c0, c1, c2] = xy as [(typeof xy)[0], (typeof xy)[0], (typeof xy)[0]];
  const row = (c: typeof c0) => ({
    a: 2 * (c.x - c0.x),
    b: 2 * (c.y - c0.y),
    k: c0.r ** 2 - c.r ** 2 + c.x ** 2 - c0.x ** 2 + c.y ** 2 - c0.y ** 2,
  });
  const [e1, e2] = [row(c1), row(c2)];
  const det = e1.a * e2.b - e2.a * e1.b;
  const x = (e1.k * e2.b - e2.k * e1.b) / det;
  const y = (e1.a * e2.k - e2.a * e1.k) / det;
  return { lat: origin.lat + y / milesPerLat, lng: origin.lng + x / milesPerLng };
}

async function moveTo(member: CreatedMember, place: string): Promise<Point> {
  const response = await t().app.inject({
    method: 'PATCH',
    url: `/api/v1/profiles/${member.user.id}`,
    headers: bearer(member.token),
    payload: { location: place },
  });
  expect(response.statusCode, response.body).toBe(200);
  // The attacker knows where the towns are: the gazetteer is public data.
  const { lat, lng } = gazetteer.resolve(place)!;
  return { lat, lng };
}

async function find(attacker: CreatedMember, victim: string, maxDistance: number): Promise<Recommendation | undefined> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1/discover?q=${victim}&minPhotos=0&minAge=18&maxAge=70&maxDistance=${maxDistance}`,
    headers: bearer(attacker.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().profiles as Recommendation[])[0];
}

/** Whether For You, asked with this maxDistance, holds the victim. */
async function inForYou(attacker: CreatedMember, victimId: string, maxDistance: number): Promise<boolean> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1/recommendations?maxDistance=${maxDistance}&limit=50`,
    headers: bearer(attacker.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().recommendations as Recommendation[]).some((card) => card.id === victimId);
}

type Probe = (maxDistance: number) => Promise<boolean>;

/** The smallest maxDistance that shows the victim, by bisection, or null when none up to 100 does. */
async function bisect(shows: Probe): Promise<number | null> {
  if (!(await shows(100))) return null;
  let [low, high] = [0, 100];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await shows(middle)) high = middle;
    else low = middle;
  }
  return high;
}

const threshold = (attacker: CreatedMember, victim: string) =>
  bisect(async (maxDistance) => (await find(attacker, victim, maxDistance)) !== undefined);

/** She lives in Grand Forks, ND; he wants to know where. */
async function victimAndAttacker(sharing: (typeof LOCATION_SHARING)[number]) {
  const name = `Gf${randomUUID().slice(0, 8)}`;
  const victim = await createDiscoverableMember(t().app, t().db, {
    profile: { name, location: 'Grand Forks, ND', gender: 'female', showMe: 'Men', age: 30, maxDistance: 100 },
  });
  const settings = await t().app.inject({
    method: 'PUT',
    url: '/api/v1/profile/settings',
    headers: bearer(victim.token),
    payload: { privacy: { location_sharing: sharing } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const attacker = await createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Mallory', location: 'Fargo, ND', gender: 'male', showMe: 'Women', age: 32, maxDistance: 100 },
  });
  const [stored] = await t()
    .db.select({ lat: profiles.lat, lng: profiles.lng })
    .from(profiles)
    .where(eq(profiles.userId, victim.user.id));
  return { name, victim, attacker, stored: stored as Point };
}

// Three towns around Grand Forks the attacker can move to: south, west and north-east of her.
const POSTS = ['Fargo, ND', 'Devils Lake, ND', 'Thief River Falls, MN'];

describe('distance privacy (a trilateration attack through the API)', () => {
  it.each(LOCATION_SHARING)(
    'an attacker who moves three times and bisects the distance filter stays 2 miles or more from a member sharing "%s"',
    async (sharing) => {
      const { name, attacker, stored } = await victimAndAttacker(sharing);
      const byFilter: { at: Point; miles: number }[] = [];
      const byCard: { at: Point; miles: number }[] = [];
      for (const post of POSTS) {
        const at = await moveTo(attacker, post);
        const found = await threshold(attacker, name);
        // Included at f and not at f - 1: the distance is taken to lie between them.
        if (found !== null) byFilter.push({ at, miles: found - 0.5 });
        const card = await find(attacker, name, 100);
        if (card?.distance != null) byCard.push({ at, miles: card.distance });
      }
      for (const circles of [byFilter, byCard]) {
        // Fewer than three circles: no fix at all, which is the point of hiding.
        if (circles.length < 3) continue;
        const estimate = trilaterate(circles);
        expect(
          milesBetween(estimate, stored),
          `${sharing}: estimate ${JSON.stringify(estimate)}`,
        ).toBeGreaterThanOrEqual(2);
      }
      expect(byFilter.length + byCard.length, 'the victim was never found at all').toBeGreaterThan(0);
    },
  );

  it('a Hidden member is found only from the first mile of a 25-mile band, in Discover and For You alike', async () => {
    const { name, victim, attacker } = await victimAndAttacker('Hidden');
    const bandStarts = [1, 26, 51, 76];
    for (const post of POSTS) {
      await moveTo(attacker, post);
      const byDiscover = await threshold(attacker, name);
      const byForYou = await bisect((maxDistance) => inForYou(attacker, victim.user.id, maxDistance));
      // By the mile, bisection would find the shown point's distance; by band, only the band.
      expect(bandStarts, `${post}: Discover`).toContain(byDiscover);
      expect(byForYou, `${post}: For You`).toBe(byDiscover);
    }
  });

  it.each(['City only', 'Hidden'] as const)(
    'a member sharing "%s" 73.4 miles away is shown alike at maxDistance 73 and 74',
    async (sharing) => {
      const { name, attacker } = await victimAndAttacker(sharing);
      await moveTo(attacker, 'Fargo, ND');
      const [at73, at74] = [await find(attacker, name, 73), await find(attacker, name, 74)];
      expect(at73?.id).toBe(at74?.id);
    },
  );
});
