import { LEGAL_TEXTS } from '@kindred/contract/legal';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@kindred/contract/privacy-policy';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { LegalDocument } from '@/features/legal/components/legal-document';

/** SPEC 2 Legal pages: Privacy Policy, back to the Safety Center. */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={SCREEN_TITLES.privacyPolicy}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
      back={{ to: ROUTES.safety, label: LEGAL_TEXTS.backToSafety }}
    />
  );
}
