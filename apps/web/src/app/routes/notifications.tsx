import { SCREEN_TITLES } from '@kindred/contract/screens';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Notifications (/notifications). */
export default function NotificationsPage() {
  useDocumentTitle(SCREEN_TITLES.notifications);
  return <NotificationsScreen />;
}
