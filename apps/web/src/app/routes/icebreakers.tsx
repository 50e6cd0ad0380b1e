import { ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { IcebreakersScreen } from '@/features/icebreakers/components/icebreakers-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Icebreakers (/icebreakers). */
export default function IcebreakersPage() {
  useDocumentTitle(SCREEN_TITLES.icebreakers);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-10 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.icebreakers}
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-stone-700 dark:text-stone-300">{ICEBREAKERS_TEXTS.intro}</p>
      <IcebreakersScreen />
    </div>
  );
}
