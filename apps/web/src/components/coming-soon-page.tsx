import { Sparkles } from 'lucide-react';
import { COMING_SOON } from '@kindred/contract/screens';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The page a later issue fills: its real title and a short plain note. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">{title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-2xl border border-rose-100 bg-white p-5 shadow-sm dark:border-rose-900 dark:bg-stone-900">
        <Sparkles aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-rose-600 dark:text-rose-400" />
        <div>
          <p className="font-semibold text-stone-900 dark:text-stone-100">{COMING_SOON.heading}</p>
          <p className="mt-1 text-stone-700 dark:text-stone-300">{COMING_SOON.body}</p>
        </div>
      </div>
    </section>
  );
}
