import { COMMON_TEXTS } from '@kindred/contract/screens';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-rose-700 focus:shadow-lg dark:focus:bg-stone-900"
    >
      {COMMON_TEXTS.skipToContent}
    </a>
  );
}
