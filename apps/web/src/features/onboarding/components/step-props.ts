import type { OnboardingDraft } from '../lib/onboarding-draft';

export interface StepProps {
  draft: OnboardingDraft;
  /** Messages by field: the gate's for fields already filled in, and the server's. */
  errors: Record<string, string>;
  onChange: (patch: Partial<OnboardingDraft>) => void;
}
