// "We met" answers in For You (docs/decisions/106) on a simulated population, in memory, with the
// real candidate-index walk (radius-ranking.ts), the real compatibility engine (packed-score.ts)
// and the real taste rule (we-met-taste.ts). Each seeker has a hidden "kind": members holding one
// interest. In a week she goes on dates with members from the top of her deck, liking her kind
// three times as often as others; after each she says "would see again" when he is her kind (85 %
// of the time; she errs 15 %). Her deck is then built again with her answers' taste.
// Reports how many places her kind moves up, their share of her first page and of her deck, and
// what the taste costs per deck. `npx tsx bench/we-met/main.ts [--seekers=200] [--members=20000]`.
// JSON on stdout, progress on stderr.
import { INTEREST_CATALOGUE } from '../../packages/contract/src/enums';
import { randomMember, seededRandom } from '../../apps/server/test/compatibility-members';
import { indexedMember, uuidOf } from '../../apps/server/test/indexed-members';
import { createMemberColumns } from '../../apps/server/src/modules/discovery/member-columns';
import { rankRadius, type IndexRanking, type IndexView } from '../../apps/server/src/modules/discovery/radius-ranking';
import { weMetTaste, type TasteAnswer, type WeMetTaste } from '../../apps/server/src/modules/discovery/we-met-taste';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SEEKERS = arg('seekers', 200);
const MEMBERS = arg('members', 20_000);
const DATES_A_WEEK = arg('dates', 3);
const DECK_SIZE = 200;
const PAGE = 20;
/** Dates come from this far down her deck, her kind three times as likely as the others. */
const DATES_FROM_TOP = 100;
const KIND_PREFERENCE = 3;
const ANSWER_ACCURACY = 0.85;
const CELL_DEGREES = 0.25;
const today = new Date('2026-11-30T12:00:00Z');
const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const random = seededRandom(106);
// Interests as members hold them: a few popular, many rare (weight 1 / (rank + 5)).
const catalogue = [...INTEREST_CATALOGUE];
const weights = catalogue.map((_, rank) => 1 / (rank + 5));
const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
function someInterests(draw: () => number = random): string[] {
  const wanted = 3 + Math.floor(draw() * 4);
  const chosen = new Set<string>();
  while (chosen.size < wanted) {
    let at = draw() * totalWeight;
    let index = 0;
    while (at > weights[index]!) at -= weights[index++]!;
    chosen.add(catalogue[Math.min(index, catalogue.length - 1)]!);
  }
  return [...chosen];
}

// The population: men within about 40 miles of (40, -74), in the index's grid.
const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEGREES) * 2000 + Math.floor((lng + 180) / CELL_DEGREES);
const store = createMemberColumns(MEMBERS);
const cellHeads = new Map<number, number>();
const people: { id: string; interests: string[]; birthdate: string }[] = [];
for (let i = 0; i < MEMBERS; i++) {
  const member = { ...randomMember(random), interests: someInterests() };
  const lat = 40 + (random() - 0.5) * 1.1;
  const lng = -74 + (random() - 0.5) * 1.4;
  const birthdate = `${1986 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-15`;
  const id = uuidOf(i);
  const { slot } = store.write(
    indexedMember(member, {
      id,
      shownLat: lat,
      shownLng: lng,
      gender: 'male',
      showMe: random() < 0.8 ? 'Women' : 'Everyone',
      birthdate,
      ageMin: 22,
      ageMax: 45,
      maxDistance: 30 + Math.floor(random() * 70),
      locationSharing: random() < 0.5 ? 'Exact location' : 'City only',
      lastActiveAt: new Date(today.getTime() - random() * 14 * 86_400_000),
    }),
  );
  const key = cellOf(lat, lng);
  store.columns.cell[slot] = key;
  store.columns.cellNext[slot] = cellHeads.get(key) ?? -1;
  cellHeads.set(key, slot);
  people.push({ id, interests: member.interests, birthdate });
}
const byId = new Map(people.map((person) => [person.id, person]));
const view: IndexView = { store, cellHeads, cellOf, cellDegrees: CELL_DEGREES, exposureScale: 1 };
log(`${MEMBERS} members placed`);

