import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { fakeTimersWithUser } from '@/test/fake-timers';
import { renderWithProviders } from '@/test/render-app';
import { ClosingSignupForm } from './closing-signup-form';
import { FooterNewsletterForm } from './footer-newsletter-form';
import { WaitlistForm } from './waitlist-form';

const user = fakeTimersWithUser();

// The forms load their answer's schema with the request (decision 042). Loaded here first, that
// import resolves at once, not after the faked timers have already run past it in a cold worker.
beforeAll(async () => {
  await import('@kindred/contract/outreach');
});
const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const accepted = () => jsonResponse(202, { accepted: true });
const passMinimumDisplay = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.waitlistMinDisplayMs));

describe('WaitlistForm', () => {
  it('is an email input, and does nothing while it is empty or blank', async () => {
    const { calls } = mockApi({ 'POST /waitlist': accepted });
    const events = user();
    renderWithProviders(<WaitlistForm />);
    expect(emailBox()).toHaveAttribute('type', 'email');
    await events.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await events.type(emailBox(), '   {Enter}');
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  });

  it('says what is wrong with an address that is not one, without sending it', async () => {
    const { calls } = mockApi({ 'POST /waitlist': accepted });
    const events = user();
    renderWithProviders(<WaitlistForm />);
    await events.type(emailBox(), 'not-an-address{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('posts the address, shows Joining... for at least 1.5 s, then a thanks that stays', async () => {
    const { calls } = mockApi({ 'POST /waitlist': accepted });
    const events = user();
    renderWithProviders(<WaitlistForm />);
    await events.type(emailBox(), ' Ana@Example.com {Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ email: 'ana@example.com', source: 'app-preview' });

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.waitlistMinDisplayMs / 2));
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.waitlistMinDisplayMs / 2));
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent("You're on the list!");
    expect(thanks).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.confirmationResetMs * 2));
    expect(screen.getByRole('status')).toHaveTextContent("You're on the list!");
  });

  it('keeps Joining... until the server has answered, even past 1.5 s', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'POST /waitlist': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const events = user();
    renderWithProviders(<WaitlistForm />);
    await events.type(emailBox(), 'ana@example.com{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.waitlistMinDisplayMs * 3));
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeInTheDocument();
    await act(async () => answer(accepted()));
    expect(await screen.findByText(/You're on the list!/)).toBeInTheDocument();
  });

  it.each([
    [400, { message: 'Please enter a valid email address' }, 'Please enter a valid email address'],
    [429, { message: 'Too many requests' }, 'Too many sign-ups from here just now. Please try again later.'],
    [500, { message: 'Something went wrong' }, 'Something went wrong. Please try again.'],
  ])('after a %i it shows a sentence and keeps the address', async (status, body, shown) => {
    mockApi({ 'POST /waitlist': () => jsonResponse(status, body) });
    const events = user();
    renderWithProviders(<WaitlistForm />);
    await events.type(emailBox(), 'ana@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  });

  it('asks to check the connection when the request never gets an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const events = user();
    renderWithProviders(<WaitlistForm />);
    await events.type(emailBox(), 'ana@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach Kindred. Check your connection and try again.",
    );
  });
});

describe('ClosingSignupForm', () => {
  async function joinAs(email: string) {
    const api = mockApi({ 'POST /newsletter': accepted });
    const events = user();
    renderWithProviders(<ClosingSignupForm />);
    await events.type(emailBox(), email);
    await events.click(screen.getByRole('button', { name: 'Join Free' }));
    await passMinimumDisplay();
    return { ...api, events };
  }

  it('subscribes to the newsletter and thanks, keeping the form', async () => {
    const { calls } = await joinAs('ben@example.com');
    expect(calls[0]!.body).toEqual({ email: 'ben@example.com', source: 'closing' });
    expect(screen.getByText(/Thanks for joining!/)).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ben@example.com');
  });

  it('does nothing when the email is empty', async () => {
    const { calls } = mockApi({ 'POST /newsletter': accepted });
    const events = user();
    renderWithProviders(<ClosingSignupForm />);
    await events.click(screen.getByRole('button', { name: 'Join Free' }));
    await passMinimumDisplay();
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(/Thanks for joining!/)).not.toBeInTheDocument();
  });

  it('lets the thanks be dismissed, and gives focus back to the input', async () => {
    const { events } = await joinAs('ben@example.com');
    await events.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Thanks for joining!/)).not.toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
  });

  it('resets the thanks as soon as someone types again', async () => {
    const { events } = await joinAs('ben@example.com');
    await events.type(emailBox(), 'x');
    expect(screen.queryByText(/Thanks for joining!/)).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue('ben@example.comx');
  });

  it('clears its value 5 s after success, and keeps the thanks', async () => {
    await joinAs('ben@example.com');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.confirmationResetMs - 100));
    expect(emailBox()).toHaveValue('ben@example.com');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(emailBox()).toHaveValue('');
    expect(screen.getByText(/Thanks for joining!/)).toBeInTheDocument();
  });
});

describe('FooterNewsletterForm', () => {
  it('thanks the subscriber, and the thanks and the address disappear after 5 s', async () => {
    const { calls } = mockApi({ 'POST /newsletter': accepted });
    const events = user();
    renderWithProviders(<FooterNewsletterForm />);
    await events.type(emailBox(), 'cy@example.com');
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    await passMinimumDisplay();
    expect(calls[0]!.body).toEqual({ email: 'cy@example.com', source: 'footer' });
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.confirmationResetMs));
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
