import { SCREEN_TITLES } from '@kindred/contract/screens';
import { CommunityGuidelines } from '@/features/community/components/community-guidelines';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function CommunityPage() {
  useDocumentTitle(SCREEN_TITLES.community);
  return <CommunityGuidelines />;
}
