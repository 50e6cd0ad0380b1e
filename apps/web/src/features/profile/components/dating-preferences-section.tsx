import { LIMITS } from '@kindred/contract/constants';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { choicesOn, labelOn, toStoredChoice, type ChoiceField } from '@kindred/contract/vocabulary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { DetailList, ProfileCard } from './profile-card';
import type { SectionProps } from './section-props';

const ages = LIMITS.profileAgeRange;
const distance = LIMITS.profileDistance;

const shownAs = (field: ChoiceField, value: string) => {
  const stored = toStoredChoice(field, value);
  return stored ? labelOn('profile', field, stored) : value;
};

/** SPEC 5 Profile page inputs: age range 18 to 100, maximum distance 1 to 100 miles. */
export function DatingPreferencesSection({ draft, editing, onChange }: SectionProps) {
  return (
    <ProfileCard title={PROFILE_TEXTS.sections.datingPreferences}>
      {editing ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={PROFILE_TEXTS.showMe}
            options={choicesOn('profile', 'showMe', draft.showMe)}
            value={draft.showMe}
            onChange={(event) => onChange({ showMe: event.target.value })}
          />
          <SelectField
            label={PROFILE_TEXTS.lookingFor}
            placeholder={PROFILE_TEXTS.choose}
            options={choicesOn('profile', 'lookingFor', draft.lookingFor)}
            value={draft.lookingFor}
            onChange={(event) => onChange({ lookingFor: event.target.value })}
          />
          <TextField
            label={PROFILE_TEXTS.minimumAge}
            type="number"
            inputMode="numeric"
            min={ages.min}
            max={ages.max}
            value={draft.ageMin}
            onChange={(event) => onChange({ ageMin: event.target.value })}
          />
          <TextField
            label={PROFILE_TEXTS.maximumAge}
            type="number"
            inputMode="numeric"
            min={ages.min}
            max={ages.max}
            value={draft.ageMax}
            onChange={(event) => onChange({ ageMax: event.target.value })}
          />
          <TextField
            label={PROFILE_TEXTS.maxDistanceMiles}
            type="number"
            inputMode="numeric"
            min={distance.min}
            max={distance.max}
            value={draft.maxDistance}
            onChange={(event) => onChange({ maxDistance: event.target.value })}
          />
        </div>
      ) : (
        <DetailList
          emptyText={PROFILE_TEXTS.notSet}
          items={[
            { label: PROFILE_TEXTS.showMe, value: shownAs('showMe', draft.showMe) },
            { label: PROFILE_TEXTS.lookingFor, value: shownAs('lookingFor', draft.lookingFor) },
            { label: PROFILE_TEXTS.ageRange, value: `${draft.ageMin} - ${draft.ageMax}` },
            { label: PROFILE_TEXTS.maxDistance, value: PROFILE_TEXTS.miles(Number(draft.maxDistance)) },
          ]}
        />
      )}
    </ProfileCard>
  );
}
