import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import { useUnreadCount } from '@/features/conversations/api/get-unread-count';
import { UnreadCountBadge } from '@/features/conversations/components/unread-count-badge';
import { NavItem, type NavItemProps } from './nav-item';

/**
 * The top bar's Messages link for a signed-in member, with the unread count. Loaded only for a
 * member (top-nav.tsx), so that the public pages do not carry the conversations' code (decision 042).
 */
export default function MessagesNavItem(props: Omit<NavItemProps, 'ariaLabel' | 'extra'>) {
  const unread = useUnreadCount().data ?? 0;
  return (
    <NavItem
      {...props}
      ariaLabel={unread > 0 ? CONVERSATION_TEXTS.navLabel(props.link.label, unread) : undefined}
      extra={<UnreadCountBadge count={unread} className="ring-0" />}
    />
  );
}
