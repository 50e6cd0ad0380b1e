import { clsx } from 'clsx';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { MATCH_DETAIL_TEXTS, type MatchProfile } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { MemberAvatar } from '@/components/member-avatar';
import { buttonClasses } from '@/components/ui/button-classes';
import { CloseButton } from '@/components/ui/close-button';
import { photoProps } from '@/lib/photo-srcset';

interface ChatProfilePanelProps {
  id: string;
  matchId: string;
  profile: MatchProfile;
  /** Below the wide layout the panel covers the thread until closed. */
  open: boolean;
  onClose: () => void;
}

/** SPEC 2 /messages/{id}: the match's profile beside the thread, with a way to the full profile. */
export function ChatProfilePanel({ id, matchId, profile, open, onClose }: ChatProfilePanelProps) {
  const photo = profile.photos[0];
  const closeRef = useRef<HTMLButtonElement>(null);

  // Opened over the thread: focus moves in, Escape closes, and focus goes back to the opener.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <aside
      id={id}
      aria-label={CHAT_TEXTS.profilePanel}
      className={clsx(
        'overflow-y-auto bg-white dark:bg-stone-900',
        'lg:static lg:block lg:max-h-full lg:w-80 lg:shrink-0 lg:self-start lg:rounded-3xl lg:border lg:border-stone-200 lg:shadow-sm lg:dark:border-stone-700',
        open ? 'absolute inset-0 z-20 block' : 'hidden',
      )}
    >
      <div className="flex justify-end p-2 lg:hidden">
        <CloseButton
          ref={closeRef}
          label={CHAT_TEXTS.closeProfile}
          onClick={onClose}
          className="relative h-10 w-10 text-stone-700 hover:bg-stone-100 focus-visible:ring-rose-500 dark:text-stone-200 dark:hover:bg-stone-800"
        />
      </div>
      <div className="px-5 pb-6 lg:pt-5">
        {photo ? (
          <img
            {...photoProps(photo, { width: 320, height: 400 })}
            alt={profile.name}
            className="mx-auto aspect-[4/5] w-full max-w-xs rounded-2xl bg-stone-200 object-cover lg:aspect-[4/3] dark:bg-stone-700"
          />
        ) : (
          <MemberAvatar name={profile.name} photo={undefined} size="lg" className="mx-auto h-24! w-24! text-3xl!" />
        )}
        <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">
          {profile.name}
          {profile.age !== null && <span className="font-semibold">, {profile.age}</span>}
        </h2>
        {profile.location && (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {profile.location}
          </p>
        )}
        <h3 className="mt-5 text-sm font-bold text-stone-900 dark:text-stone-100">{MATCH_DETAIL_TEXTS.about}</h3>
        <p className="mt-1 line-clamp-6 text-sm whitespace-pre-line text-stone-700 dark:text-stone-300">
          {profile.bio.trim() || MATCH_DETAIL_TEXTS.noBio}
        </p>
        {profile.interests.length > 0 && (
          <>
            <h3 className="mt-5 text-sm font-bold text-stone-900 dark:text-stone-100">
              {MATCH_DETAIL_TEXTS.interests}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {profile.interests.map((interest) => (
                <li
                  key={interest}
                  className="rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold text-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
                >
                  {interest}
                </li>
              ))}
            </ul>
          </>
        )}
        <Link to={ROUTES.match(matchId)} className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
          {CHAT_TEXTS.viewProfile}
        </Link>
      </div>
    </aside>
  );
}
