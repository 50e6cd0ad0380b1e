import { ageOn } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { choicesOn, labelOn, toStoredChoice } from '@kindred/contract/vocabulary';
import { BirthdateField } from '@/components/birthdate-field';
import { LocationCombobox } from '@/components/location-combobox';
import { NameField } from '@/components/name-field';
import { SelectField } from '@/components/ui/select-field';
import { DetailList, ProfileCard } from './profile-card';
import type { SectionProps } from './section-props';

const genderLabel = (gender: string) => {
  const stored = toStoredChoice('gender', gender);
  return stored ? labelOn('profile', 'gender', stored) : gender;
};

/** Name, age (from the birth date), gender and location. */
export function BasicInformationSection({ draft, editing, onChange }: SectionProps) {
  const age = draft.birthdate ? ageOn(draft.birthdate) : null;
  return (
    <ProfileCard title={PROFILE_TEXTS.sections.basicInformation}>
      {editing ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <NameField label={PROFILE_TEXTS.name} value={draft.name} onValueChange={(name) => onChange({ name })} />
          <BirthdateField
            label={PROFILE_TEXTS.birthdate}
            value={draft.birthdate}
            youngestAge={LIMITS.minAge}
            hint={age !== null ? `${PROFILE_TEXTS.age}: ${age}` : undefined}
            onValueChange={(birthdate) => onChange({ birthdate })}
          />
          <SelectField
            label={PROFILE_TEXTS.gender}
            placeholder={PROFILE_TEXTS.choose}
            options={choicesOn('profile', 'gender', draft.gender)}
            value={draft.gender}
            onChange={(event) => onChange({ gender: event.target.value })}
          />
          <LocationCombobox
            label={PROFILE_TEXTS.location}
            value={draft.location}
            onChange={(location) => onChange({ location })}
          />
        </div>
      ) : (
        <DetailList
          emptyText={PROFILE_TEXTS.notSet}
          items={[
            { label: PROFILE_TEXTS.name, value: draft.name },
            { label: PROFILE_TEXTS.age, value: age !== null ? String(age) : '' },
            { label: PROFILE_TEXTS.gender, value: draft.gender ? genderLabel(draft.gender) : '' },
            { label: PROFILE_TEXTS.location, value: draft.location },
          ]}
        />
      )}
    </ProfileCard>
  );
}
