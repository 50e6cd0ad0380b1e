import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import { LinkCards } from '@/components/link-cards';

/** SPEC 2 Safety Center: links to settings, verification, blocked users, help and the policies. */
export function SafetyLinks() {
  return <LinkCards heading={SAFETY_CENTER_TEXTS.moreHeading} links={SAFETY_CENTER_TEXTS.links} />;
}
