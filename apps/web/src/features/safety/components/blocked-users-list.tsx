import { useRef, useState } from 'react';
import { BLOCKED_USERS_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { BLOCKED_USERS_TEXTS, type BlockedUser } from '@kindred/contract/safety';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useBlockedUsers } from '../api/get-blocked-users';
import { useUnblockMember } from '../api/unblock-member';
import { BlockedUserRow } from './blocked-user-row';
import { BlockedUsersEmpty } from './blocked-users-empty';

/**
 * SPEC 2 Blocked Users: the stored list (`GET /blocks`) with Unblock. Unblocking is confirmed
 * first (the other member can find you again); the row leaves once the server has it.
 */
export function BlockedUsersList() {
  const blocked = useBlockedUsers();
  const unblock = useUnblockMember();
  const [confirming, setConfirming] = useState<BlockedUser | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);

  const confirmUnblock = (member: BlockedUser) => {
    setConfirming(null);
    setAnnouncement('');
    unblock.mutate(member.id, {
      onSuccess: () => {
        setAnnouncement(BLOCKED_USERS_PAGE_TEXTS.unblocked(member.name));
        // The row (and the button that had focus) is gone: keep focus in the list.
        containerRef.current?.focus();
      },
    });
  };

  let body;
  if (blocked.isPending) {
    body = <PageSpinner />;
  } else if (blocked.isError) {
    body = (
      <RetryAlert
        message={errorMessage(blocked.error, BLOCKED_USERS_PAGE_TEXTS.loadFailed)}
        onRetry={() => void blocked.refetch()}
      />
    );
  } else if (blocked.data.length === 0) {
    body = <BlockedUsersEmpty />;
  } else {
    body = (
      <ul className="space-y-3">
        {blocked.data.map((member) => (
          <BlockedUserRow
            key={member.id}
            member={member}
            busy={unblock.isPending && unblock.variables === member.id}
            onUnblock={setConfirming}
          />
        ))}
      </ul>
    );
  }

  const failed = unblock.isError && unblock.error;
  return (
    <div ref={containerRef} tabIndex={-1} className="space-y-4 focus:outline-none">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed && <Alert tone="error">{errorMessage(failed, BLOCKED_USERS_PAGE_TEXTS.unblockFailed)}</Alert>}
      {body}
      {confirming && (
        <Dialog title={BLOCKED_USERS_PAGE_TEXTS.unblockTitle(confirming.name)} onClose={() => setConfirming(null)}>
          <p className="text-stone-700 dark:text-stone-300">{BLOCKED_USERS_PAGE_TEXTS.unblockBody(confirming.name)}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {BLOCKED_USERS_PAGE_TEXTS.cancel}
            </Button>
            <Button onClick={() => confirmUnblock(confirming)}>{BLOCKED_USERS_TEXTS.unblock}</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
