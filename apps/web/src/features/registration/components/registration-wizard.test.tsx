import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { RegistrationWizard } from './registration-wizard';

afterEach(() => vi.unstubAllGlobals());

function renderWizard(onRegistered = vi.fn()) {
  renderWithProviders(<RegistrationWizard onRegistered={onRegistered} />);
  return { user: userEvent.setup(), onRegistered };
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function completeStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ava@example.com');
  await user.type(screen.getByLabelText('Password'), 'password123');
  await user.type(screen.getByLabelText('Confirm Password'), 'password123');
  await user.click(next());
}

async function completeStepsTwoToFour(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ava');
  await user.type(screen.getByLabelText('Birth Date'), '1995-04-02');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin, TX');
  // Each step's check is asynchronous (its rules load lazily, decision 042): wait for the next step.
  await user.click(next());
  await user.click(await screen.findByRole('button', { name: 'Hiking' }));
  await user.click(next());
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  await user.upload(await screen.findByLabelText('Add Photos'), file);
  await screen.findByRole('img', { name: 'Photos 1' });
  await user.click(next());
}

describe('RegistrationWizard', () => {
  it('step 1 shows the SPEC messages for missing and mismatched fields', async () => {
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    await user.click(next());
    // The steps' rules load with the first check (decision 042).
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(next());
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailInvalid);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('Password'), '-long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'something else');
    await user.click(next());
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('steps 2 to 5 each refuse to go on until they are valid', async () => {
    mockApi({ 'GET /locations': () => jsonResponse(200, { data: [] }) });
    const { user } = renderWizard();
    await completeStepOne(user);

    expect(screen.getByRole('heading', { level: 1, name: 'Basic Information' })).toBeInTheDocument();
    await user.click(next());
    // The check is asynchronous (the rules are a lazily loaded module, decision 042).
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.birthDateRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.locationRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Teen');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin, TX');
    await user.type(screen.getByLabelText('Birth Date'), `${new Date().getUTCFullYear() - 17}-01-01`);
    await user.click(next());
    expect(await screen.findByText(MESSAGES.mustBeAdult)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Birth Date'));
    await user.clear(screen.getByRole('combobox', { name: 'Location' }));

    await completeStepsTwoToFourWithChecks(user);
  });

  it('Back keeps what was typed', async () => {
    const { user } = renderWizard();
    await completeStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ava@example.com');
  });

  it('a server field error jumps to the step holding the field and shows it there', async () => {
    const { calls } = mockApi({
      'GET /locations': () => jsonResponse(200, { data: [] }),
      'POST /auth/register': () =>
        jsonResponse(400, {
          message: MESSAGES.validationFailed,
          errors: [{ path: 'profile.location', message: MESSAGES.locationNotFound }],
        }),
    });
    const { user, onRegistered } = renderWizard();
    await completeStepOne(user);
    await completeStepsTwoToFour(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.locationNotFound)).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    const body = calls.find((call) => call.path === '/auth/register')?.body;
    expect(body).toMatchObject({
      email: 'ava@example.com',
      acceptedTerms: true,
      profile: { name: 'Ava', birthdate: '1995-04-02', interests: ['Hiking'], photos: ['data:image/jpeg;base64,AAAA'] },
    });
  });

  it('a lone server message shows in a banner; success calls onRegistered', async () => {
    let attempt = 0;
    mockApi({
      'GET /locations': () => jsonResponse(200, { data: [] }),
      'POST /auth/register': () => {
        attempt += 1;
        return attempt === 1 ? jsonResponse(429, { message: MESSAGES.tooManyRequests }) : jsonResponse(500, {});
      },
    });
    const { user } = renderWizard();
    await completeStepOne(user);
    await completeStepsTwoToFour(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.registrationFailed)).toBeInTheDocument();
  });
});

async function completeStepsTwoToFourWithChecks(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ava');
  await user.type(screen.getByLabelText('Birth Date'), '1995-04-02');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin, TX');
  await user.click(next());

  // Each step's check is asynchronous (its rules load lazily, decision 042): wait for what it shows.
  expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeInTheDocument();
  await user.click(next());
  expect(await screen.findByText(MESSAGES.interestsRequired)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hiking' }));
  expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(next());

  expect(await screen.findByRole('heading', { level: 1, name: 'Add Photos' })).toBeInTheDocument();
  await user.click(next());
  expect(await screen.findByText(MESSAGES.photosRequired)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Add Photos'), new File(['png'], 'me.png', { type: 'image/png' }));
  const photos = await screen.findByRole('list', { name: 'Photos' });
  expect(within(photos).getByText('Main')).toBeInTheDocument();
  await user.click(next());

  expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
  expect(screen.getByLabelText('Looking for')).toHaveValue('Relationship');
  expect(screen.getByLabelText('Show me')).toHaveValue('Women');
  expect(screen.getByLabelText('Minimum age')).toHaveValue('25');
  expect(screen.getByLabelText('Maximum age')).toHaveValue('35');
  expect(screen.getByLabelText('Maximum distance')).toHaveValue('25');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText(MESSAGES.termsRequired)).toBeInTheDocument();
}
