import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { fakeTimersWithUser } from '@/test/fake-timers';
import { renderWithProviders } from '@/test/render-app';
import { ContactPageBody } from './contact-page-body';

const user = fakeTimersWithUser();
const contactApi = (status = 202, body: unknown = { accepted: true }) =>
  mockApi({ 'POST /contact': () => jsonResponse(status, body) });

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  topic: () => screen.getByRole('combobox', { name: 'Topic' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillAndSend(events: ReturnType<typeof user>, topic = 'Billing') {
  await events.type(field.name(), '  Dana  ');
  await events.type(field.email(), 'Dana@Example.com');
  await events.selectOptions(field.topic(), topic);
  await events.type(field.message(), 'I was charged twice this month.');
  await events.click(sendButton());
}

describe('Contact page', () => {
  it('shows the three support cards with SPEC 9 hours, the FAQ and a back link to /help', async () => {
    contactApi();
    const events = user();
    renderWithProviders(<ContactPageBody />, { path: '/contact' });
    for (const title of ['Live Chat', 'Email Support', 'Phone Support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Mon to Fri: 9am to 8pm EST')).toBeInTheDocument();
    expect(screen.getByText('Sun: closed')).toBeInTheDocument();
    expect(screen.getByText('Mon to Fri: 10am to 6pm EST')).toBeInTheDocument();
    expect(screen.getByText('24 to 48 hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '#contact-form');
    expect(screen.getByRole('link', { name: 'Back to Help Center' })).toHaveAttribute('href', '/help');

    const question = screen.getByRole('button', { name: 'How do I cancel my subscription?' });
    const answer = screen.getByText(/can be cancelled at any time in your account settings/);
    expect(answer).not.toBeVisible();
    await events.click(question);
    expect(answer).toBeVisible();
  });

  it('offers the six topics of SPEC 3, and ?topic= chooses one', () => {
    contactApi();
    renderWithProviders(<ContactPageBody />, { path: '/contact?topic=feedback' });
    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Account', 'Billing', 'Technical', 'Safety', 'Feedback', 'Other']);
    expect(field.topic()).toHaveValue('feedback');
  });

  it('ignores an unknown ?topic=', () => {
    contactApi();
    renderWithProviders(<ContactPageBody />, { path: '/contact?topic=pizza' });
    expect(field.topic()).toHaveValue('');
  });

  it('sends nothing while a field is missing, says which, and focuses the first', async () => {
    const { calls } = contactApi();
    const events = user();
    renderWithProviders(<ContactPageBody />, { path: '/contact' });
    await events.type(field.email(), 'nope');
    await events.click(sendButton());
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field.name()).toHaveFocus();

    await events.type(field.name(), 'Dana');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('posts the message, shows Sending... for at least 1 s, then the confirmation with the topic response time', async () => {
    const { calls } = contactApi();
    const events = user();
    renderWithProviders(<ContactPageBody />, { path: '/contact' });
    await fillAndSend(events);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      name: 'Dana',
      email: 'Dana@Example.com',
      topic: 'billing',
      message: 'I was charged twice this month.',
    });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.contactMinDisplayMs / 2));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.contactMinDisplayMs / 2));
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByText(/We'll reply by email within 24 to 48 hours/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field.name()).toHaveValue('');
    expect(field.name()).toHaveFocus();
    expect(field.topic()).toHaveValue('');
    expect(field.message()).toHaveValue('');
  });

  it('goes back to an empty form by itself 5 s after the confirmation', async () => {
    contactApi();
    const events = user();
    renderWithProviders(<ContactPageBody />, { path: '/contact' });
    await fillAndSend(events, 'Other');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.contactMinDisplayMs));
    expect(screen.getByText(/within 1 to 2 business days/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.confirmationResetMs - 100));
    expect(screen.getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(field.email()).toHaveValue('');
  });

  it.each([
    [400, { message: 'message must not contain control characters' }, 'message must not contain control characters'],
    [429, { message: 'Too many requests' }, 'You have sent several messages in a short time. Please try again later.'],
    [500, { message: 'Something went wrong' }, 'Your message could not be sent. Please try again.'],
  ])('after a %i it says why and keeps what was typed', async (status, body, shown) => {
    contactApi(status, body);
    const events = user();
    renderWithProviders(<ContactPageBody />, { path: '/contact' });
    await fillAndSend(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(field.name()).toHaveValue('  Dana  ');
    expect(field.topic()).toHaveValue('billing');
    expect(field.message()).toHaveValue('I was charged twice this month.');
    expect(sendButton()).toBeEnabled();
  });
});
