import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { BLOCKED_USERS_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { BLOCKED_USERS_TEXTS, type BlockedUser } from '@kindred/contract/safety';
import { Button } from '@/components/ui/button';
import { formatBlockedDate } from '../lib/format-blocked-date';
import { photoProps } from '@/lib/photo-srcset';

interface BlockedUserRowProps {
  member: BlockedUser;
  /** Asks to unblock (the list confirms first). */
  onUnblock: (member: BlockedUser) => void;
  busy: boolean;
}

/** SPEC 3 Blocked user: avatar, name, the day they were blocked and the reason, with Unblock. */
export function BlockedUserRow({ member, onUnblock, busy }: BlockedUserRowProps) {
  const [avatarFailed, setAvatarFailed] = useState(false);
  return (
    <li
      aria-label={member.name}
      className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      {member.avatarUrl && !avatarFailed ? (
        <img
          {...photoProps(member.avatarUrl, { width: 56, height: 56 })}
          alt=""
          loading="lazy"
          onError={() => setAvatarFailed(true)}
          className="h-14 w-14 shrink-0 rounded-full bg-stone-100 object-cover dark:bg-stone-800"
        />
      ) : (
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-500 dark:bg-stone-800 dark:text-stone-400">
          <UserRound aria-hidden="true" className="h-7 w-7" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-stone-900 dark:text-stone-100">{member.name}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {BLOCKED_USERS_TEXTS.blockedOn(formatBlockedDate(member.blockedDate))}
        </p>
        {member.reason && (
          <p className="mt-0.5 line-clamp-2 text-sm break-words text-stone-600 dark:text-stone-400">
            <span className="font-medium text-stone-700 dark:text-stone-300">{BLOCKED_USERS_PAGE_TEXTS.reason}: </span>
            {member.reason}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        busy={busy}
        aria-label={BLOCKED_USERS_PAGE_TEXTS.unblockMember(member.name)}
        onClick={() => onUnblock(member)}
      >
        {BLOCKED_USERS_TEXTS.unblock}
      </Button>
    </li>
  );
}
