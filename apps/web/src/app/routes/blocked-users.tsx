import { BLOCKED_USERS_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { BlockedUsersList } from '@/features/safety/components/blocked-users-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Blocked Users (/blocked-users). */
export default function BlockedUsersPage() {
  useDocumentTitle(SCREEN_TITLES.blockedUsers);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-10 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.blockedUsers}
      </h1>
      <p className="mt-2 mb-6 text-stone-700 dark:text-stone-300">{BLOCKED_USERS_PAGE_TEXTS.intro}</p>
      <BlockedUsersList />
    </div>
  );
}
