// The bench data generator: plain SQL (INSERT ... SELECT FROM generate_series, random()), the same
// statements on real PostgreSQL and on PGlite, so a million members take minutes, not hours.
// Everything the generator needs besides the app's own tables lives in bench_* tables of the bench
// database, which is dedicated to this benchmark (see seed-postgres.ts and seed-pglite.ts).
import { DRINKING, EDUCATION_LEVELS, HEIGHT_OPTIONS, SMOKING } from '@kindred/contract/enums';
import {
  DISCOVER_INTEREST_CATEGORIES,
  LANGUAGES,
  ONBOARDING_INTEREST_CATEGORIES,
  REGISTRATION_INTERESTS,
} from '@kindred/contract/enums';
import { QUESTION_BANK } from '../../apps/server/src/modules/compatibility/question-bank';
import { MEN_NAMES, NEUTRAL_NAMES, WOMEN_NAMES } from '../../apps/server/src/seed/first-names';
import { OCCUPATIONS, QUESTION_ANSWERS } from '../../apps/server/src/seed/profile-details';

/** Bump when the generator changes: a stored seed with another version is rebuilt. */
export const SEED_VERSION = 3;

export type Area = 'dense' | 'medium' | 'sparse';
export const AREAS: readonly Area[] = ['dense', 'medium', 'sparse'];

/** What both engines offer the seeder: statements without parameters, and reads. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SeedSize {
  /** Members (users + profiles). */
  members: number;
  /** Interactions to reach in total (measured members' swipes included). */
  swipes: number;
  /** Measured members per area; their swipes go from 0 to maxSwipes, evenly spread. */
  measuredPerArea: number;
  maxSwipes: number;
  /** Members per area whose requests warm the caches (not measured). */
  warmupPerArea: number;
  /** Memory for sorts and index builds in the seeding session. */
  workMem: string;
  maintenanceWorkMem: string;
}

export type StepDurations = Record<string, number>;

/**
 * Where members live. Dense: half of everyone within ~32 miles of New York (most of them within
 * 12). Medium: five mid-size cities, 7 % each, within ~20 miles. Sparse: rural Montana, 4 % spread
 * over the whole state. The remaining 11 % scatter over the rest of the country.
 */
interface Place {
  area: Area | 'rest';
  labels: readonly string[];
  weight: number;
  /** A disc around a centre (core share within coreMiles, the rest within outerMiles) or a box. */
  disc?: { lat: number; lng: number; coreMiles: number; coreShare: number; outerMiles: number };
  box?: { latMin: number; latMax: number; lngMin: number; lngMax: number };
}

const PLACES: readonly Place[] = [
  {
    area: 'dense',
    labels: ['New York, NY', 'Brooklyn, NY', 'Jersey City, NJ', 'Yonkers, NY', 'Newark, NJ'],
    weight: 0.5,
    disc: { lat: 40.7128, lng: -74.006, coreMiles: 12, coreShare: 0.7, outerMiles: 32 },
  },
  ...(
    [
      ['Austin, TX', 30.2672, -97.7431],
      ['Denver, CO', 39.7392, -104.9903],
      ['Portland, OR', 45.5152, -122.6784],
      ['Nashville, TN', 36.1627, -86.7816],
      ['Columbus, OH', 39.9612, -82.9988],
    ] as const
  ).map(([label, lat, lng]): Place => ({
    area: 'medium',
    labels: [label],
    weight: 0.07,
    disc: { lat, lng, coreMiles: 8, coreShare: 0.6, outerMiles: 20 },
  })),
  {
    area: 'sparse',
    labels: [
      'Billings, MT',
      'Bozeman, MT',
      'Missoula, MT',
      'Great Falls, MT',
      'Helena, MT',
      'Lewistown, MT',
      'Miles City, MT',
      'Havre, MT',
      'Glasgow, MT',
      'Dillon, MT',
    ],
    weight: 0.04,
    box: { latMin: 44.6, latMax: 48.9, lngMin: -115.8, lngMax: -104.3 },
  },
  {
    area: 'rest',
    labels: ['Wichita, KS', 'Omaha, NE', 'Boise, ID', 'Tulsa, OK', 'Des Moines, IA', 'Albuquerque, NM'],
    weight: 0.11,
    box: { latMin: 31, latMax: 47, lngMin: -120, lngMax: -76 },
  },
];

