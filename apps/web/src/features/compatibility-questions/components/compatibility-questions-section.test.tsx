import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { answersApi, childrenQuestion, faithQuestion, petsQuestion, storedAnswer } from '../test/question-fixtures';
import { CompatibilityQuestionsSection } from './compatibility-questions-section';

afterEach(() => vi.unstubAllGlobals());

async function openSection() {
  const user = userEvent.setup();
  renderWithProviders(<CompatibilityQuestionsSection />);
  await user.click(await screen.findByRole('button', { name: QUESTION_TEXTS.openList }));
  return user;
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
const form = (question: { text: string }) => screen.getByRole('form', { name: question.text });

describe('CompatibilityQuestionsSection', () => {
  it('shows how many questions are answered and opens the list of answered and unanswered ones', async () => {
    answersApi([storedAnswer('want-children', { answer: 'open', accepted: ['yes', 'open'], importance: 'mandatory' })]);
    renderWithProviders(<CompatibilityQuestionsSection />);
    expect(screen.getByRole('heading', { level: 2, name: QUESTION_TEXTS.sectionTitle })).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: QUESTION_TEXTS.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const toggle = screen.getByRole('button', { name: QUESTION_TEXTS.openList });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: QUESTION_TEXTS.closeList })).toHaveAttribute('aria-expanded', 'true');
    expect(items()).toHaveLength(3);
    expect(items()[0]).toHaveTextContent('You: Open to it');
    expect(items()[0]).toHaveTextContent('Mandatory');
    expect(items()[0]).toHaveTextContent('You accept: Yes, Open to it');
    expect(items()[1]).toHaveTextContent(QUESTION_TEXTS.notAnswered);
    expect(screen.getByRole('button', { name: QUESTION_TEXTS.editAnswer(childrenQuestion.text) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: QUESTION_TEXTS.answerQuestion(petsQuestion.text) })).toBeInTheDocument();
  });

  it('filters the list by category', async () => {
    answersApi();
    const user = await openSection();
    await user.click(screen.getByRole('radio', { name: QUESTION_TEXTS.categories.lifestyle }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent(petsQuestion.text);
    await user.click(screen.getByRole('radio', { name: QUESTION_TEXTS.categories.values }));
    expect(items().map((item) => item.querySelector('h3')?.textContent)).toEqual([
      childrenQuestion.text,
      faithQuestion.text,
    ]);
    await user.click(screen.getByRole('radio', { name: QUESTION_TEXTS.allCategories }));
    expect(items()).toHaveLength(3);
  });

  it('saving a new answer counts it and opens the next unanswered question', async () => {
    answersApi([storedAnswer('religion-role', { answer: 'some', accepted: ['some'] })]);
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.answerQuestion(childrenQuestion.text) }));
    const heading = screen.getByRole('heading', { name: childrenQuestion.text });
    expect(heading).toHaveFocus();
    await user.click(within(form(childrenQuestion)).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form(childrenQuestion)).getByRole('button', { name: QUESTION_TEXTS.save }));

    expect(await screen.findByText('2 of 3 answered')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(QUESTION_TEXTS.saved);
    // The answered faith question is passed over: pets is next.
    expect(form(petsQuestion)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: petsQuestion.text })).toHaveFocus();
    expect(items()[0]).toHaveTextContent('You: Yes');
  });

  it('skipping opens the next unanswered question without saving', async () => {
    const { calls } = answersApi();
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.answerQuestion(childrenQuestion.text) }));
    await user.click(within(form(childrenQuestion)).getByRole('button', { name: QUESTION_TEXTS.skip }));
    expect(form(faithQuestion)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('edits an answer later, and clearing it makes the question unanswered again', async () => {
    answersApi([storedAnswer('pets', { answer: 'love', accepted: ['love', 'fine'], importance: 'very' })]);
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.editAnswer(petsQuestion.text) }));
    const petsForm = form(petsQuestion);
    expect(within(petsForm).getByRole('radio', { name: 'I love them' })).toBeChecked();
    await user.click(within(petsForm).getByRole('radio', { name: 'Mandatory' }));
    await user.click(within(petsForm).getByRole('button', { name: QUESTION_TEXTS.save }));
    const edit = await screen.findByRole('button', { name: QUESTION_TEXTS.editAnswer(petsQuestion.text) });
    expect(edit).toHaveFocus();
    expect(items()[2]).toHaveTextContent('Mandatory');

    await user.click(edit);
    await user.click(within(form(petsQuestion)).getByRole('button', { name: QUESTION_TEXTS.clear }));
    expect(await screen.findByText('0 of 3 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: QUESTION_TEXTS.answerQuestion(petsQuestion.text) })).toHaveFocus();
    expect(items()[2]).toHaveTextContent(QUESTION_TEXTS.notAnswered);
  });

  it('says when the questions cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /questions': () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { data: [petsQuestion] })),
      'GET /profile/answers': () => jsonResponse(200, { data: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompatibilityQuestionsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUESTION_TEXTS.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: QUESTION_TEXTS.retry }));
    expect(await screen.findByText('0 of 1 answered')).toBeInTheDocument();
  });
});
