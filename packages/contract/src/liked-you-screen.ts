// "Likes you" on the Matches screen (decision 049): who liked the member and waits for an answer.
// SPEC has no such section; these texts are ours. Basic's pitch is BILLING_MESSAGES.likedYouLocked.

/** Members shown per page; "Load more" asks for the next. */
export const LIKED_YOU_PAGE_SIZE = 6;

export const LIKED_YOU_TEXTS = {
  title: 'Likes you',
  count: (count: number) => (count === 1 ? '1 person likes you' : `${count} people like you`),
  /** The quiet empty state: nobody waiting for an answer. */
  emptyTitle: 'No new likes yet',
  emptyHint: 'When someone likes you, they appear here first.',
  loadFailed: "We couldn't load who likes you.",
  loadMore: 'Load more',
  superLiked: 'Super Liked you',
  /** `relative` is formatRelativeTime's: 'Just now', '5m ago', '3h ago', '2d ago' or 'Mar 4'. */
  likedWhen: (relative: string) => {
    if (relative === 'Just now') return 'Liked you just now';
    return relative.endsWith(' ago') ? `Liked you ${relative}` : `Liked you on ${relative}`;
  },
  likeBack: 'Like back',
  pass: 'Pass',
  /** The buttons' names: the section holds many members. */
  likeBackMember: (name: string) => `Like back ${name}`,
  passMember: (name: string) => `Pass on ${name}`,
  passedAnnouncement: (name: string) => `You passed on ${name}.`,
  /** Basic sees only the count: these stand where the photos would be. */
  hiddenMember: 'Hidden member',
} as const;
