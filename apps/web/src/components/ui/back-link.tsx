import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

const looks = {
  /** A pill in a page's top bar, beside its title. */
  bar: { link: 'h-10 pr-3 pl-2 hover:bg-stone-100 dark:hover:bg-stone-800', icon: 'h-5 w-5' },
  /** A line of text above a page's title. */
  text: { link: '', icon: 'h-4 w-4' },
};

interface BackLinkProps {
  to: string;
  label: string;
  look: keyof typeof looks;
  className?: string;
  /**
   * Goes back in history instead (the page the member came from), still a link to `to` for a new
   * tab. Only when the app opened an earlier page itself: a page opened first goes to `to`.
   */
  historyBack?: boolean;
}

/** A link back to the list a page came from, with a left arrow. */
export function BackLink({ to, label, look, className, historyBack = false }: BackLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!historyBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className={clsx(
        'hit-area relative inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-stone-700 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300 dark:hover:text-rose-300',
        looks[look].link,
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className={looks[look].icon} />
      {label}
    </Link>
  );
}
