import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_TEXTS, type ModerationReport } from '@kindred/contract/safety';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { photoProps } from '@/lib/photo-srcset';

type Member = NonNullable<ModerationReport['reported']>;

/** Everything a moderator needs to judge the reported profile: every photo and the text fields. */
export function ReportedMember({
  member,
  onRemovePhoto,
}: {
  member: Member;
  /** Removing one photo (decision 086): the dialog asks why. */
  onRemovePhoto?: (url: string, position: number) => void;
}) {
  const id = useId();
  const suspended = member.status === 'suspended';
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-stone-600 dark:text-stone-400">
        {MODERATION_TEXTS.reported}
      </h3>
      <p className="mt-1 text-lg font-bold text-stone-900 dark:text-stone-100">
        {member.name}
        {member.age !== null && <span className="font-semibold">, {member.age}</span>}
      </p>
      {member.photos.length > 0 ? (
        <ul aria-label={MODERATION_PAGE_TEXTS.photosOf(member.name)} className="mt-3 flex flex-wrap gap-2">
          {member.photos.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-stone-900"
              >
                <img
                  {...photoProps(url, { width: 88, height: 112 })}
                  alt={MODERATION_PAGE_TEXTS.photo(index + 1, member.name)}
                  loading="lazy"
                  className="h-28 w-22 rounded-lg bg-stone-100 object-cover dark:bg-stone-800"
                />
              </a>
              {onRemovePhoto && (
                <button
                  type="button"
                  onClick={() => onRemovePhoto(url, index + 1)}
                  aria-label={MODERATION_DECISION_TEXTS.removePhotoOf(index + 1, member.name)}
                  className="hit-area relative mt-1 block w-22 rounded text-center text-xs font-semibold text-red-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-red-300"
                >
                  {MODERATION_DECISION_TEXTS.removePhoto}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <UserRound aria-hidden="true" className="h-5 w-5" />
          {MODERATION_PAGE_TEXTS.noPhotos}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.location}</dt>
        <dd className="text-stone-900 dark:text-stone-100">{member.location || '—'}</dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.openReports}</dt>
        <dd className="text-stone-900 dark:text-stone-100">{member.openReports}</dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.reporters}</dt>
        <dd className="text-stone-900 dark:text-stone-100">{member.reporters}</dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.accountStatus}</dt>
        <dd>
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-bold',
              suspended
                ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
            )}
          >
            {MODERATION_PAGE_TEXTS.memberStatus[member.status]}
          </span>
          {member.quarantined && !suspended && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {MODERATION_PAGE_TEXTS.quarantined}
            </span>
          )}
        </dd>
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.bio}</h4>
      <p className="mt-1 text-sm whitespace-pre-line text-stone-800 dark:text-stone-200">
        {member.bio || MODERATION_PAGE_TEXTS.noBio}
      </p>
    </section>
  );
}
