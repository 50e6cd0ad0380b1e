import { clsx } from 'clsx';
import { Logo } from '@/components/logo';
import { MemberMainNav } from './member-main-nav';
import { MemberQuickActions } from './member-quick-actions';

/**
 * The member header: the logo, the main sections on wide screens, then Discover (narrow
 * screens), the notifications bell and the menu. `phoneHidden`: a chat on a phone is full screen
 * and carries these in its own header.
 */
export function MemberHeader({ phoneHidden }: { phoneHidden: boolean }) {
  return (
    <header
      className={clsx(
        'sticky top-(--reconnecting-banner-height) z-30 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-700 dark:bg-stone-900/95',
        phoneHidden && 'max-lg:hidden',
      )}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo />
        <MemberMainNav />
        {/* Pulled into the padding by the icon's inset, so the menu icon lines up with the page's edge. */}
        <MemberQuickActions className="-mr-3" />
      </div>
    </header>
  );
}
