import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DistanceSlider } from '@/components/ui/distance-slider';
import { choicesOn, labelOn } from '@kindred/contract/vocabulary';
import type { StepProps } from './step-props';

const ages = LIMITS.profileAgeRange;

/** Who to meet (genderPreference -> showMe), what for (relationshipType -> lookingFor), ages, distance. */
export function PreferencesStep({ draft, errors, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <ChoiceGroup
        label={ONBOARDING_TEXTS.genderPreference}
        options={choicesOn('onboarding', 'showMe', draft.genderPreference).map((choice) => choice.value)}
        optionLabel={(value) => labelOn('onboarding', 'showMe', value)}
        value={draft.genderPreference}
        onChange={(genderPreference) => onChange({ genderPreference })}
        error={errors.genderPreference ?? errors.showMe}
        columns={3}
      />
      <ChoiceGroup
        label={ONBOARDING_TEXTS.relationshipType}
        options={choicesOn('onboarding', 'lookingFor', draft.relationshipType).map((choice) => choice.value)}
        optionLabel={(value) => labelOn('onboarding', 'lookingFor', value)}
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
