// A simulated day of For You, for the fairness figure: a sample of each area's members each open
// For You once and see a long page (a day's swiping: `limit` cards), one after another through the
// real endpoint, with the app's exposure snapshot run every simulated ten minutes. Impressions are counted per
// member shown; the Gini coefficient is taken over everyone at least one of the day's seekers could
// have been shown (the hard rules both ways, on the seed's own copy of the members), zeros included.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../apps/server/src/modules/auth/token';
import { AREAS, type Area, type SqlRunner } from './seed-sql';

export interface DayOptions {
  runner: SqlRunner;
  /** GET the endpoint as the member with this bearer token; resolves to the ids shown. */
  show: (token: string) => Promise<string[]>;
  seekersPerArea: number;
  /** Runs after every simulated ten minutes (the app's exposure snapshot). */
  betweenSteps: () => Promise<void>;
  log: (line: string) => void;
}

/** The day in ten-minute steps, as often as the app snapshots exposure. */
const STEPS = 144;

/** Gini coefficient of non-negative counts (0: everyone the same; near 1: one member has all). */
export function gini(counts: readonly number[]): number {
  const sorted = [...counts].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (n === 0 || total === 0) return 0;
  let weighted = 0;
  sorted.forEach((value, index) => (weighted += (index + 1) * value));
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

export async function simulateDay({ runner, show, seekersPerArea, betweenSteps, log }: DayOptions) {
  const seekers = await runner.query<{ user_id: string; area: Area }>(
    `SELECT user_id, area FROM (
      SELECT bm.user_id, bm.area, row_number() OVER (PARTITION BY bm.area ORDER BY md5(bm.user_id::text || 'day')) AS r
      FROM bench_member bm JOIN profiles p ON p.user_id = bm.user_id JOIN users u ON u.id = p.user_id
      WHERE bm.area IN ('dense', 'medium', 'sparse') AND p.discoverable AND p.profile_visibility = 'Everyone'
        AND u.status = 'active'
        AND bm.user_id NOT IN (SELECT user_id FROM bench_measured)) s
    WHERE r <= $1`,
    [seekersPerArea],
  );
  // The endpoint touches a member's last-active time; the seed is kept between runs, so the day
  // puts it back afterwards (otherwise the next run would find these members freshly active).
  const lastActive = await runner.query<{ user_id: string; at: string }>(
    `SELECT user_id, last_active_at::text AS at FROM profiles WHERE user_id = ANY($1::uuid[])`,
    [`{${seekers.map((s) => s.user_id).join(',')}}`],
  );
  const tokens = new Map(seekers.map((s) => [s.user_id, randomBytes(32).toString('base64url')]));
  await runner.exec(`DELETE FROM sessions WHERE user_agent = 'kindred-bench-day'`);
  const values = seekers
    .map(
      (s) => `('${s.user_id}', '${hashToken(tokens.get(s.user_id)!)}', now() + interval '1 day', 'kindred-bench-day')`,
    )
    .join(',');
  if (values) await runner.exec(`INSERT INTO sessions (user_id, token_hash, expires_at, user_agent) VALUES ${values}`);

  // The day's seekers in a fixed random order, all areas mixed, as the day's visits would come.
  const order = [...seekers].sort((a, b) => (hashToken(a.user_id) < hashToken(b.user_id) ? -1 : 1));
  const impressions = new Map<Area, Map<string, number>>(AREAS.map((area) => [area, new Map()]));
  const perStep = Math.ceil(order.length / STEPS);
  for (let step = 0; step < STEPS; step++) {
    for (const seeker of order.slice(step * perStep, (step + 1) * perStep)) {
      const counts = impressions.get(seeker.area)!;
      for (const id of await show(tokens.get(seeker.user_id)!)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    await betweenSteps();
    if ((step + 1) % 36 === 0) log(`  day: ${(step + 1) / 6} hours of 24`);
  }
  await runner.exec(`DELETE FROM sessions WHERE user_agent = 'kindred-bench-day'`);
  await runner.query(
    `UPDATE profiles p SET last_active_at = v.at::timestamptz
     FROM unnest($1::uuid[], $2::text[]) AS v(id, at) WHERE p.user_id = v.id`,
    [`{${lastActive.map((r) => r.user_id).join(',')}}`, `{${lastActive.map((r) => `"${r.at}"`).join(',')}}`],
  );

  const members = await runner.query<BenchMemberRow>(
    `SELECT user_id, lat, lng, gender, age, age_min, age_max, show_me, max_distance
     FROM bench_member WHERE visibility = 'Everyone' AND onboarded AND active ORDER BY lat`,
  );
  const result: Record<string, unknown> = {};
  for (const area of AREAS) {
    const ids = seekers.filter((s) => s.area === area).map((s) => s.user_id);
    if (ids.length === 0) continue;
    // Everyone who passes the hard rules both ways for at least one of the day's seekers.
    const population = couldBeShown(members, new Set(ids));
    const counts = [...impressions.get(area)!.values()];
    const zeros = Math.max(0, population - counts.length);
    const all = [...counts, ...new Array<number>(zeros).fill(0)];
    const total = counts.reduce((sum, value) => sum + value, 0);
    const top = [...counts].sort((a, b) => b - a);
    const topPercent = top.slice(0, Math.max(1, Math.round(all.length / 100))).reduce((sum, v) => sum + v, 0);
    result[area] = {
      seekers: ids.length,
      impressions: total,
      could_be_shown: all.length,
      shown_at_least_once: counts.length,
      mean_impressions: Number((total / Math.max(1, all.length)).toFixed(2)),
      most_impressions_of_one_member: top[0] ?? 0,
      top_1_percent_share: Number((topPercent / Math.max(1, total)).toFixed(3)),
      gini: Number(gini(all).toFixed(3)),
    };
  }
  return result;
}

interface BenchMemberRow {
  user_id: string;
  lat: number;
  lng: number;
  gender: string;
  age: number;
  age_min: number;
  age_max: number;
  show_me: string;
  max_distance: number;
}

const WANTS: Record<string, string | null> = {
  Everyone: null,
  Women: 'female',
  Men: 'male',
  'Non-binary': 'non-binary',
};
const wants = (showMe: string, gender: string) => showMe === 'Everyone' || WANTS[showMe] === gender;

/**
 * How many members pass the hard rules both ways for at least one seeker (seed-sql.ts's
 * eligibleMemberSql on the seed's own copy of the members, flat-earth miles), over `members`
 * sorted by latitude.
 */
function couldBeShown(members: readonly BenchMemberRow[], seekerIds: ReadonlySet<string>): number {
  const lats = members.map((m) => m.lat);
  const firstAtOrAbove = (lat: number) => {
    let low = 0;
    let high = lats.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (lats[mid]! < lat) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const shown = new Set<string>();
  for (const me of members.filter((m) => seekerIds.has(m.user_id))) {
    const cos = Math.cos((me.lat * Math.PI) / 180);
    for (let i = firstAtOrAbove(me.lat - me.max_distance / 69.17); i < members.length; i++) {
      const p = members[i]!;
      if (p.lat > me.lat + me.max_distance / 69.17) break;
      if (p.user_id === me.user_id || shown.has(p.user_id)) continue;
      if (!wants(me.show_me, p.gender) || !wants(p.show_me, me.gender)) continue;
      if (p.age < me.age_min || p.age > me.age_max || me.age < p.age_min || me.age > p.age_max) continue;
      const miles = Math.sqrt(((p.lat - me.lat) * 69.17) ** 2 + ((p.lng - me.lng) * 69.17 * cos) ** 2);
      if (miles <= Math.min(me.max_distance, p.max_distance)) shown.add(p.user_id);
    }
  }
  return shown.size;
}
