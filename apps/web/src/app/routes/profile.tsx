import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ComingSoonPage } from '@/components/coming-soon-page';

export default function ProfilePage() {
  return <ComingSoonPage title={SCREEN_TITLES.profile} />;
}
