import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_GENDER_PREFERENCES, ONBOARDING_RELATIONSHIP_TYPES } from '@kindred/contract/enums';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DistanceSlider } from '@/components/ui/distance-slider';
import type { StepProps } from './step-props';

const ages = LIMITS.profileAgeRange;

/** Who to meet (genderPreference -> showMe), what for (relationshipType -> lookingFor), ages, distance. */
export function PreferencesStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <ChoiceGroup
        label={ONBOARDING_TEXTS.genderPreference}
        options={ONBOARDING_GENDER_PREFERENCES}
        value={draft.genderPreference}
        onChange={(genderPreference) => onChange({ genderPreference })}
        error={errors.genderPreference ?? errors.showMe}
        columns={3}
      />
      <ChoiceGroup
        label={ONBOARDING_TEXTS.relationshipType}
        options={ONBOARDING_RELATIONSHIP_TYPES}
        value={draft.relationshipType}
        onChange={(relationshipType) => onChange({ relationshipType })}
        error={errors.relationshipType ?? errors.lookingFor}
      />
      <AgeRangeSliders
        legend={`${ONBOARDING_TEXTS.ageRange}: ${draft.ageMin} - ${draft.ageMax}`}
        look="form"
        labels={{ min: ONBOARDING_TEXTS.minimumAge, max: ONBOARDING_TEXTS.maximumAge }}
        bounds={ages}
        min={draft.ageMin}
        max={draft.ageMax}
        onMinChange={(ageMin) => onChange({ ageMin })}
        onMaxChange={(ageMax) => onChange({ ageMax })}
      />
      <DistanceSlider
        label={ONBOARDING_TEXTS.distance}
        value={draft.distance}
        valueText={ONBOARDING_TEXTS.miles(draft.distance)}
        onChange={(value) => onChange({ distance: value })}
      />
    </div>
  );
}
