import { COOKIE_POLICY_INTRO, COOKIE_POLICY_SECTIONS } from '@kindred/contract/cookie-policy';
import { LEGAL_TEXTS } from '@kindred/contract/legal';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { CookiePreferencesPanel } from '@/features/legal/components/cookie-preferences-panel';
import { LegalDocument } from '@/features/legal/components/legal-document';

/** SPEC 2 Legal pages: Cookie Policy, back to /privacy, with the preferences panel. */
export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title={SCREEN_TITLES.cookiePolicy}
      intro={COOKIE_POLICY_INTRO}
      sections={COOKIE_POLICY_SECTIONS}
      back={{ to: ROUTES.privacy, label: LEGAL_TEXTS.backToPrivacy }}
    >
      <CookiePreferencesPanel />
    </LegalDocument>
  );
}
