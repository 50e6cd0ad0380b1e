import { describe, expect, it } from 'vitest';
import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { composeDateProposal, formatWhen, validateDateProposal, type DateProposalDraft } from './date-proposal';

const draft = (overrides: Partial<DateProposalDraft> = {}): DateProposalDraft => ({
  matchId: 'm1',
  ideaTitle: '',
  day: '',
  time: '',
  place: '',
  text: 'Fancy it?',
  ...overrides,
});

describe('validateDateProposal', () => {
  it('asks for a match and for text that is not blank', () => {
    expect(validateDateProposal(draft({ matchId: '', text: '  \n ' }))).toEqual({
      matchId: DATE_PLANNER_TEXTS.matchRequired,
      text: DATE_PLANNER_TEXTS.textRequired,
    });
    expect(validateDateProposal(draft())).toEqual({});
  });
});

describe('composeDateProposal', () => {
  it('puts the idea, the day and time and the place on the first line, then the words', () => {
    const message = composeDateProposal(
      draft({
        ideaTitle: 'Coffee tasting crawl',
        day: '2030-06-15',
        time: '10:00',
        place: ' Blue Bottle ',
        text: ' Fancy it? ',
      }),
    );
    expect(message).toBe('Date idea: Coffee tasting crawl · Sat, Jun 15, 10:00 AM · Blue Bottle\n\nFancy it?');
  });

  it('says "Date proposal" without an idea and leaves out what was not given', () => {
    expect(composeDateProposal(draft())).toBe('Date proposal\n\nFancy it?');
    expect(composeDateProposal(draft({ time: '19:30' }))).toBe('Date proposal · 7:30 PM\n\nFancy it?');
  });
});

describe('formatWhen', () => {
  it('reads a day alone, and ignores what is not a day or a time', () => {
    expect(formatWhen('2030-01-01', '')).toBe('Tue, Jan 1');
    expect(formatWhen('soon', 'later')).toBe('');
  });
});