function seeking(seed: number, limit: number, taste: WeMetTaste | null): IndexRanking {
  const own = seededRandom(seed);
  const member = {
    ...randomMember(own),
    age: 30,
    ageRange: [25, 40] as [number, number],
    interests: someInterests(own),
  };
  return {
    seeker: { id: uuidOf(10_000_000 + seed), lat: 40, lng: -74, showMeKey: 'Women', wantedGenders: ['male'], age: 30 },
    member,
    search: { radiusMiles: 40, bornAfter: '1985-11-30', bornOnOrBefore: '2001-11-30' },
    excluded: new Set(),
    likedBy: new Map(),
    shares: { share: (interest) => 1 / (catalogue.indexOf(interest) + 5) / totalWeight, popular: [] },
    today,
    limit,
    weMetTaste: taste,
  };
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

interface SeekerResult {
  kindShare: number;
  seeAgain: number;
  medianPlacesUp: number;
  medianPercentileUp: number;
  othersMedianPlacesUp: number;
  firstPageBefore: number;
  firstPageAfter: number;
  deckBefore: number;
  deckAfter: number;
  msWithout: number;
  msWith: number;
}

const results: SeekerResult[] = [];
// Hidden kinds: interests held by 5 to 20 % of members (common enough to date within a week).
const heldBy = new Map<string, number>();
for (const person of people)
  for (const interest of person.interests) heldBy.set(interest, (heldBy.get(interest) ?? 0) + 1);
const kinds = [...heldBy]
  .filter(([, count]) => count >= MEMBERS * 0.05 && count <= MEMBERS * 0.2)
  .map(([name]) => name);
log(`hidden kinds to draw from: ${kinds.length}`);

for (let s = 0; s < SEEKERS; s++) {
  const kind = kinds[s % kinds.length]!;
  const isKind = (id: string) => byId.get(id)!.interests.includes(kind);
  const everyoneBefore = rankRadius(view, seeking(s, MEMBERS, null)).ranked.map((entry) => entry.id);
  // A week of dates from the top of her deck, her kind liked three times as often.
  const top = everyoneBefore.slice(0, DATES_FROM_TOP);
  const answers: TasteAnswer[] = [];
  const dated = new Set<string>();
  while (answers.length < DATES_A_WEEK) {
    const pool = top.filter((id) => !dated.has(id));
    const total = pool.reduce((sum, id) => sum + (isKind(id) ? KIND_PREFERENCE : 1), 0);
    let at = random() * total;
    const partner = pool.find((id) => (at -= isKind(id) ? KIND_PREFERENCE : 1) <= 0) ?? pool[0]!;
    dated.add(partner);
    const right = random() < ANSWER_ACCURACY;
    const person = byId.get(partner)!;
    answers.push({ again: right === isKind(partner), interests: person.interests, birthdate: person.birthdate });
  }
  const taste = weMetTaste(answers, today);
  const everyoneAfter = rankRadius(view, { ...seeking(s, MEMBERS, taste), excluded: dated }).ranked.map(
    (entry) => entry.id,
  );
  // Places are compared among members still to be shown (the dates leave her deck).
  const before = everyoneBefore.filter((id) => !dated.has(id));
  const positionAfter = new Map(everyoneAfter.map((id, index) => [id, index]));
  const kindUp: number[] = [];
  const kindPercentileUp: number[] = [];
  const othersUp: number[] = [];
  before.forEach((id, index) => {
    const after = positionAfter.get(id);
    if (after === undefined) return;
    if (isKind(id)) {
      kindUp.push(index - after);
      kindPercentileUp.push((100 * (index - after)) / before.length);
    } else othersUp.push(index - after);
  });
  const share = (ids: string[], n: number) => ids.slice(0, n).filter(isKind).length / Math.min(n, ids.length);
  // Cost per deck: the walk for DECK_SIZE, without and with the taste (best of three each).
  const without = Math.min(...[0, 1, 2].map(() => timed(() => rankRadius(view, seeking(s, DECK_SIZE, null))).ms));
  const withTaste = Math.min(...[0, 1, 2].map(() => timed(() => rankRadius(view, seeking(s, DECK_SIZE, taste))).ms));
  results.push({
    kindShare: everyoneBefore.filter(isKind).length / everyoneBefore.length,
    seeAgain: answers.filter((answer) => answer.again).length,
    medianPlacesUp: median(kindUp),
    medianPercentileUp: median(kindPercentileUp),
    othersMedianPlacesUp: median(othersUp),
    firstPageBefore: share(before, PAGE),
    firstPageAfter: share(everyoneAfter, PAGE),
    deckBefore: share(before, DECK_SIZE),
    deckAfter: share(everyoneAfter, DECK_SIZE),
    msWithout: without,
    msWith: withTaste,
  });
  if ((s + 1) % 20 === 0) log(`${s + 1} seekers`);
}

function summary(rows: SeekerResult[]) {
  return {
    seekers: rows.length,
    kindShareOfEligible: round(mean(rows.map((row) => row.kindShare))),
    medianPlacesUpOfKind: round(median(rows.map((row) => row.medianPlacesUp)), 0),
    medianPercentilePointsUpOfKind: round(median(rows.map((row) => row.medianPercentileUp)), 1),
    medianPlacesUpOfOthers: round(median(rows.map((row) => row.othersMedianPlacesUp)), 0),
    kindShareOfFirstPage: {
      before: round(mean(rows.map((row) => row.firstPageBefore))),
      after: round(mean(rows.map((row) => row.firstPageAfter))),
    },
    kindShareOfDeck: {
      before: round(mean(rows.map((row) => row.deckBefore))),
      after: round(mean(rows.map((row) => row.deckAfter))),
    },
  };
}

const eligible = rankRadius(view, seeking(0, DECK_SIZE, null)).eligible;
process.stdout.write(
  `${JSON.stringify(
    {
      population: {
        members: MEMBERS,
        eligiblePerSeeker: eligible,
        datesAWeek: DATES_A_WEEK,
        answerAccuracy: ANSWER_ACCURACY,
      },
      all: summary(results),
      withASeeAgain: summary(results.filter((row) => row.seeAgain > 0)),
      withoutASeeAgain: summary(results.filter((row) => row.seeAgain === 0)),
      costPerDeckMs: {
        withoutTaste: round(median(results.map((row) => row.msWithout))),
        withTaste: round(median(results.map((row) => row.msWith))),
      },
    },
    null,
    2,
  )}\n`,
);
