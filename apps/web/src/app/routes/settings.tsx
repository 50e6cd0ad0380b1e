import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ComingSoonPage } from '@/components/coming-soon-page';

export default function SettingsPage() {
  return <ComingSoonPage title={SCREEN_TITLES.settings} />;
}