/** About 60 interests; the order is the popularity order (the generator skews toward the front). */
const EXTRA_INTERESTS = [
  'Board Games',
  'Gardening',
  'Podcasts',
  'Volunteering',
  'Meditation',
  'Theater',
  'Comedy',
  'Skiing',
  'Surfing',
  'Karaoke',
  'Poetry',
  'Astronomy',
  'History',
  'Anime',
  'Basketball',
  'Soccer',
  'Fishing',
];
export const INTEREST_VOCABULARY: readonly string[] = [
  ...new Set([
    ...REGISTRATION_INTERESTS,
    ...Object.values(ONBOARDING_INTEREST_CATEGORIES).flat(),
    ...Object.values(DISCOVER_INTEREST_CATEGORIES).flat(),
    ...EXTRA_INTERESTS,
  ]),
].slice(0, 60);

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(quote).join(',')}]::text[]`;
/** `items[1 + floor(random() * n)]`: a uniform pick, evaluated per row. */
const pick = (items: readonly string[]) => `(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;

const LOREM = Object.values(QUESTION_ANSWERS).flat().join(' ');

/** Miles between bench_member rows `a` and `b`, flat-earth (within 0.5 % up to a few hundred miles). */
const milesSql = (a: string, b: string) =>
  `sqrt(((${b}.lat - ${a}.lat) * 69.17) ^ 2 + ((${b}.lng - ${a}.lng) * 69.17 * cos(radians(${a}.lat))) ^ 2)`;

/**
 * The same rules on bench_member rows `me` and `p` (integer ages, flat-earth distance): what the
 * seeder uses to aim swipes and count candidates, far cheaper than ll_to_earth per row.
 */
function eligibleMemberSql(): string {
  return `(p.visibility = 'Everyone' AND p.onboarded AND p.active AND p.user_id <> me.user_id
    AND (me.show_me = 'Everyone' OR (me.show_me = 'Women' AND p.gender = 'female')
      OR (me.show_me = 'Men' AND p.gender = 'male') OR (me.show_me = 'Non-binary' AND p.gender = 'non-binary'))
    AND (p.show_me = 'Everyone' OR (p.show_me = 'Women' AND me.gender = 'female')
      OR (p.show_me = 'Men' AND me.gender = 'male') OR (p.show_me = 'Non-binary' AND me.gender = 'non-binary'))
    AND p.age BETWEEN me.age_min AND me.age_max AND me.age BETWEEN p.age_min AND p.age_max
    AND ${milesSql('me', 'p')} <= least(me.max_distance, p.max_distance))`;
}

/** bench_member rows `p` inside a box of `miles` around `me` (the lat index narrows the scan). */
const nearMemberSql = (miles: string) =>
  `p.lat BETWEEN me.lat - (${miles}) / 69.17 AND me.lat + (${miles}) / 69.17
    AND p.lng BETWEEN me.lng - (${miles}) / (69.17 * cos(radians(me.lat)))
      AND me.lng + (${miles}) / (69.17 * cos(radians(me.lat)))`;

/** Indexes and the primary key of a table, dropped before a bulk load and rebuilt after (faster). */
async function withoutIndexes(db: SqlRunner, table: string, dropPrimaryKey: boolean, load: () => Promise<void>) {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  const keys = dropPrimaryKey
    ? await db.query<{ name: string; def: string }>(
        `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
         WHERE conrelid = $1::regclass AND contype = 'p'`,
        [`public.${table}`],
      )
    : [];
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  for (const key of keys) await db.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
  await load();
  for (const key of keys) await db.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.def}`);
  for (const index of indexes) await db.exec(index.def);
}

/**
 * Fills an empty, migrated database. `log` gets progress lines; returns the seconds of each step.
 * Foreign keys are not checked during the load (session_replication_role = replica): the generator
 * only writes ids it created.
 */
export async function seed(db: SqlRunner, size: SeedSize, log: (line: string) => void): Promise<StepDurations> {
  const durations: StepDurations = {};
  const step = async (name: string, run: () => Promise<void>) => {
    const start = performance.now();
    log(`seed: ${name}...`);
    await run();
    durations[name] = Number(((performance.now() - start) / 1000).toFixed(1));
    log(`seed: ${name} done in ${durations[name]} s`);
  };

  await db.exec(`SET session_replication_role = replica`);
  await db.exec(`SET work_mem = '${size.workMem}'`);
  await db.exec(`SET maintenance_work_mem = '${size.maintenanceWorkMem}'`);
  await db.exec(`SET max_parallel_workers_per_gather = 0`);
  await db.exec(`SET synchronous_commit = off`);
  await db.exec(`SELECT setseed(0.4242)`);

  await step('bench tables', async () => {
    await db.exec(`CREATE TABLE bench_question (qidx int PRIMARY KEY, id text NOT NULL, options text[] NOT NULL)`);
    await db.exec(
      `INSERT INTO bench_question VALUES ${QUESTION_BANK.map(
        (q, i) => `(${i}, ${quote(q.id)}, ${textArray(q.options.map((o) => o.id))})`,
      ).join(',')}`,
    );
    let cumulative = 0;
    const rows = PLACES.map((place, i) => {
      const low = cumulative;
      cumulative += place.weight;
      const disc = place.disc;
      const box = place.box;
      return `(${i}, '${place.area}', ${textArray(place.labels)}, ${low}, ${i === PLACES.length - 1 ? 2 : cumulative},
        ${disc ? `${disc.lat}, ${disc.lng}, ${disc.coreMiles}, ${disc.coreShare}, ${disc.outerMiles}` : 'NULL, NULL, NULL, NULL, NULL'},
        ${box ? `${box.latMin}, ${box.latMax}, ${box.lngMin}, ${box.lngMax}` : 'NULL, NULL, NULL, NULL'})`;
    });
    await db.exec(`CREATE TABLE bench_place (place int PRIMARY KEY, area text NOT NULL, labels text[] NOT NULL,
      cum_low float8 NOT NULL, cum_high float8 NOT NULL,
      lat float8, lng float8, core_miles float8, core_share float8, outer_miles float8,
      lat_min float8, lat_max float8, lng_min float8, lng_max float8)`);
    await db.exec(`INSERT INTO bench_place VALUES ${rows.join(',')}`);
  });

  // The members' core traits, kept for the later steps (swipe pools need gender, age and place).
  // Each level draws its random numbers once (OFFSET 0 keeps the planner from inlining them).
  await step('members', async () => {
    await db.exec(`CREATE TABLE bench_member AS
      SELECT s.idx, md5('kindred-bench-' || s.idx)::uuid AS user_id, pl.place, pl.area,
        round((CASE WHEN pl.lat IS NOT NULL THEN pl.lat + d.miles * cos(s.bearing) / 69.0
          ELSE pl.lat_min + s.bx * (pl.lat_max - pl.lat_min) END)::numeric, 5)::float8 AS lat,
        round((CASE WHEN pl.lng IS NOT NULL THEN pl.lng + d.miles * sin(s.bearing) / (69.0 * cos(radians(pl.lat)))
          ELSE pl.lng_min + s.by * (pl.lng_max - pl.lng_min) END)::numeric, 5)::float8 AS lng,
        pl.labels[1 + floor(s.lr * array_length(pl.labels, 1))::int] AS label,
        s.gender, s.age, s.show_me,
        greatest(18, s.age - 2 - floor(s.minr * 9)::int) AS age_min,
        least(99, s.age + 2 + floor(s.maxr * 11)::int) AS age_max,
        s.max_distance, s.onboarded, s.visibility, s.active, s.last_active_at,
        s.last_active_at - (1 + floor(s.jr * 300)::int) * interval '1 day' AS created_at,
        CASE WHEN s.onboarded THEN 1 + floor(s.phr * 5)::int ELSE 0 END AS photo_count
      FROM (
        SELECT idx, pr, bearing, bx, by, lr, minr, maxr, jr, phr, dr, cr, max_distance, onboarded, active,
          last_active_at,
          CASE WHEN gr < 0.47 THEN 'female' WHEN gr < 0.94 THEN 'male' WHEN gr < 0.985 THEN 'non-binary'
            ELSE 'other' END AS gender,
          CASE WHEN ar < 0.17 THEN 18 + floor(ay * 7)::int WHEN ar < 0.53 THEN 25 + floor(ay * 10)::int
            WHEN ar < 0.76 THEN 35 + floor(ay * 10)::int WHEN ar < 0.90 THEN 45 + floor(ay * 10)::int
            ELSE 55 + floor(ay * 16)::int END AS age,
          CASE WHEN gr < 0.47 THEN (CASE WHEN sr < 0.82 THEN 'Men' WHEN sr < 0.93 THEN 'Everyone' ELSE 'Women' END)
            WHEN gr < 0.94 THEN (CASE WHEN sr < 0.85 THEN 'Women' WHEN sr < 0.94 THEN 'Everyone' ELSE 'Men' END)
            ELSE (CASE WHEN sr < 0.7 THEN 'Everyone' WHEN sr < 0.82 THEN 'Women' WHEN sr < 0.92 THEN 'Men'
              ELSE 'Non-binary' END) END AS show_me,
          CASE WHEN vr < 0.95 THEN 'Everyone' WHEN vr < 0.98 THEN 'Only matches' ELSE 'Hidden' END AS visibility
        FROM (
          SELECT i AS idx, random() AS pr, 2 * pi() * random() AS bearing, random() AS bx, random() AS by,
            random() AS lr, random() AS minr, random() AS maxr, random() AS jr, random() AS phr, random() AS dr,
            random() AS cr, random() AS gr, random() AS ar, random() AS ay, random() AS sr, random() AS vr,
            (ARRAY[10, 15, 25, 25, 30, 50, 50, 100])[1 + floor(random() * 8)::int] AS max_distance,
            random() < 0.97 AS onboarded, random() < 0.995 AS active,
            now() - random() ^ 2 * interval '60 days' AS last_active_at
          FROM generate_series(1, ${size.members}) AS i
          OFFSET 0
        ) draws
        OFFSET 0
      ) s
      JOIN bench_place pl ON s.pr >= pl.cum_low AND s.pr < pl.cum_high
      CROSS JOIN LATERAL (
        SELECT CASE WHEN s.cr < pl.core_share THEN pl.core_miles ELSE pl.outer_miles END * sqrt(s.dr) AS miles
      ) d`);
    await db.exec(`ALTER TABLE bench_member ADD PRIMARY KEY (idx)`);
    await db.exec(`CREATE UNIQUE INDEX ON bench_member (user_id)`);
    await db.exec(`CREATE INDEX ON bench_member (lat)`);
    await db.exec(`ANALYZE bench_member`);
  });

  await step('users', () =>
    withoutIndexes(db, 'users', false, () =>
      // Most confirmed their e-mail; about a third have an approved selfie (decision 079).
      db.exec(`INSERT INTO users (id, email, email_verified_at, verified_at, status, role, terms_accepted_at, created_at, updated_at)
        SELECT user_id, 'bench-' || idx || '@bench.kindred.invalid',
          CASE WHEN random() < 0.9 THEN created_at END, CASE WHEN random() < 0.3 THEN created_at END,
          CASE WHEN active THEN 'active' ELSE 'suspended' END, 'member', created_at, created_at, last_active_at
        FROM bench_member ORDER BY idx`),
    ),
  );

  await step('profiles', () =>
    withoutIndexes(db, 'profiles', false, () =>
      db.exec(`INSERT INTO profiles (user_id, name, birthdate, gender, location, lat, lng, bio, occupation, education,
          height, interests, languages, looking_for, show_me, age_min, age_max, max_distance, drinking, smoking,
          profile_visibility, location_sharing, activity_status, subscription, boosted_until, last_active_at,
          onboarding_completed_at, discoverable, created_at, updated_at)
        SELECT m.user_id,
          CASE m.gender WHEN 'female' THEN ${pick(WOMEN_NAMES)} WHEN 'male' THEN ${pick(MEN_NAMES)}
            ELSE ${pick(NEUTRAL_NAMES)} END,
          ((current_date - make_interval(years => m.age))::date - floor(random() * 365)::int),
          m.gender, m.label, m.lat, m.lng,
          CASE WHEN random() < 0.08 THEN '' ELSE substr(${quote(LOREM)}, 1 + floor(random() * 400)::int,
            20 + floor(random() * 380)::int) END,
          ${pick(OCCUPATIONS)}, ${pick(EDUCATION_LEVELS)}, ${pick(HEIGHT_OPTIONS)},
          coalesce((SELECT array_agg(DISTINCT (${textArray(INTEREST_VOCABULARY)})[1 + floor(
              ${INTEREST_VOCABULARY.length} * random() ^ 2.2)::int])
            FROM generate_series(1, 3 + m.idx % 6)), '{}'),
          CASE WHEN random() < 0.3 THEN ARRAY['English', ${pick(LANGUAGES.slice(1))}] ELSE ARRAY['English'] END,
          (ARRAY['Relationship', 'Relationship', 'Relationship', 'Marriage', 'Casual', 'Friendship', 'Not sure yet',
            'Not sure yet'])[1 + floor(random() * 8)::int],
          m.show_me, m.age_min, m.age_max, m.max_distance,
          ${pick([...DRINKING.flatMap((d, i) => Array<string>([2, 6, 1][i]!).fill(d)), ''])},
          ${pick([...SMOKING.flatMap((d, i) => Array<string>([8, 1, 1][i]!).fill(d)), ''])},
          m.visibility,
          (ARRAY['City only', 'City only', 'City only', 'Exact location', 'Hidden'])[1 + floor(random() * 5)::int],
          random() < 0.9,
          (ARRAY['Free', 'Free', 'Free', 'Free', 'Free', 'Free', 'Basic', 'Gold', 'Gold', 'Platinum'])
            [1 + floor(random() * 10)::int],
          CASE WHEN random() < 0.01 THEN now() + random() * interval '12 hours' END,
          m.last_active_at,
          CASE WHEN m.onboarded THEN m.created_at + interval '20 minutes' END, m.onboarded,
          m.created_at, m.last_active_at
        FROM bench_member m ORDER BY m.idx`),
    ),
  );

  await step('photos', () =>
    withoutIndexes(db, 'photos', false, () =>
      db.exec(`INSERT INTO photos (user_id, position, width, height, created_at)
        SELECT m.user_id, k, 1080, 1350, m.created_at
        FROM bench_member m CROSS JOIN LATERAL generate_series(0, m.photo_count - 1) AS k
        ORDER BY m.idx, k`),
    ),
  );

  // 5 to 25 answers each: n consecutive questions of a random rotation of the bank (steps coprime
  // with 45 visit distinct questions). Options skew to the first; importance mostly "somewhat" or
  // "very", a few mandatory; a member accepts their own answer and, the less it matters, more others.
  await step('answers', () =>
    withoutIndexes(db, 'question_answers', true, async () => {
      const n = QUESTION_BANK.length;
      const accepted = [1, 2, 3, 4, 5]
        .map(
          (k) => `CASE WHEN a.nopt >= ${k} AND (a.choice = ${k - 1} OR random() < a.p_accept) THEN a.options[${k}] END`,
        )
        .join(',\n          ');
      await db.exec(`INSERT INTO question_answers (user_id, question_id, answer, accepted, importance, updated_at)
        SELECT a.user_id, a.id, a.options[1 + a.choice], array_remove(ARRAY[${accepted}], NULL), a.importance,
          a.updated_at
        FROM (
          SELECT s.user_id, s.updated_at, q.id, q.options, array_length(q.options, 1) AS nopt,
            floor(s.cr ^ 1.5 * array_length(q.options, 1))::int AS choice,
            CASE WHEN s.ir < 0.08 THEN 'irrelevant' WHEN s.ir < 0.28 THEN 'a little' WHEN s.ir < 0.63 THEN 'somewhat'
              WHEN s.ir < 0.95 THEN 'very' ELSE 'mandatory' END AS importance,
            CASE WHEN s.ir < 0.08 THEN 0.9 WHEN s.ir < 0.28 THEN 0.7 WHEN s.ir < 0.63 THEN 0.5
              WHEN s.ir < 0.95 THEN 0.35 ELSE 0.15 END AS p_accept
          FROM (
            SELECT m.user_id, m.updated_at, (m.qstart + k * m.qstep) % ${n} AS qidx, random() AS ir, random() AS cr
            FROM (
              SELECT user_id, created_at + interval '25 minutes' AS updated_at, floor(random() * ${n})::int AS qstart,
                (ARRAY[1, 2, 4, 7, 8, 11, 13, 14, 16, 17, 19, 22])[1 + floor(random() * 12)::int] AS qstep,
                5 + floor(random() * 21)::int AS n
              FROM bench_member WHERE onboarded
              OFFSET 0
            ) m
            CROSS JOIN LATERAL generate_series(0, m.n - 1) AS k
            OFFSET 0
          ) s
          JOIN bench_question q USING (qidx)
          OFFSET 0
        ) a`);
    }),
  );

  // The measured members: 100 per area near its centre (20 in each medium city), visible and
  // onboarded; their swipes are spread evenly from 0 to maxSwipes. A few more per area warm up.
  await step('measured members', async () => {
    const perCity = Math.ceil(size.measuredPerArea / 5);
    const warm = size.warmupPerArea;
    await db.exec(`CREATE TABLE bench_measured AS
      WITH pool AS (
        SELECT m.user_id, m.area, m.place,
          row_number() OVER (PARTITION BY m.area ORDER BY random()) AS area_rank,
          row_number() OVER (PARTITION BY m.place ORDER BY random()) AS place_rank
        FROM bench_member m JOIN bench_place pl USING (place)
        WHERE m.onboarded AND m.active AND m.visibility = 'Everyone' AND m.area IN ('dense', 'medium', 'sparse')
          AND (pl.lat IS NULL OR (abs(m.lat - pl.lat) * 69.0 < 7 AND abs(m.lng - pl.lng) * 52.0 < 7))
      ), chosen AS (
        SELECT user_id, area, 'measured' AS kind FROM pool
          WHERE (area <> 'medium' AND area_rank <= ${size.measuredPerArea}) OR (area = 'medium' AND place_rank <= ${perCity})
        UNION ALL
        SELECT user_id, area, 'warmup' FROM pool
          WHERE (area <> 'medium' AND area_rank > ${size.measuredPerArea} AND area_rank <= ${size.measuredPerArea + warm})
            OR (area = 'medium' AND place_rank > ${perCity} AND place_rank <= ${perCity + Math.ceil(warm / 5)})
      )
      SELECT user_id, area, kind,
        CASE WHEN kind = 'measured' THEN round((row_number() OVER (PARTITION BY area, kind ORDER BY random()) - 1)
          * ${size.maxSwipes}.0 / greatest(1, count(*) OVER (PARTITION BY area, kind) - 1))::int END AS swipes,
        NULL::int AS in_radius, NULL::int AS eligible
      FROM chosen`);
    await db.exec(`ALTER TABLE bench_measured ADD PRIMARY KEY (user_id)`);
  });

  // Stage every swipe here first, then load interactions once, deduplicated and in time order.
  await db.exec(`CREATE UNLOGGED TABLE bench_stage (actor_id uuid NOT NULL, target_id uuid NOT NULL,
    status text NOT NULL, created_at timestamptz NOT NULL, prio int NOT NULL)`);
  await db.exec(`CREATE UNLOGGED TABLE bench_stage_blocks (blocker_id uuid NOT NULL, blocked_id uuid NOT NULL)`);

  // The measured members swipe on the members their recommendations would show: eligible ones
  // first, nearest first with some jitter (so the exclusion bites where the query looks), then
  // anyone around. The next 20 eligible ones like them ("has liked you"), 3 more block them; one in
  // ten of their likes is liked back (a match). Sparse members look up to 250 miles around.
  await step('measured swipes', async () => {
    const status = `CASE WHEN random() < 0.62 THEN 'dislike' WHEN random() < 0.92 THEN 'like' ELSE 'superlike' END`;
    await db.exec(`CREATE UNLOGGED TABLE bench_near AS
      SELECT bm.user_id AS me_id, t.user_id AS other_id, t.ok, bm.swipes,
        row_number() OVER (PARTITION BY bm.user_id ORDER BY t.key) AS rn
      FROM bench_measured bm
      JOIN bench_member me ON me.user_id = bm.user_id
      CROSS JOIN LATERAL (
        SELECT x.user_id, x.ok, (CASE WHEN x.ok THEN 0 ELSE 1e6 END) + x.miles * (0.5 + random()) AS key
        FROM (
          SELECT p.user_id, ${eligibleMemberSql()} AS ok, ${milesSql('me', 'p')} AS miles
          FROM bench_member p
          WHERE ${nearMemberSql(`CASE WHEN bm.area = 'sparse' THEN greatest(me.max_distance, 250) ELSE me.max_distance END`)}
            AND p.user_id <> me.user_id
            AND p.user_id NOT IN (SELECT user_id FROM bench_measured WHERE kind = 'measured')
          OFFSET 0
        ) x
        ORDER BY key
        LIMIT bm.swipes + 23
      ) t
      WHERE bm.kind = 'measured'`);
    await db.exec(`INSERT INTO bench_stage
      SELECT me_id, other_id, ${status}, now() - random() * interval '60 days', 0 FROM bench_near WHERE rn <= swipes`);
    await db.exec(`INSERT INTO bench_stage
      SELECT other_id, me_id, CASE WHEN random() < 0.85 THEN 'like' ELSE 'superlike' END,
        now() - random() * interval '30 days', 0
      FROM bench_near WHERE rn > swipes AND rn <= swipes + 20`);
    await db.exec(`INSERT INTO bench_stage_blocks SELECT other_id, me_id FROM bench_near WHERE rn > swipes + 20`);
    await db.exec(`INSERT INTO bench_stage
      SELECT target_id, actor_id, 'like', created_at + random() * interval '2 days', 0
      FROM bench_stage WHERE prio = 0 AND status <> 'dislike'
        AND actor_id IN (SELECT user_id FROM bench_measured) AND random() < 0.1`);
  });

  // Everyone else swipes too: on members of their place, of the gender they want, inside their age
  // range (a window of a list sorted by age). Counts are exponential (many swipe a little, a few a
  // lot), scaled to reach the total.
  await step('background swipes', async () => {
    await db.exec(`CREATE UNLOGGED TABLE bench_pool AS
      SELECT place, gender, age, user_id,
        row_number() OVER (PARTITION BY place, gender ORDER BY age, random())::int AS ord
      FROM bench_member WHERE onboarded AND active AND visibility = 'Everyone'`);
    await db.exec(`CREATE INDEX ON bench_pool (place, gender, ord)`);
    await db.exec(`CREATE UNLOGGED TABLE bench_age_rank AS
      SELECT g.place, g.gender, a.age,
        coalesce(sum(c.members) OVER (PARTITION BY g.place, g.gender ORDER BY a.age
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS below
      FROM (SELECT DISTINCT place, gender FROM bench_pool) g
      CROSS JOIN generate_series(18, 101) AS a(age)
      LEFT JOIN (SELECT place, gender, age, count(*) AS members FROM bench_pool GROUP BY 1, 2, 3) c
        ON c.place = g.place AND c.gender = g.gender AND c.age = a.age`);
    await db.exec(`CREATE UNIQUE INDEX ON bench_age_rank (place, gender, age)`);
    const [staged] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_stage`);
    const [actors] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bench_member WHERE onboarded AND active
         AND user_id NOT IN (SELECT user_id FROM bench_measured WHERE kind = 'measured')`,
    );
    const mean = Math.max(0, size.swipes - staged!.n) / Math.max(1, actors!.n);
    await db.exec(`INSERT INTO bench_stage
      SELECT s.actor_id, p.user_id,
        CASE WHEN s.rs < 0.62 THEN 'dislike' WHEN s.rs < 0.97 THEN 'like' ELSE 'superlike' END,
        now() - s.rt ^ 1.5 * interval '60 days', 1
      FROM (
        SELECT a.user_id AS actor_id, a.place, a.wanted AS gender, a.lo + floor(random() * (a.hi - a.lo + 1))::int AS ord,
          random() AS rs, random() AS rt
        FROM (
          SELECT m.user_id, m.place, w.wanted, lo.below + 1 AS lo, hi.below AS hi,
            least(3000, floor(-ln(1 - random()) * ${mean.toFixed(4)}))::int AS k
          FROM bench_member m
          CROSS JOIN LATERAL (SELECT CASE m.show_me WHEN 'Women' THEN 'female' WHEN 'Men' THEN 'male'
            WHEN 'Non-binary' THEN 'non-binary' ELSE (CASE WHEN random() < 0.5 THEN 'female' ELSE 'male' END) END
            AS wanted) w
          JOIN bench_age_rank lo ON lo.place = m.place AND lo.gender = w.wanted AND lo.age = m.age_min
          JOIN bench_age_rank hi ON hi.place = m.place AND hi.gender = w.wanted AND hi.age = m.age_max + 1
          WHERE m.onboarded AND m.active
            AND m.user_id NOT IN (SELECT user_id FROM bench_measured WHERE kind = 'measured')
          OFFSET 0
        ) a
        CROSS JOIN LATERAL generate_series(1, a.k) AS j
        WHERE a.hi >= a.lo
        OFFSET 0
      ) s
      JOIN bench_pool p ON p.place = s.place AND p.gender = s.gender AND p.ord = s.ord
      WHERE p.user_id <> s.actor_id`);
  });

  await step('interactions', () =>
    withoutIndexes(db, 'interactions', true, () =>
      db.exec(`INSERT INTO interactions (actor_id, target_id, status, created_at)
        SELECT actor_id, target_id, status, created_at
        FROM (SELECT DISTINCT ON (actor_id, target_id) * FROM bench_stage ORDER BY actor_id, target_id, prio) s
        ORDER BY created_at`),
    ),
  );

  // Mutual likes are matches (one in ten since ended); one dislike in a hundred became a block.
  await step('matches and blocks', async () => {
    await db.exec(`INSERT INTO matches (user_low, user_high, compatibility_score, sub_scores, reasons, created_at,
        ended_at, ended_by)
      SELECT least(a.actor_id, a.target_id), greatest(a.actor_id, a.target_id), s.score,
        jsonb_build_object('values', s.score, 'interests', s.score, 'lifestyle', s.score, 'communication', s.score),
        '[]'::jsonb, greatest(a.created_at, b.created_at),
        CASE WHEN s.ended THEN greatest(a.created_at, b.created_at) + interval '3 days' END,
        CASE WHEN s.ended THEN a.actor_id END
      FROM interactions a
      JOIN interactions b ON b.actor_id = a.target_id AND b.target_id = a.actor_id
      CROSS JOIN LATERAL (SELECT 40 + floor(random() * 55)::int AS score, random() < 0.1 AS ended) s
      WHERE a.actor_id < a.target_id AND a.status <> 'dislike' AND b.status <> 'dislike'`);
    await db.exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at)
      SELECT DISTINCT ON (blocker_id, blocked_id) blocker_id, blocked_id, now() - random() * interval '30 days'
      FROM (
        SELECT blocker_id, blocked_id FROM bench_stage_blocks
        UNION ALL
        SELECT actor_id, target_id FROM bench_stage WHERE prio = 1 AND status = 'dislike' AND random() < 0.01
      ) b
      ORDER BY blocker_id, blocked_id`);
  });

  await step('vacuum analyze', async () => {
    await db.exec(`DROP TABLE bench_stage, bench_stage_blocks, bench_near, bench_pool, bench_age_rank`);
    await db.exec(`RESET session_replication_role`);
    await db.exec(`VACUUM (ANALYZE)`);
  });

  // Descriptive numbers for the report: members within the radius, and those the rules allow
  // (before leaving out the ones already swiped; the naive version counts those per run).
  await step('measured stats', () =>
    db.exec(`UPDATE bench_measured bm SET in_radius = c.in_radius, eligible = c.eligible
      FROM (
        SELECT me.user_id, count(*)::int AS in_radius, count(*) FILTER (WHERE ${eligibleMemberSql()})::int AS eligible
        FROM bench_measured x
        JOIN bench_member me ON me.user_id = x.user_id
        JOIN bench_member p ON ${nearMemberSql('me.max_distance')} AND p.user_id <> me.user_id
          AND ${milesSql('me', 'p')} <= me.max_distance
        GROUP BY me.user_id
      ) c
      WHERE c.user_id = bm.user_id`),
  );
  return durations;
}

/** Row counts of the tables the benchmark reads. */
export async function tableSizes(db: SqlRunner): Promise<Record<string, number>> {
  const tables = ['users', 'profiles', 'photos', 'question_answers', 'interactions', 'matches', 'blocks'];
  const sizes: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    sizes[table] = row!.n;
  }
  return sizes;
}
