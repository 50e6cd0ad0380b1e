import { describe, expect, it } from 'vitest';
import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { DATE_PLAN_MESSAGES } from '@kindred/contract/date-plans';
import { datePlanInput, validateDateProposal, type DateProposalDraft } from './date-proposal';

// Fixed "now", local time: 1 June 2030, 12:00.
const NOW = new Date(2030, 5, 1, 12, 0);

const draft = (overrides: Partial<DateProposalDraft> = {}): DateProposalDraft => ({
  matchId: 'm1',
  ideaId: 'coffee',
  ownIdea: '',
  day: '2030-06-15',
  time: '10:00',
  place: 'Blue Bottle',
  text: 'Fancy it?',
  ...overrides,
});

describe('validateDateProposal', () => {
  it('asks for a match, an idea, a day, a time, a place and text that is not blank', () => {
    expect(
      validateDateProposal(
        draft({ matchId: '', ideaId: '', ownIdea: '  ', day: '', time: '', place: ' ', text: '  \n ' }),
        NOW,
      ),
    ).toEqual({
      matchId: DATE_PLANNER_TEXTS.matchRequired,
      idea: DATE_PLAN_MESSAGES.ideaRequired,
      day: DATE_PLAN_MESSAGES.timeRequired,
      time: DATE_PLAN_MESSAGES.timeRequired,
      place: DATE_PLAN_MESSAGES.placeRequired,
      text: DATE_PLANNER_TEXTS.textRequired,
    });
    expect(validateDateProposal(draft(), NOW)).toEqual({});
    expect(validateDateProposal(draft({ ideaId: '', ownIdea: 'Picnic by the river' }), NOW)).toEqual({});
  });

  it('refuses a time that has passed, a day that does not exist, and a day more than a year ahead', () => {
    expect(validateDateProposal(draft({ day: '2030-06-01', time: '11:59' }), NOW).day).toBe(
      DATE_PLAN_MESSAGES.timeInPast,
    );
    expect(validateDateProposal(draft({ day: '2030-06-01', time: '12:30' }), NOW)).toEqual({});
    expect(validateDateProposal(draft({ day: '2030-02-30' }), NOW).day).toBe(DATE_PLAN_MESSAGES.timeInvalid);
    expect(validateDateProposal(draft({ day: '2031-06-15' }), NOW).day).toBe(DATE_PLAN_MESSAGES.timeTooFar);
  });
});

describe('datePlanInput', () => {
  it('sends the catalogue idea by id, the local day and time as an instant, trimmed words and the client id', () => {
    const input = datePlanInput(draft({ place: ' Blue Bottle ', text: ' Fancy it? ' }), 'client-1', 'Europe/Paris');
    expect(input).toEqual({
      matchId: 'm1',
      ideaId: 'coffee',
      place: 'Blue Bottle',
      startsAt: new Date(2030, 5, 15, 10, 0).toISOString(),
      timeZone: 'Europe/Paris',
      note: 'Fancy it?',
      clientId: 'client-1',
    });
  });

  it("sends the member's own idea in their words instead of a catalogue id", () => {
    const input = datePlanInput(draft({ ideaId: '', ownIdea: ' Picnic by the river ' }), 'client-1', 'UTC');
    expect(input.idea).toBe('Picnic by the river');
    expect(input).not.toHaveProperty('ideaId');
  });
});
