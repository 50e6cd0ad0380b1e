import { clsx } from 'clsx';
import { ArrowLeft, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { MemberAvatar } from '@/components/member-avatar';

interface ChatHeaderProps {
  name: string;
  photo: string | undefined;
  online: boolean;
  /** On /messages/{id} below the wide layout: opens the profile panel. */
  onShowProfile?: () => void;
  profileOpen?: boolean;
  profilePanelId?: string;
  /** At the end: Discover, the notifications bell and the menu when the member header is hidden. */
  actions?: ReactNode;
}

const iconButton =
  'hit-area relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-rose-300';

/** SPEC 2 /conversation/{id}: the other member's photo, name and online state, and the way back. */
export function ChatHeader({
  name,
  photo,
  online,
  onShowProfile,
  profileOpen,
  profilePanelId,
  actions,
}: ChatHeaderProps) {
  return (
    <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2 sm:px-3 dark:border-stone-700 dark:bg-stone-900">
      <Link
        to={ROUTES.messages}
        aria-label={COMMON_TEXTS.backToMessages}
        title={COMMON_TEXTS.backToMessages}
        className={iconButton}
      >
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      </Link>
      <MemberAvatar name={name} photo={photo} online={online} size="sm" />
      <div className="min-w-0 flex-1 pl-1">
        <h1 className="truncate text-base leading-tight font-bold text-stone-900 dark:text-stone-100">{name}</h1>
        <p
          className={clsx(
            'text-xs font-medium',
            online ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-500 dark:text-stone-400',
          )}
        >
          {online ? CHAT_TEXTS.online : CHAT_TEXTS.offline}
        </p>
      </div>
      {onShowProfile && (
        <button
          type="button"
          aria-label={CHAT_TEXTS.showProfile}
          title={CHAT_TEXTS.showProfile}
          aria-expanded={profileOpen}
          aria-controls={profilePanelId}
          onClick={onShowProfile}
          className={clsx(iconButton, 'lg:hidden')}
        >
          <UserRound aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
      {actions}
    </header>
  );
}
