import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** The member navigation is hidden here (SPEC 2), so the page offers its own way back. */
export default function ConversationPage() {
  return (
    <>
      <div className="mx-auto w-full max-w-3xl px-4 pt-4">
        <Link
          to={ROUTES.messages}
          className="inline-flex items-center gap-1.5 rounded-full py-2 text-sm font-semibold text-rose-700 hover:underline dark:text-rose-300"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {COMMON_TEXTS.backToMessages}
        </Link>
      </div>
      <ComingSoonPage title={SCREEN_TITLES.conversation} />
    </>
  );
}
