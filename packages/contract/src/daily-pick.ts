// Issue 35 part 4: Most Compatible, once a day (ours; SPEC has no daily pick). Decision 105.

/**
 * What the day's pick is to the member: `mutual` when the two are each other's pick (a stable
 * matching over the day's best candidates of every active member), `one-way` when nobody was
 * left to pair the member with and they get their best candidate, whose own pick is someone else.
 */
export const DAILY_PICK_KINDS = ['mutual', 'one-way'] as const;
export type DailyPickKind = (typeof DAILY_PICK_KINDS)[number];

/** The card's marker: the mutual pick's name is Hinge's, the one-way one says less. */
export const DAILY_PICK_TEXTS = {
  mutual: 'Most Compatible',
  mutualHint: 'You are each other’s pick today',
  oneWay: 'Your best fit today',
  oneWayHint: 'Chosen for you today',
} as const;
