import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { MODERATION_DECISION_TEXTS, type Statement } from '@kindred/contract/moderation-decisions';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const statement: Statement = {
  id: 'statement-1',
  action: 'suspend',
  reason: 'harassment',
  reasonLabel: 'Harassment',
  text: 'Messages or behaviour that harassed or threatened another member. You kept messaging.',
  photoPosition: null,
  until: '2030-05-08T12:00:00.000Z',
  createdAt: '2030-05-01T12:00:00.000Z',
  appeal: { state: 'none', canAppeal: true, text: null, answer: null, answeredAt: null },
};

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in while suspended (decision 086)', () => {
  it('shows why and until when, and appeals once with the token the refusal carried', async () => {
    const { calls } = mockApi({
      'POST /auth/login': () =>
        jsonResponse(403, { message: MESSAGES.accountSuspended, suspension: { statement, appealToken: 'tok-appeal' } }),
      'POST /account/appeals': () =>
        jsonResponse(201, {
          statement: { ...statement, appeal: { ...statement.appeal, state: 'open', canAppeal: false, text: 'Sorry' } },
        }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await signIn();
    expect(await screen.findByRole('heading', { name: MODERATION_DECISION_TEXTS.suspendedTitle })).toBeInTheDocument();
    expect(screen.getByText(/You kept messaging/)).toBeInTheDocument();
    expect(screen.getByText(/Your suspension ends on/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(MODERATION_DECISION_TEXTS.appealLabel), 'Sorry');
    await userEvent.click(screen.getByRole('button', { name: MODERATION_DECISION_TEXTS.appealSend }));
    expect(await screen.findByText(MODERATION_DECISION_TEXTS.appealSentSignIn)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/account/appeals')?.body).toEqual({
      statementId: 'statement-1',
      appealToken: 'tok-appeal',
      text: 'Sorry',
    });
    expect(screen.queryByLabelText(MODERATION_DECISION_TEXTS.appealLabel)).not.toBeInTheDocument();
  });

  it('for good, answered: the final answer and no form', async () => {
    const answered = {
      ...statement,
      until: null,
      appeal: {
        state: 'upheld',
        canAppeal: false,
        text: 'Sorry',
        answer: 'It stands.',
        answeredAt: statement.createdAt,
      },
    };
    mockApi({
      'POST /auth/login': () =>
        jsonResponse(403, {
          message: MESSAGES.accountSuspended,
          suspension: { statement: answered, appealToken: null },
        }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await signIn();
    expect(await screen.findByText(MODERATION_DECISION_TEXTS.suspendedForGood)).toBeInTheDocument();
    expect(screen.getByText('It stands.')).toBeInTheDocument();
    expect(screen.getByText(MODERATION_DECISION_TEXTS.appealUpheld)).toBeInTheDocument();
    expect(screen.queryByLabelText(MODERATION_DECISION_TEXTS.appealLabel)).not.toBeInTheDocument();
  });
});
