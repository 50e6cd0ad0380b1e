import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';

/** 'Online' with a green dot, over a card's photo; `badgeClassName` is the card's badge shape. */
export function OnlinePhotoBadge({ badgeClassName }: { badgeClassName: string }) {
  return (
    <span className={`${badgeClassName} bg-white/90 text-stone-800 dark:bg-stone-900/85 dark:text-stone-100`}>
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
      {DISCOVERY_TEXTS.online}
    </span>
  );
}
