import {
  AtSign,
  Briefcase,
  Cigarette,
  GraduationCap,
  Heart,
  Languages,
  Ruler,
  Sparkles,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS, type MatchProfile } from '@kindred/contract/matches';
import { Card } from '@/components/ui/card';
import { instagramHandle, matchBasics, type Basic, type BasicKey } from '../lib/match-basics';

const ICONS: Record<BasicKey, LucideIcon> = {
  occupation: Briefcase,
  education: GraduationCap,
  height: Ruler,
  lookingFor: Heart,
  languages: Languages,
  instagram: AtSign,
  drinking: Wine,
  smoking: Cigarette,
  zodiac: Sparkles,
};

function BasicValue({ basic }: { basic: Basic }) {
  const handle = basic.key === 'instagram' ? instagramHandle(basic.value) : null;
  if (!handle) return <>{basic.value}</>;
  return (
    <a
      href={`https://www.instagram.com/${handle}/`}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={MATCH_DETAIL_PAGE_TEXTS.instagramLink(handle)}
      className="font-semibold text-rose-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
    >
      @{handle}
    </a>
  );
}

/** SPEC 2 Basics: Work, Education, Height, Looking for, Languages, Instagram, Drinking, Smoking, Zodiac, each only if present. */
export function BasicsSection({ profile }: { profile: MatchProfile }) {
  const basics = matchBasics(profile);
  if (basics.length === 0) return null;
  return (
    <Card title={MATCH_DETAIL_TEXTS.basics}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {basics.map((basic) => {
          const Icon = ICONS[basic.key];
          return (
            <div key={basic.key} className="relative min-h-9 min-w-0 pl-12">
              <dt className="text-xs font-medium text-stone-600 dark:text-stone-400">
                <span className="absolute top-0 left-0 flex h-9 w-9 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                {basic.label}
              </dt>
              <dd className="text-sm font-medium break-words text-stone-900 dark:text-stone-100">
                <BasicValue basic={basic} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
