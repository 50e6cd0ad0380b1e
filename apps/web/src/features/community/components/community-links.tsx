import { COMMUNITY_LINKS, COMMUNITY_TEXTS } from '@kindred/contract/community';
import { LinkCards } from '@/components/link-cards';

/** SPEC 2 Community Guidelines: links to the terms, privacy, verification, safety, contact and help. */
export function CommunityLinks() {
  return <LinkCards heading={COMMUNITY_TEXTS.linksHeading} links={COMMUNITY_LINKS} />;
}
