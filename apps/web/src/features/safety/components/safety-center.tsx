import { ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SAFETY_CENTER_TABS, SAFETY_CENTER_TEXTS, type SafetyCenterTab } from '@kindred/contract/safety-center';
import { SAFETY_TEXTS } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { Tabs } from '@/components/ui/tabs';
import { safetyTabPath } from '../lib/safety-tab-path';
import { ReportConcern } from './report-concern';
import { SafetyLinks } from './safety-links';
import { SafetyResources } from './safety-resources';
import { SafetyTips } from './safety-tips';

function tabFrom(value: string | null): SafetyCenterTab {
  return SAFETY_CENTER_TABS.find((tab) => tab === value) ?? 'tips';
}

interface SafetyCenterProps {
  /** null while the session loads. */
  signedIn: boolean | null;
  isModerator: boolean;
}

/** SPEC 2 Safety Center (/safety): tabs Safety Tips, Report a Concern, Resources, and links. */
export function SafetyCenter({ signedIn, isModerator }: SafetyCenterProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const panels = {
    tips: <SafetyTips />,
    report: <ReportConcern signedIn={signedIn} returnTo={safetyTabPath('report')} />,
    resources: <SafetyResources />,
  };
  const tabs = SAFETY_CENTER_TABS.map((id) => ({ id, label: SAFETY_TEXTS.tabs[id], panel: panels[id] }));

  const showTab = (next: SafetyCenterTab) =>
    setSearchParams(next === 'tips' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-14 sm:px-6 sm:pt-12">
      <div className="flex items-start gap-4">
        <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-rose-50 text-rose-600 sm:flex dark:bg-rose-950/60 dark:text-rose-300">
          <ShieldCheck aria-hidden="true" className="h-8 w-8" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
            {SCREEN_TITLES.safety}
          </h1>
          <p className="mt-2 max-w-2xl text-stone-700 dark:text-stone-300">{SAFETY_CENTER_TEXTS.intro}</p>
          {isModerator && (
            <Link
              to={ROUTES.moderation}
              className="mt-3 inline-block rounded text-sm font-semibold text-rose-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
            >
              {SAFETY_CENTER_TEXTS.moderationLink}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-8">
        <Tabs label={SAFETY_CENTER_TEXTS.tabsLabel} tabs={tabs} current={tab} onChange={showTab} />
      </div>
      <SafetyLinks />
    </div>
  );
}
