import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES, EMAIL_DELIVERY_TEXTS, type EmailDelivery } from '@kindred/contract/email-delivery';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResendVerificationButton } from './resend-verification-button';

afterEach(() => vi.unstubAllGlobals());

// Decision 074: the screens show where the server says the mail went, never "sent" for nowhere.
const deliveries: { delivery: EmailDelivery; tone: string }[] = [
  { delivery: 'sent', tone: 'bg-emerald-50' },
  { delivery: 'outbox', tone: 'bg-emerald-50' },
  { delivery: 'none', tone: 'bg-sky-50' },
];

describe.each(deliveries)('mail that went to "$delivery"', ({ delivery, tone }) => {
  it('Resend verification email (verification page and Settings) shows what happened', async () => {
    const message = EMAIL_DELIVERY_MESSAGES.verification[delivery];
    mockApi({ 'POST /auth/resend-verification': () => jsonResponse(200, { message, emailDelivery: delivery }) });
    renderWithProviders(<ResendVerificationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveClass(tone);
  });

  it('Forgot password shows what happened', async () => {
    const message = EMAIL_DELIVERY_MESSAGES.reset[delivery];
    const { calls } = mockApi({
      'POST /auth/request-reset': () => jsonResponse(200, { message, emailDelivery: delivery }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveClass(tone);
    expect(calls[0]?.body).toEqual({ email: 'ava@example.com' });
    // Only the dev outbox is somewhere to go and read it.
    const outboxLinks = screen.queryAllByRole('link', { name: EMAIL_DELIVERY_TEXTS.openDevOutbox });
    expect(outboxLinks.map((link) => link.getAttribute('href'))).toEqual(delivery === 'outbox' ? ['/dev/outbox'] : []);
  });
});

describe('a server that cannot send e-mail', () => {
  it('never tells the member a link was sent', () => {
    for (const texts of Object.values(EMAIL_DELIVERY_MESSAGES)) {
      expect(texts.none).not.toMatch(/we (have )?sent|check your inbox/i);
      expect(texts.none).toMatch(/no (verification|reset) link was sent/);
    }
  });
});
