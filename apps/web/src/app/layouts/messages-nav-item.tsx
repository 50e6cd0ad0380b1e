import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { useUnreadCount } from '@/features/conversations/api/get-unread-count';
import { UnreadCountBadge } from '@/features/conversations/components/unread-count-badge';
import { YourTurnDot } from '@/features/conversations/components/your-turn-dot';
import { NavItem, type NavItemProps } from './nav-item';

/**
 * The top bar's Messages link for a signed-in member, with the unread count and (decision 103) a
 * dot while conversations wait for the member's reply. Loaded only for a member (top-nav.tsx), so
 * that the public pages do not carry the conversations' code (decision 042).
 */
export default function MessagesNavItem(props: Omit<NavItemProps, 'ariaLabel' | 'extra'>) {
  const counts = useUnreadCount().data;
  const unread = counts?.unreadCount ?? 0;
  const yourTurn = counts?.yourTurnCount ?? 0;
  return (
    <NavItem
      {...props}
      ariaLabel={unread > 0 || yourTurn > 0 ? YOUR_TURN_TEXTS.navLabel(props.link.label, unread, yourTurn) : undefined}
      extra={
        <>
          {/* A word apart: the visible text ('Messages 2') stays inside the name ('Messages, 2 unread'), WCAG 2.5.3. */}
          {unread > 0 && ' '}
          <UnreadCountBadge count={unread} className="ring-0" />
          <YourTurnDot count={yourTurn} className="ring-0" />
        </>
      }
    />
  );
}
