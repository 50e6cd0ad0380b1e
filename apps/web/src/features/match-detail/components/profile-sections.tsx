import { Music } from 'lucide-react';
import { MATCH_DETAIL_TEXTS, type MatchProfile } from '@kindred/contract/matches';
import { Card } from '@/components/ui/card';
import { bioParagraphs } from '../lib/bio-paragraphs';
import { firstNameOf } from '../lib/first-name';
import { BasicsSection } from './basics-section';
import { InterestIcon } from './interest-icon';

/** SPEC 2 About: the bio in its paragraphs (split on blank lines), else 'No bio provided yet.'. */
export function AboutSection({ bio }: { bio: string }) {
  const paragraphs = bioParagraphs(bio);
  return (
    <Card title={MATCH_DETAIL_TEXTS.about}>
      {paragraphs.length > 0 ? (
        <div className="space-y-3">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className="text-stone-600 italic dark:text-stone-400">{MATCH_DETAIL_TEXTS.noBio}</p>
      )}
    </Card>
  );
}

/** SPEC 2 Interests: chips with an icon by interest name. */
export function InterestsSection({ interests }: { interests: readonly string[] }) {
  const shown = interests.map((interest) => interest.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Card title={MATCH_DETAIL_TEXTS.interests}>
      <ul className="flex flex-wrap gap-2">
        {shown.map((interest, index) => (
          <li
            key={`${index}-${interest}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-rose-200 bg-rose-50 px-3 py-1.5 text-sm font-medium text-rose-800 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200"
          >
            <InterestIcon interest={interest} className="h-4 w-4" />
            {interest}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** SPEC 2 'Getting to know {first name}': the question and answer pairs the member filled in. */
export function QuestionsSection({ name, questions }: { name: string; questions: MatchProfile['questions'] }) {
  const answered = questions.filter((pair) => pair.question.trim() !== '' && pair.answer.trim() !== '');
  if (answered.length === 0) return null;
  return (
    <Card title={MATCH_DETAIL_TEXTS.gettingToKnow(firstNameOf(name))}>
      <dl className="space-y-4">
        {answered.map((pair, index) => (
          <div
            key={index}
            className="rounded-xl border-l-4 border-rose-400 bg-stone-50 px-4 py-3 dark:border-rose-500 dark:bg-stone-800/60"
          >
            <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{pair.question}</dt>
            <dd className="mt-1 text-base leading-relaxed whitespace-pre-line text-stone-900 dark:text-stone-100">
              {pair.answer}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** SPEC 2 Top Artists: a list of names. */
export function TopArtistsSection({ artists }: { artists: readonly string[] }) {
  const shown = artists.map((artist) => artist.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Card title={MATCH_DETAIL_TEXTS.topArtists}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {shown.map((artist, index) => (
          <li key={`${index}-${artist}`} className="flex items-center gap-3 text-stone-900 dark:text-stone-100">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
              <Music aria-hidden="true" className="h-4 w-4" />
            </span>
            <span className="min-w-0 font-medium break-words">{artist}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The profile's sections, in the spec's order. */
export function ProfileSections({ profile }: { profile: MatchProfile }) {
  return (
    <div className="space-y-4">
      <AboutSection bio={profile.bio} />
      <BasicsSection profile={profile} />
      <InterestsSection interests={profile.interests} />
      <QuestionsSection name={profile.name} questions={profile.questions} />
      <TopArtistsSection artists={profile.spotifyArtists} />
    </div>
  );
}
