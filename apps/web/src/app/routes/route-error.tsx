import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, NOT_FOUND_TEXTS } from '@kindred/contract/screens';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page or guard failed to load (offline, a new deploy's missing chunk, a server error). */
export function RouteError() {
  useDocumentTitle(COMMON_TEXTS.errorTitle);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-stone-900 dark:text-stone-100">{COMMON_TEXTS.errorTitle}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{COMMON_TEXTS.errorBody}</p>
      <div className="mt-8 flex gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          {COMMON_TEXTS.reload}
        </Button>
        <Link to={ROUTES.home} className={buttonClasses('outline', 'lg')}>
          {NOT_FOUND_TEXTS.returnHome}
        </Link>
      </div>
    </main>
  );
}
