import type { Recommendation } from '@kindred/contract/discovery';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';

const sectionHeading = 'text-base font-bold text-stone-900 dark:text-stone-100';

/** The profile view's text: work and basics, the bio in its paragraphs, and every interest. */
export function ProfileDetails({ profile }: { profile: Recommendation }) {
  const details = [
    { label: PROFILE_TEXTS.occupation, value: profile.occupation },
    { label: PROFILE_TEXTS.education, value: profile.education },
    { label: PROFILE_TEXTS.height, value: profile.height },
    { label: PROFILE_TEXTS.lookingFor, value: profile.lookingFor ?? '' },
  ].filter((detail) => detail.value.trim() !== '');
  const paragraphs = profile.bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  return (
    <>
      {details.length > 0 && (
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3">
          {details.map((detail) => (
            <div key={detail.label} className="min-w-0">
              <dt className="text-xs font-medium text-stone-600 dark:text-stone-400">{detail.label}</dt>
              <dd className="text-sm break-words text-stone-900 dark:text-stone-100">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}

      <section className="mt-5">
        <h3 className={sectionHeading}>{PROFILE_TEXTS.sections.about}</h3>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => (
            <p
              key={index}
              className="mt-2 text-sm leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300"
            >
              {paragraph}
            </p>
          ))
        ) : (
          <p className="mt-2 text-sm text-stone-600 italic dark:text-stone-400">{EMPTY_STATES.noBio}</p>
        )}
      </section>

      <section className="mt-5">
        <h3 className={sectionHeading}>{PROFILE_TEXTS.sections.interests}</h3>
        {profile.interests.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {profile.interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-rose-50 px-3 py-1 text-sm font-medium text-rose-800 dark:bg-rose-950/50 dark:text-rose-200"
              >
                {interest}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600 italic dark:text-stone-400">{EMPTY_STATES.noInterests}</p>
        )}
      </section>
    </>
  );
}
