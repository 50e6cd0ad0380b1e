import { LIMITS } from '@kindred/contract/constants';
import { CONVERSATION_STARTER_TEXTS } from '@kindred/contract/match-detail-texts';
import type { MatchProfile } from '@kindred/contract/matches';
import { firstNameOf } from './first-name';

type StarterSource = Pick<MatchProfile, 'name' | 'interests' | 'occupation' | 'location'>;

/** 'Austin' from 'Austin, TX': the place a person would name in conversation. */
function placeOf(location: string): string {
  return location.split(',')[0]?.trim() ?? '';
}

/**
 * SPEC 2, 9: up to LIMITS.conversationStarters openers, from the first interest, the occupation
 * and the location in that order; fewer than that are topped up with greetings by first name.
 */
export function conversationStarters(profile: StarterSource): string[] {
  const interest = profile.interests.map((item) => item.trim()).find(Boolean);
  const occupation = profile.occupation.trim();
  const place = placeOf(profile.location);
  const starters = [
    interest ? CONVERSATION_STARTER_TEXTS.interest(interest) : null,
    occupation ? CONVERSATION_STARTER_TEXTS.occupation(occupation) : null,
    place ? CONVERSATION_STARTER_TEXTS.location(place) : null,
  ].filter((starter): starter is string => starter !== null);

  const firstName = firstNameOf(profile.name);
  for (const greeting of CONVERSATION_STARTER_TEXTS.greetings) {
    if (starters.length >= LIMITS.conversationStarters) break;
    starters.push(greeting(firstName));
  }
  return starters.slice(0, LIMITS.conversationStarters);
}
