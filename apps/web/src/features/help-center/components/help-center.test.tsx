import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HelpItem } from '@kindred/contract/outreach';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { fakeTimersWithUser } from '@/test/fake-timers';
import { renderWithProviders } from '@/test/render-app';
import { HelpCenter } from './help-center';

const ITEMS: HelpItem[] = [
  {
    id: 'reset-password',
    question: 'How do I reset my password?',
    answer: 'Use Forgot password on the sign-in page.',
    categoryId: 'account',
  },
  {
    id: 'what-is-match',
    question: 'What is a match?',
    answer: 'Two members who liked each other.',
    categoryId: 'matches',
  },
  {
    id: 'boost',
    question: 'What does a boost do?',
    answer: 'It shows your profile first for 30 minutes.',
    categoryId: 'subscription',
  },
];

/** Answers like the server: filtered by category and by q in question or answer. */
function helpApi() {
  return mockApi({
    'GET /help': ({ url }: MockRequest) => {
      const category = url.searchParams.get('category');
      const q = url.searchParams.get('q')?.toLowerCase();
      const items = ITEMS.filter(
        (item) =>
          (!category || item.categoryId === category) &&
          (!q || `${item.question} ${item.answer}`.toLowerCase().includes(q)),
      );
      return jsonResponse(200, { items });
    },
  });
}

const user = fakeTimersWithUser();
/** The article questions shown (the buttons that expand an answer). */
const questions = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe('HelpCenter', () => {
  it('lists every article under All, each question opening its answer', async () => {
    const { calls } = helpApi();
    const events = user();
    renderWithProviders(<HelpCenter />);
    const question = await screen.findByRole('button', { name: 'How do I reset my password?' });
    expect(calls[0]!.url.search).toBe('');
    expect(questions()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    const answer = screen.getByText('Use Forgot password on the sign-in page.');
    expect(answer).not.toBeVisible();
    await events.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    await events.click(question);
    expect(answer).not.toBeVisible();
  });

  it('offers All and the five category chips, and asks the server for the chosen category', async () => {
    const { calls } = helpApi();
    const events = user();
    renderWithProviders(<HelpCenter />);
    await screen.findByRole('button', { name: 'What is a match?' });
    const chips = screen.getByRole('group', { name: 'Topics' });
    expect([...chips.querySelectorAll('button')].map((chip) => chip.textContent)).toEqual([
      'All',
      'Account',
      'Matches',
      'Privacy',
      'Notifications',
      'Subscription',
    ]);

    await events.click(screen.getByRole('button', { name: 'Subscription' }));
    expect(await screen.findByRole('button', { name: 'What does a boost do?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'What is a match?' })).not.toBeInTheDocument());
    expect(calls.at(-1)!.url.searchParams.get('category')).toBe('subscription');
    expect(screen.getByRole('button', { name: 'Subscription' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches once typing has settled, not on every key', async () => {
    const { calls } = helpApi();
    const events = user();
    renderWithProviders(<HelpCenter />);
    await screen.findByRole('button', { name: 'What is a match?' });
    await events.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'password');
    expect(calls.filter((call) => call.url.searchParams.has('q'))).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(questions()).toEqual(['How do I reset my password?']));
    const searches = calls.filter((call) => call.url.searchParams.has('q'));
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['password']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article');
  });

  it("says 'No results found' when nothing matches, and Clear search shows everything again", async () => {
    helpApi();
    const events = user();
    renderWithProviders(<HelpCenter />);
    await screen.findByRole('button', { name: 'What is a match?' });
    await events.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'zebra');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(questions()).toHaveLength(3));
  });

  it('shows an error with Try again when the articles cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /help': () =>
        fail ? jsonResponse(500, { message: 'Something went wrong' }) : jsonResponse(200, { items: ITEMS }),
    });
    const events = user();
    renderWithProviders(<HelpCenter />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Help articles could not be loaded. Please try again.');
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'What is a match?' })).toBeInTheDocument();
  });
});
