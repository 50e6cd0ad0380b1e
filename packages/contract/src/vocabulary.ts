import {
  INTEREST_CATALOGUE,
  LOOKING_FOR,
  ONBOARDING_GENDER_PREFERENCES,
  ONBOARDING_GENDERS,
  ONBOARDING_RELATIONSHIP_TYPES,
  PROFILE_GENDERS,
  PROFILE_LOOKING_FOR,
  PROFILE_SHOW_ME,
  REGISTRATION_GENDERS,
  REGISTRATION_LOOKING_FOR,
  REGISTRATION_SHOW_ME,
} from './enums';

// Decision 052: one stored set per choice, each screen keeping SPEC 3's own labels. A screen's
// label maps to exactly one stored value; a stored value that a screen's list lacks is shown
// there under its own label (picked), so nothing a member chose elsewhere disappears.

/** The stored values: what the API returns and the database holds. */
export const STORED_CHOICES = {
  gender: PROFILE_GENDERS,
  lookingFor: LOOKING_FOR,
  showMe: PROFILE_SHOW_ME,
} as const;

export type ChoiceField = keyof typeof STORED_CHOICES;
export type StoredChoice<F extends ChoiceField> = (typeof STORED_CHOICES)[F][number];
export type VocabularyScreen = 'register' | 'onboarding' | 'profile' | 'forYou';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** How a stored value reads where no screen list of its own names it. */
const STORED_LABELS: { [F in ChoiceField]: Record<StoredChoice<F>, string> } = {
  gender: { male: 'Male', female: 'Female', 'non-binary': 'Non-binary', other: 'Other' },
  lookingFor: {
    Relationship: 'Relationship',
    Casual: 'Casual',
    Friendship: 'Friendship',
    Marriage: 'Marriage',
    'Not sure yet': 'Not sure yet',
  },
  showMe: { Everyone: 'Everyone', Women: 'Women', Men: 'Men', 'Non-binary': 'Non-binary' },
};

const ONBOARDING_GENDER_VALUES: Record<(typeof ONBOARDING_GENDERS)[number], StoredChoice<'gender'>> = {
  Woman: 'female',
  Man: 'male',
  'Non-binary': 'non-binary',
  Other: 'other',
};

const RELATIONSHIP_TYPE_VALUES: Record<(typeof ONBOARDING_RELATIONSHIP_TYPES)[number], StoredChoice<'lookingFor'>> = {
  'Long-term relationship': 'Relationship',
  'Casual dating': 'Casual',
  'New friends': 'Friendship',
  'Still figuring it out': 'Not sure yet',
};

const byStoredLabel = <F extends ChoiceField>(
  field: F,
  values: readonly StoredChoice<F>[],
): Choice<StoredChoice<F>>[] => values.map((value) => ({ value, label: STORED_LABELS[field][value] }));

const fromLabels = <L extends string, V extends string>(labels: readonly L[], values: Record<L, V>): Choice<V>[] =>
  labels.map((label) => ({ value: values[label], label }));

/** SPEC 3 Enumerations: each screen's own list, in its own order, with the value each label stores. */
export const SCREEN_CHOICES: { [S in VocabularyScreen]: { [F in ChoiceField]?: readonly Choice<StoredChoice<F>>[] } } =
  {
    register: {
      gender: byStoredLabel('gender', REGISTRATION_GENDERS),
      lookingFor: byStoredLabel('lookingFor', REGISTRATION_LOOKING_FOR),
      showMe: byStoredLabel('showMe', REGISTRATION_SHOW_ME),
    },
    onboarding: {
      gender: fromLabels(ONBOARDING_GENDERS, ONBOARDING_GENDER_VALUES),
      lookingFor: fromLabels(ONBOARDING_RELATIONSHIP_TYPES, RELATIONSHIP_TYPE_VALUES),
      showMe: byStoredLabel('showMe', ONBOARDING_GENDER_PREFERENCES),
    },
    profile: {
      gender: byStoredLabel('gender', PROFILE_GENDERS),
      lookingFor: byStoredLabel('lookingFor', PROFILE_LOOKING_FOR),
      showMe: byStoredLabel('showMe', PROFILE_SHOW_ME),
    },
    // A filter: it offers every stored value, so each member can be found.
    forYou: {
      lookingFor: byStoredLabel('lookingFor', LOOKING_FOR),
    },
  };

