import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { ForYouFeed } from '@/features/recommendations/components/for-you-feed';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 For You (/for-you): the header Discover over the page's title, then the feed. */
export default function ForYouPage() {
  useDocumentTitle(SCREEN_TITLES.forYou);
  const profile = useOwnProfile();
  const me = profile.data ? { name: profile.data.name, photo: profile.data.photos[0] ?? null } : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <ForYouFeed
        me={me}
        heading={
          <div>
            <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">
              {DISCOVERY_TEXTS.forYouHeader}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
              {SCREEN_TITLES.forYou}
            </h1>
          </div>
        }
      />
    </div>
  );
}
