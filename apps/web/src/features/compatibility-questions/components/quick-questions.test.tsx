import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { renderWithProviders } from '@/test/render-app';
import { answersApi, childrenQuestion, faithQuestion, petsQuestion, storedAnswer } from '../test/question-fixtures';
import { QuickQuestions } from './quick-questions';

afterEach(() => vi.unstubAllGlobals());

describe('QuickQuestions', () => {
  it('offers a few unanswered questions one at a time; each can be saved or skipped', async () => {
    const { calls } = answersApi();
    const user = userEvent.setup();
    renderWithProviders(<QuickQuestions count={2} />);
    expect(screen.getByRole('heading', { level: 2, name: QUESTION_TEXTS.quickTitle })).toBeInTheDocument();

    const first = await screen.findByRole('form', { name: childrenQuestion.text });
    expect(within(first).getByText(QUESTION_TEXTS.questionOf(1, 2))).toBeInTheDocument();
    await user.click(within(first).getByRole('radio', { name: 'No' }));
    await user.click(within(first).getByRole('radio', { name: 'Mandatory' }));
    expect(within(first).getByText(QUESTION_TEXTS.mandatoryWarning)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: QUESTION_TEXTS.save }));

    // Values and lifestyle in turn: pets comes before the second values question.
    const second = await screen.findByRole('form', { name: petsQuestion.text });
    expect(within(second).getByText(QUESTION_TEXTS.questionOf(2, 2))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: petsQuestion.text })).toHaveFocus();
    await user.click(within(second).getByRole('button', { name: QUESTION_TEXTS.skip }));

    expect(await screen.findByText(QUESTION_TEXTS.quickDone)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/profile/answers/want-children',
        body: { answer: 'no', accepted: ['no'], importance: 'mandatory' },
      }),
    ]);
  });

  it('leaves out questions already answered', async () => {
    answersApi([storedAnswer('want-children'), storedAnswer('pets')]);
    renderWithProviders(<QuickQuestions />);
    expect(await screen.findByRole('form', { name: faithQuestion.text })).toBeInTheDocument();
    expect(screen.getByText(QUESTION_TEXTS.questionOf(1, 1))).toBeInTheDocument();
  });

  it('says so when every question is already answered', async () => {
    answersApi(['want-children', 'religion-role', 'pets'].map((id) => storedAnswer(id)));
    renderWithProviders(<QuickQuestions />);
    expect(await screen.findByText(QUESTION_TEXTS.quickNoneLeft)).toBeInTheDocument();
  });
});
