import { SCREEN_TITLES } from '@kindred/contract/screens';
import { DEV_OUTBOX_TEXTS } from '@kindred/contract/member-screens';
import { OutboxList } from '@/features/dev-outbox/components/outbox-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dev/outbox: the mail the server kept instead of sending (development and tests). */
export default function DevOutboxPage() {
  useDocumentTitle(SCREEN_TITLES.devOutbox);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.devOutbox}
      </h1>
      <p className="mt-2 mb-6 text-stone-700 dark:text-stone-300">{DEV_OUTBOX_TEXTS.intro}</p>
      <OutboxList />
    </section>
  );
}
