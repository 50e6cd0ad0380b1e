import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MESSAGES, QUESTION_TEXTS, type StoredAnswer } from '@kindred/contract/compatibility';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { answersApi, childrenQuestion, storedAnswer } from '../test/question-fixtures';
import { QuestionCard } from './question-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(stored?: StoredAnswer) {
  const handlers = { onSaved: vi.fn(), onCleared: vi.fn(), onDismiss: vi.fn() };
  renderWithProviders(<QuestionCard question={childrenQuestion} stored={stored} eyebrow="Values" {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

const group = (name: string) => screen.getByRole('group', { name });
const ownAnswer = (label: string) => within(group(QUESTION_TEXTS.yourAnswer)).getByRole('radio', { name: label });
const accepted = (label: string) =>
  within(group(QUESTION_TEXTS.acceptedAnswers)).getByRole('checkbox', { name: label });
const importance = (label: string) => within(group(QUESTION_TEXTS.importance)).getByRole('radio', { name: label });
const saveButton = () => screen.getByRole('button', { name: QUESTION_TEXTS.save });

describe('QuestionCard', () => {
  it('is a form named by its question, with the answer, accepted answers and importance as labelled groups', () => {
    renderCard();
    expect(screen.getByRole('form', { name: childrenQuestion.text })).toBeInTheDocument();
    expect(within(group(QUESTION_TEXTS.yourAnswer)).getAllByRole('radio')).toHaveLength(3);
    expect(within(group(QUESTION_TEXTS.acceptedAnswers)).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(group(QUESTION_TEXTS.importance))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Irrelevant', 'A little important', 'Somewhat important', 'Very important', 'Mandatory']);
    expect(importance('Somewhat important')).toBeChecked();
    expect(screen.queryByRole('button', { name: QUESTION_TEXTS.clear })).not.toBeInTheDocument();
  });

  it('accepts the member’s own answer by default, until they tick the accepted answers themselves', async () => {
    const { user } = renderCard();
    await user.click(ownAnswer('Yes'));
    expect(accepted('Yes')).toBeChecked();
    await user.click(ownAnswer('No'));
    expect(accepted('Yes')).not.toBeChecked();
    expect(accepted('No')).toBeChecked();

    await user.click(accepted('Open to it'));
    await user.click(ownAnswer('Yes'));
    expect(accepted('No')).toBeChecked();
    expect(accepted('Open to it')).toBeChecked();
    expect(accepted('Yes')).not.toBeChecked();
  });

  it('says plainly that Mandatory is a dealbreaker, and only while it is chosen', async () => {
    const { user } = renderCard();
    expect(screen.queryByText(QUESTION_TEXTS.mandatoryWarning)).not.toBeInTheDocument();
    await user.click(importance('Mandatory'));
    expect(screen.getByText(QUESTION_TEXTS.mandatoryWarning)).toBeVisible();
    expect(group(QUESTION_TEXTS.importance)).toHaveAccessibleDescription(QUESTION_TEXTS.mandatoryWarning);
    await user.click(importance('Very important'));
    expect(screen.queryByText(QUESTION_TEXTS.mandatoryWarning)).not.toBeInTheDocument();
  });

  it('saves the answer, the accepted answers in the question’s order and the importance', async () => {
    const { calls } = answersApi();
    const { user, onSaved } = renderCard();
    await user.click(ownAnswer('Open to it'));
    await user.click(accepted('Yes'));
    await user.click(importance('Mandatory'));
    await user.click(saveButton());
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/profile/answers/want-children',
      body: { answer: 'open', accepted: ['yes', 'open'], importance: 'mandatory' },
    });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ questionId: 'want-children', importance: 'mandatory' }),
    );
  });

  it('sends nothing and says what is missing when there is no answer or no accepted answer', async () => {
    const { calls } = answersApi();
    const { user } = renderCard();
    await user.click(saveButton());
    expect(group(QUESTION_TEXTS.yourAnswer)).toHaveAccessibleDescription(ANSWER_MESSAGES.answerRequired);

    await user.click(ownAnswer('No'));
    expect(screen.queryByText(ANSWER_MESSAGES.answerRequired)).not.toBeInTheDocument();
    await user.click(accepted('No'));
    await user.click(saveButton());
    expect(group(QUESTION_TEXTS.acceptedAnswers)).toHaveAccessibleDescription(
      `${QUESTION_TEXTS.acceptedHint} ${ANSWER_MESSAGES.acceptedRequired}`,
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s field message at its field', async () => {
    mockApi({
      'PUT /profile/answers/want-children': () =>
        jsonResponse(400, {
          message: ANSWER_MESSAGES.unknownOption,
          errors: [{ path: 'accepted', message: ANSWER_MESSAGES.unknownOption }],
        }),
    });
    const { user, onSaved } = renderCard();
    await user.click(ownAnswer('Yes'));
    await user.click(saveButton());
    expect(await screen.findByText(ANSWER_MESSAGES.unknownOption)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a failed save keeps the member’s choices and says so', async () => {
    mockApi({ 'PUT /profile/answers/want-children': () => jsonResponse(500, { message: 'boom' }) });
    const { user } = renderCard();
    await user.click(ownAnswer('Yes'));
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(QUESTION_TEXTS.saveFailed);
    expect(ownAnswer('Yes')).toBeChecked();
  });

  it('starts from the stored answer and can clear it', async () => {
    const { calls } = answersApi([storedAnswer('want-children')]);
    const { user, onCleared } = renderCard(
      storedAnswer('want-children', { answer: 'no', accepted: ['no', 'open'], importance: 'very' }),
    );
    expect(ownAnswer('No')).toBeChecked();
    expect(accepted('No')).toBeChecked();
    expect(accepted('Open to it')).toBeChecked();
    expect(importance('Very important')).toBeChecked();
    // A stored choice of accepted answers is the member's own: changing the answer keeps it.
    await user.click(ownAnswer('Yes'));
    expect(accepted('Yes')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.clear }));
    await vi.waitFor(() => expect(onCleared).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/profile/answers/want-children' });
  });

  it('Skip leaves without saving', async () => {
    const { calls } = answersApi();
    const { user, onDismiss } = renderCard();
    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.skip }));
    expect(onDismiss).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