const screenList = <F extends ChoiceField>(screen: VocabularyScreen, field: F): readonly Choice<StoredChoice<F>>[] =>
  (SCREEN_CHOICES[screen][field] ?? byStoredLabel(field, STORED_CHOICES[field])) as readonly Choice<StoredChoice<F>>[];

const isStored = <F extends ChoiceField>(field: F, value: string): value is StoredChoice<F> =>
  (STORED_CHOICES[field] as readonly string[]).includes(value);

/** The label a screen shows for a stored value: its own, else the value's own label. */
export function labelOn<F extends ChoiceField>(screen: VocabularyScreen, field: F, value: StoredChoice<F>): string {
  return screenList(screen, field).find((choice) => choice.value === value)?.label ?? STORED_LABELS[field][value];
}

/**
 * The options a screen offers: SPEC's list, plus the member's current value (first) when that
 * list lacks it, so the choice made on another screen shows as picked here too.
 */
export function choicesOn<F extends ChoiceField>(
  screen: VocabularyScreen,
  field: F,
  current?: string | null,
): Choice<StoredChoice<F>>[] {
  const list = [...screenList(screen, field)];
  if (!current || !isStored(field, current) || list.some((choice) => choice.value === current)) return list;
  return [{ value: current, label: STORED_LABELS[field][current] }, ...list];
}

/** The stored value a screen's label stands for (that screen's labels first, then the stored labels). */
export function storedValueOf<F extends ChoiceField>(
  screen: VocabularyScreen,
  field: F,
  label: string,
): StoredChoice<F> | null {
  const own = screenList(screen, field).find((choice) => choice.label === label);
  if (own) return own.value;
  const stored = byStoredLabel(field, STORED_CHOICES[field]).find((choice) => choice.label === label);
  return stored?.value ?? null;
}

const fold = (text: string) => text.trim().toLowerCase();

/** Every spelling the API accepts for a field (stored values and every screen's labels), case-folded. */
const ALIASES: { [F in ChoiceField]: Map<string, StoredChoice<F>> } = {
  gender: aliasesOf('gender'),
  lookingFor: aliasesOf('lookingFor'),
  showMe: aliasesOf('showMe'),
};

function aliasesOf<F extends ChoiceField>(field: F): Map<string, StoredChoice<F>> {
  const aliases = new Map<string, StoredChoice<F>>();
  for (const value of STORED_CHOICES[field] as readonly StoredChoice<F>[]) {
    aliases.set(fold(value), value);
    aliases.set(fold(STORED_LABELS[field][value]), value);
  }
  for (const screen of Object.keys(SCREEN_CHOICES) as VocabularyScreen[]) {
    for (const choice of screenList(screen, field)) aliases.set(fold(choice.label), choice.value);
  }
  return aliases;
}

/** The stored value for any screen's label or stored value (any case), or null when it is none. */
export function toStoredChoice<F extends ChoiceField>(field: F, input: string): StoredChoice<F> | null {
  return ALIASES[field].get(fold(input)) ?? null;
}

const INTERESTS_BY_FOLD = new Map(INTEREST_CATALOGUE.map((interest) => [fold(interest), interest]));

/** The catalogue's spelling of an interest ('hiking ' -> 'Hiking'), or null when it is not one. */
export function toStoredInterest(input: string): string | null {
  return INTERESTS_BY_FOLD.get(fold(input)) ?? null;
}
