import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_TEXTS, WELL_ANSWERED_COUNT } from '@kindred/contract/compatibility';
import { renderWithProviders } from '@/test/render-app';
import { answersApi, storedAnswer } from '../test/question-fixtures';
import { AnswerMoreBanner } from './answer-more-banner';
import { CompatibilityQuestionsSection } from './compatibility-questions-section';

afterEach(() => vi.unstubAllGlobals());

describe('AnswerMoreBanner', () => {
  it('asks for the questions left to answer and leads to them', async () => {
    answersApi([storedAnswer('want-children')]);
    renderWithProviders(<AnswerMoreBanner />);
    const left = WELL_ANSWERED_COUNT - 1;
    expect(await screen.findByText(QUESTION_TEXTS.answerMoreTitle(left))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: QUESTION_TEXTS.answerMoreAction })).toHaveAttribute(
      'href',
      '/profile#compatibility-questions',
    );
  });

  it('is gone once enough questions are answered', async () => {
    answersApi(Array.from({ length: WELL_ANSWERED_COUNT }, (_, index) => storedAnswer(`question-${index}`)));
    renderWithProviders(
      <>
        <AnswerMoreBanner />
        <CompatibilityQuestionsSection />
      </>,
    );
    // The section reads the same answers: once it counts them, the banner has decided too.
    expect(await screen.findByText(/ of 3 answered$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: QUESTION_TEXTS.answerMoreAction })).toBeNull();
    expect(screen.queryByText(/questions? to see better matches$/)).toBeNull();
  });
});

describe('the questions section, opened from a link to it', () => {
  it('shows the list at once', async () => {
    answersApi([]);
    renderWithProviders(<CompatibilityQuestionsSection />, { path: '/profile#compatibility-questions' });
    expect(await screen.findByRole('button', { name: QUESTION_TEXTS.closeList })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
