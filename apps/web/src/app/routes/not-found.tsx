import { ArrowLeft, CalendarHeart, Heart, HelpCircle, Home, MessageCircle, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { NOT_FOUND_TEXTS } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';
import { useDocumentTitle } from '@/lib/use-document-title';

const moreLinks = [
  { to: ROUTES.matches, label: NOT_FOUND_TEXTS.matches, Icon: Heart },
  { to: ROUTES.help, label: NOT_FOUND_TEXTS.help, Icon: HelpCircle },
  { to: ROUTES.settings, label: NOT_FOUND_TEXTS.settings, Icon: Settings },
  { to: ROUTES.messages, label: NOT_FOUND_TEXTS.messages, Icon: MessageCircle },
  { to: ROUTES.datePlanner, label: NOT_FOUND_TEXTS.datePlanner, Icon: CalendarHeart },
];

/** SPEC 2 Not-found page. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXTS.title);
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-rose-500 sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
        {NOT_FOUND_TEXTS.title}
      </h1>
      <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">{NOT_FOUND_TEXTS.message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={ROUTES.home} className={buttonClasses('primary', 'lg')}>
          <Home aria-hidden="true" className="h-5 w-5" />
          {NOT_FOUND_TEXTS.returnHome}
        </Link>
        <button type="button" className={buttonClasses('outline', 'lg')} onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {NOT_FOUND_TEXTS.goBack}
        </button>
      </div>
      <nav aria-label={NOT_FOUND_TEXTS.title} className="mt-10 w-full">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {moreLinks.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm font-semibold text-stone-800 hover:border-rose-200 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800"
              >
                <Icon aria-hidden="true" className="h-4 w-4 text-rose-600 dark:text-rose-400" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
