import { BadgeCheck } from 'lucide-react';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';

/** The blue tick after a verified member's name on a card. */
export function VerifiedTick() {
  return (
    <BadgeCheck
      role="img"
      aria-label={DISCOVERY_TEXTS.verified}
      className="h-5 w-5 shrink-0 text-sky-600 dark:text-sky-400"
    />
  );
}
