import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';

/** The chat header's way back to the list, 44 × 44 px (decision 053); the skeleton shows the same one. */
export function ChatBackLink() {
  return (
    <Link
      to={ROUTES.messages}
      aria-label={COMMON_TEXTS.backToMessages}
      title={COMMON_TEXTS.backToMessages}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-rose-300"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}
