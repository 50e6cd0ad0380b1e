import { describe, expect, it } from 'vitest';
import type { Match } from '@kindred/contract/matches';
import { makeMatch } from '@/test/fixtures';
import {
  countActiveFilters,
  DEFAULT_MATCH_FILTERS,
  distinctInterests,
  filterMatches,
  type MatchFilters,
} from './match-filters';

function match(id: string, profile: Partial<Match['otherUser']['profile']>): Match {
  return makeMatch(
    { id: `member-${id}`, name: id, age: 30, gender: null, distance: 10, lookingFor: null, ...profile },
    { id, compatibilityScore: 80, subScores: { values: 80, interests: 80, lifestyle: 80, communication: 80 } },
  );
}

const filters = (patch: Partial<MatchFilters>): MatchFilters => ({ ...DEFAULT_MATCH_FILTERS, ...patch });
const names = (list: Match[]) => list.map((item) => item.id);

describe('match filters', () => {
  it('start at SPEC 9 defaults: ages 20 to 40, distance 30, no interests, nothing active', () => {
    expect(DEFAULT_MATCH_FILTERS).toEqual({ minAge: 20, maxAge: 40, maxDistance: 30, interests: [] });
    expect(countActiveFilters(DEFAULT_MATCH_FILTERS)).toBe(0);
  });

  it('count a filter as active only when it narrows: min age above 20, max age below 40, distance below 30, any interest', () => {
    expect(countActiveFilters(filters({ minAge: 21 }))).toBe(1);
    expect(countActiveFilters(filters({ maxAge: 39 }))).toBe(1);
    // The age range is one filter, however many of its ends moved.
    expect(countActiveFilters(filters({ minAge: 25, maxAge: 35 }))).toBe(1);
    expect(countActiveFilters(filters({ maxDistance: 25 }))).toBe(1);
    expect(countActiveFilters(filters({ interests: ['Hiking', 'Coffee'] }))).toBe(1);
    expect(countActiveFilters(filters({ minAge: 25, maxDistance: 10, interests: ['Hiking'] }))).toBe(3);
    // Widening past the defaults is not a filter.
    expect(countActiveFilters(filters({ minAge: 18, maxAge: 60 }))).toBe(0);
  });

  it('keep every match at the defaults, even outside 20 to 40 or beyond 30 miles', () => {
    const list = [
      match('young', { age: 19 }),
      match('older', { age: 52, distance: 80 }),
      match('unknown', { age: null }),
    ];
    expect(names(filterMatches(list, DEFAULT_MATCH_FILTERS))).toEqual(['young', 'older', 'unknown']);
  });

  it('keep the ages within the range once it is narrowed, and drop unknown ages', () => {
    const list = [
      match('24', { age: 24 }),
      match('25', { age: 25 }),
      match('35', { age: 35 }),
      match('36', { age: 36 }),
      match('unknown', { age: null }),
    ];
    expect(names(filterMatches(list, filters({ minAge: 25 })))).toEqual(['25', '35', '36']);
    expect(names(filterMatches(list, filters({ maxAge: 35 })))).toEqual(['24', '25', '35']);
    expect(names(filterMatches(list, filters({ minAge: 25, maxAge: 35 })))).toEqual(['25', '35']);
  });

  it('apply the age range as the sliders show it once either end moved, widening included', () => {
    const list = [match('19', { age: 19 }), match('45', { age: 45 }), match('55', { age: 55 })];
    const widened = filters({ maxAge: 50 });
    expect(countActiveFilters(widened)).toBe(0);
    expect(names(filterMatches(list, widened))).toEqual(['45']);
    expect(names(filterMatches(list, filters({ minAge: 18, maxAge: 60 })))).toEqual(['19', '45', '55']);
  });

  it('apply the distance, keeping members who hide theirs', () => {
    const list = [
      match('near', { distance: 5 }),
      match('edge', { distance: 15 }),
      match('far', { distance: 16 }),
      match('hidden', { distance: null }),
    ];
    expect(names(filterMatches(list, filters({ maxDistance: 15 })))).toEqual(['near', 'edge', 'hidden']);
  });

  it('keep matches sharing at least one selected interest, whatever its case', () => {
    const list = [
      match('hiker', { interests: ['Hiking', 'Music'] }),
      match('reader', { interests: ['reading'] }),
      match('none', { interests: [] }),
    ];
    expect(names(filterMatches(list, filters({ interests: ['Hiking'] })))).toEqual(['hiker']);
    expect(names(filterMatches(list, filters({ interests: ['Reading', 'Music'] })))).toEqual(['hiker', 'reader']);
  });

  it('combine every active filter', () => {
    const list = [
      match('fits', { age: 30, distance: 5, interests: ['Coffee'] }),
      match('too-far', { age: 30, distance: 25, interests: ['Coffee'] }),
      match('too-old', { age: 45, distance: 5, interests: ['Coffee'] }),
      match('no-coffee', { age: 30, distance: 5, interests: ['Tennis'] }),
    ];
    expect(names(filterMatches(list, filters({ maxAge: 35, maxDistance: 10, interests: ['Coffee'] })))).toEqual([
      'fits',
    ]);
  });

  it('offer each interest of the loaded matches once, A to Z', () => {
    const list = [
      match('a', { interests: ['Travel', 'Coffee'] }),
      match('b', { interests: ['coffee', 'Art', ' Travel '] }),
    ];
    expect(distinctInterests(list)).toEqual(['Art', 'Coffee', 'Travel']);
  });
});
