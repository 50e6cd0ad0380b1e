import { LEGAL_TEXTS } from '@kindred/contract/legal';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { TERMS_INTRO, TERMS_SECTIONS } from '@kindred/contract/terms-of-service';
import { LegalDocument } from '@/features/legal/components/legal-document';

/** SPEC 2 Legal pages: Terms of Service, back to the Safety Center. */
export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title={SCREEN_TITLES.termsOfService}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
      back={{ to: ROUTES.safety, label: LEGAL_TEXTS.backToSafety }}
    />
  );
}
