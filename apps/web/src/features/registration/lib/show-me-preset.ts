import type { RegistrationValues } from './registration-values';

const PRESETS: Record<RegistrationValues['gender'], RegistrationValues['showMe'] | null> = {
  male: 'Women',
  female: 'Men',
  other: 'Everyone',
  '': null,
};

/**
 * Show me, preset from the member's own gender answer (a man: Women; a woman: Men; anyone else:
 * Everyone) until they pick it themselves; SPEC's default, Women, stands before any answer
 * (decision 074). A guess the member sees and can change on the Preferences step.
 */
export function showMePreset(
  values: Pick<RegistrationValues, 'showMeChosen'>,
  gender: RegistrationValues['gender'],
): Partial<Pick<RegistrationValues, 'showMe'>> {
  const preset = PRESETS[gender];
  return values.showMeChosen || !preset ? {} : { showMe: preset };
}
