import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ComingSoonPage } from '@/components/coming-soon-page';

export default function MatchDetailPage() {
  return <ComingSoonPage title={SCREEN_TITLES.matchDetail} />;
}
