import { Link } from 'react-router';
import { MARKETING } from '@kindred/contract/constants';
import { ROUTES } from '@kindred/contract/routes';
import { onlineNowFigure } from '@kindred/contract/landing';
import { LANDING } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';
import { useOnlineNow } from '../api/get-online-now';
import { MockMatchCard } from './mock-match-card';

/**
 * SPEC 2 Landing 1: headline, two calls to action, a mock match card; fades in. "Online now" is
 * the live count (decision 068), shown only once the server has one worth showing.
 */
export function HeroSection() {
  const online = useOnlineNow().data?.onlineNow ?? null;
  const stats = [
    { value: MARKETING.matches, label: LANDING.statMatches },
    { value: MARKETING.marriages, label: LANDING.statMarriages },
    ...(online === null ? [] : [{ value: onlineNowFigure(online), label: LANDING.statOnline }]),
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-rose-50 via-white to-white dark:from-stone-900 dark:via-stone-950 dark:to-stone-950">
      <div className="hero-fade-in mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-2 md:pt-16 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-rose-700 shadow-sm ring-1 ring-rose-100 dark:bg-stone-900 dark:text-rose-300 dark:ring-rose-900">
            {MARKETING.members} {LANDING.statMembers}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-stone-900 sm:text-5xl lg:text-6xl dark:text-stone-100">
            {LANDING.heroHeadline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700 dark:text-stone-300">{LANDING.heroSubtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={ROUTES.register} className={buttonClasses('primary', 'lg')}>
              {LANDING.startJourney}
            </Link>
            <a href="#how-it-works" className={buttonClasses('outline', 'lg')}>
              {LANDING.howItWorks}
            </a>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-stone-600 dark:text-stone-400">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-stone-900 dark:text-stone-100">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <MockMatchCard />
      </div>
    </section>
  );
}
