import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';

/** 'Austin, TX · 4 miles away', or whichever half is known; '' when neither is. */
export function formatPlace(location: string | null, distance: number | null): string {
  return [location, distance !== null ? DISCOVERY_TEXTS.milesAway(distance) : null].filter(Boolean).join(' · ');
}
