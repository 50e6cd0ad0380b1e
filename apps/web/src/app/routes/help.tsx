import { SCREEN_TITLES } from '@kindred/contract/screens';
import { HelpCenter } from '@/features/help-center/components/help-center';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Help Center (/help). */
export default function HelpPage() {
  useDocumentTitle(SCREEN_TITLES.help);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
        {SCREEN_TITLES.help}
      </h1>
      <HelpCenter />
    </section>
  );
}
