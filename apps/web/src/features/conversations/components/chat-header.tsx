import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { MemberAvatar } from '@/components/member-avatar';
import { VerifiedTick } from '@/components/verified-tick';
import { ChatBackLink } from './chat-back-link';

interface ChatHeaderProps {
  name: string;
  photo: string | undefined;
  online: boolean;
  /** The other member's selfie was approved (decision 079): the tick after their name. */
  verified?: boolean;
  /** On /messages/{id} below the wide layout: opens the profile panel. */
  onShowProfile?: () => void;
  profileOpen?: boolean;
  profilePanelId?: string;
  /** "Plan a date" (issue 35) where there is room for it, before the safety menu. */
  planDate?: ReactNode;
  /** Report and block (decision 080), before `actions`. */
  safetyMenu?: ReactNode;
  /** At the end: Discover, the notifications bell and the menu when the member header is hidden. */
  actions?: ReactNode;
}

/** The header's row: 44 px controls with 4 px between them, so a tap never lands on two. */
export const CHAT_HEADER_ROW =
  'flex items-center gap-1 border-b border-stone-200 bg-white px-1 py-1.5 sm:px-2 dark:border-stone-700 dark:bg-stone-900';

// The 40 px photo in a 44 px box, whether or not it is a button: the name starts at one place.
const AVATAR_BOX = 'flex h-11 w-11 shrink-0 items-center justify-center';

/**
 * SPEC 2 /conversation/{id}: the other member's photo, name and online state, and the way back.
 * Where a profile panel opens (/messages/{id} below lg), the photo opens it, as a tap on the
 * photo does in messaging apps: the header has no room for a fifth icon beside Discover, the
 * bell and the menu, and the name stays whole (it wraps rather than being cut).
 */
export function ChatHeader({
  name,
  photo,
  online,
  verified = false,
  onShowProfile,
  profileOpen,
  profilePanelId,
  planDate,
  safetyMenu,
  actions,
}: ChatHeaderProps) {
  const avatar = <MemberAvatar name={name} photo={photo} online={online} size="sm" />;
  return (
    <header className={CHAT_HEADER_ROW}>
      <ChatBackLink />
      {onShowProfile ? (
        <>
          <button
            type="button"
            aria-label={CHAT_TEXTS.showProfile}
            title={CHAT_TEXTS.showProfile}
            aria-expanded={profileOpen}
            aria-controls={profilePanelId}
            onClick={onShowProfile}
            className={clsx(
              AVATAR_BOX,
              'rounded-full focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none lg:hidden',
            )}
          >
            {avatar}
          </button>
          {/* Wide screens show the profile beside the chat: the photo opens nothing there. */}
          <span className={clsx(AVATAR_BOX, 'max-lg:hidden')}>{avatar}</span>
        </>
      ) : (
        <span className={AVATAR_BOX}>{avatar}</span>
      )}
      <div className="min-w-0 flex-1 pl-1.5">
        <h1 className="flex items-center gap-1 text-base leading-tight font-bold break-words text-stone-900 dark:text-stone-100">
          <span className="min-w-0">{name}</span>
          {verified && <VerifiedTick />}
        </h1>
        <p
          className={clsx(
            'text-xs font-medium',
            online ? 'text-emerald-700 dark:text-emerald-400' : 'text-stone-500 dark:text-stone-400',
          )}
        >
          {online ? CHAT_TEXTS.online : CHAT_TEXTS.offline}
        </p>
      </div>
      {planDate}
      {safetyMenu}
      {actions}
    </header>
  );
}
