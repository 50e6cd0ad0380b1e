import { ArrowLeft, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_DATE, LEGAL_TEXTS, type LegalSection } from '@kindred/contract/legal';
import { ROUTES } from '@kindred/contract/routes';
import { Accordion } from '@/components/ui/accordion';
import { SectionBody } from '@/components/section-body';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFragmentSection } from '@/lib/use-fragment-section';

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  back: { to: string; label: string };
  /** Below the sections: the cookie page's preferences panel. */
  children?: ReactNode;
}

const headerLinkClasses =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-rose-300';

/** SPEC 2 Legal pages: back and help links, the date, and the sections with the first open. */
export function LegalDocument({ title, intro, sections, back, children }: LegalDocumentProps) {
  useDocumentTitle(title);
  // A link to one section (/privacy#cookies) opens that one instead of the first.
  const target = useFragmentSection(sections.map((section) => section.id));
  const firstOpen = target ?? sections[0]?.id;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <nav aria-label={LEGAL_TEXTS.headerLinksLabel} className="-mx-2 flex items-center justify-between gap-3">
        <Link to={back.to} className={headerLinkClasses}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {back.label}
        </Link>
        <Link to={ROUTES.help} className={headerLinkClasses}>
          <LifeBuoy aria-hidden="true" className="h-4 w-4" />
          {LEGAL_TEXTS.help}
        </Link>
      </nav>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">{title}</h1>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {LEGAL_TEXTS.lastUpdated} <time dateTime={LEGAL_DATE.iso}>{LEGAL_DATE.text}</time>
        </p>
        <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">{intro}</p>
      </header>
      <Accordion
        className="mt-8"
        defaultOpen={firstOpen ? [firstOpen] : []}
        items={sections.map((section) => ({
          id: section.id,
          title: section.title,
          content: <SectionBody blocks={section.body} />,
        }))}
      />
      {children}
    </article>
  );
}
