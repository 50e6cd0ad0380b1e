import { COMMUNITY_DATE, COMMUNITY_SECTIONS, COMMUNITY_TEXTS } from '@kindred/contract/community';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { Accordion } from '@/components/ui/accordion';
import { SectionBody } from '@/components/section-body';
import { useFragmentSection } from '@/lib/use-fragment-section';
import { CommunityLinks } from './community-links';

/** SPEC 2 Community Guidelines: seven sections, Respect & Inclusivity open at the start. */
export function CommunityGuidelines() {
  const target = useFragmentSection(COMMUNITY_SECTIONS.map((section) => section.id));
  const firstOpen = target ?? COMMUNITY_SECTIONS[0]!.id;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
          {SCREEN_TITLES.community}
        </h1>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {COMMUNITY_TEXTS.lastUpdated} <time dateTime={COMMUNITY_DATE.iso}>{COMMUNITY_DATE.text}</time>
        </p>
        <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">{COMMUNITY_TEXTS.intro}</p>
      </header>
      <Accordion
        className="mt-8"
        defaultOpen={[firstOpen]}
        items={COMMUNITY_SECTIONS.map((section) => ({
          id: section.id,
          title: section.title,
          content: <SectionBody blocks={section.body} />,
        }))}
      />
      <CommunityLinks />
    </article>
  );
}
