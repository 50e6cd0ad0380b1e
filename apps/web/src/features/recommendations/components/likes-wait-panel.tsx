import { MessageCircleHeart } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { buttonClasses } from '@/components/ui/button-classes';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { IconCircle } from '@/components/ui/icon-circle';

interface LikesWaitPanelProps {
  /** The member on the card: the way back names them. */
  name: string;
  /** Back to the card's profile; a pass still works from the card's actions. */
  onBack: () => void;
}

/**
 * Decision 103: likes wait while 8 or more conversations have waited over a day for the member's
 * reply. Said calmly over the whole card, not as an error, with the way to Messages; the card stays
 * to be liked later.
 */
export function LikesWaitPanel({ name, onBack }: LikesWaitPanelProps) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Read whole from its top (a card low on a phone; jsdom has no scrollIntoView), and said at
    // once to a screen reader: the tap that brought it was on Like.
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      data-likes-wait=""
      className="flex min-h-[22rem] flex-1 scroll-mt-20 flex-col items-center justify-center gap-3 rounded-2xl bg-stone-50 px-6 py-10 text-center dark:bg-stone-800/60"
    >
      <IconCircle icon={MessageCircleHeart} />
      <FocusableHeading
        as="h3"
        id={titleId}
        ref={headingRef}
        className="text-xl font-bold text-stone-900 dark:text-stone-100"
      >
        {YOUR_TURN_TEXTS.likesWaitTitle}
      </FocusableHeading>
      <p className="max-w-sm text-stone-700 dark:text-stone-300">{YOUR_TURN_TEXTS.likesWaitBody}</p>
      <div className="mt-3 flex w-full max-w-xs flex-col gap-2">
        <Link to={ROUTES.messages} className={buttonClasses('primary', 'md', 'w-full')}>
          {YOUR_TURN_TEXTS.openMessages}
        </Link>
        <button type="button" onClick={onBack} className={buttonClasses('ghost', 'md', 'w-full')}>
          {YOUR_TURN_TEXTS.backToProfile(name)}
        </button>
      </div>
    </section>
  );
}
