import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import { MESSAGES } from '@kindred/contract/messages';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import type { OwnProfile } from '@kindred/contract/profile';
import { memberProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { OnboardingWizard } from './onboarding-wizard';

afterEach(() => vi.unstubAllGlobals());

/**
 * A member part-way: photos and preferences answered (those steps are skipped), gender, bio,
 * interests and questions still to do.
 */
const newMember: OwnProfile = {
  ...memberProfile,
  photos: ['/uploads/user-1/p1-640.webp'],
  gender: null,
  interests: ['Hiking', 'Coffee'],
  bio: '',
  onboardingCompleted: false,
};

function renderWizard(profile: OwnProfile | null = newMember, completeExtras?: ReactNode) {
  const onProfileSaved = vi.fn();
  renderWithProviders(
    <OnboardingWizard
      profile={profile}
      profileId="user-1"
      onProfileSaved={onProfileSaved}
      photosStep={({ photos }) => <p>{`${photos.length} photos`}</p>}
      completeExtras={completeExtras}
    />,
  );
  return { user: userEvent.setup(), onProfileSaved };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** PATCH answers the profile with the sent fields applied; complete marks it done. */
function serverApi() {
  let stored = { ...newMember };
  return mockApi({
    'PATCH /profiles/user-1': ({ body }) => {
      stored = { ...stored, ...(body as Partial<OwnProfile>) };
      return jsonResponse(200, { data: stored });
    },
    'POST /profiles/me/onboarding/complete': () =>
      jsonResponse(200, { data: { ...stored, onboardingCompleted: true } }),
    'GET /locations': () => jsonResponse(200, { data: [] }),
  });
}

describe('OnboardingWizard', () => {
  it('welcome has Get Started and no Back; the next steps show Step X of Y and a progress bar', async () => {
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Photos and preferences are answered already: the welcome promises only the 4 steps left.
    expect(screen.getByText(ONBOARDING_TEXTS.welcomeBody(4))).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ONBOARDING_TEXTS.welcomePoints.basics,
      ONBOARDING_TEXTS.welcomePoints.bio,
      ONBOARDING_TEXTS.welcomePoints.interests,
      ONBOARDING_TEXTS.welcomePoints.questions,
    ]);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await heading('The basics')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    // Of SPEC's 7 steps, welcome, photos and preferences are done: 3 of 7.
    expect(screen.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '43');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Welcome to Kindred')).toBeInTheDocument();
  });

  it('skips every step registration already answered: only the questions are left', async () => {
    const { calls } = serverApi();
    const { user } = renderWizard({
      ...newMember,
      gender: 'female',
      bio: 'A bio that is long enough already.',
      interests: ['Hiking', 'Coffee', 'Yoga'],
    });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await heading('A few questions')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 1')).toBeInTheDocument();
    for (const question of ONBOARDING_QUESTIONS) await user.type(screen.getByLabelText(question), 'Yes.');
    await user.click(continueButton());
    expect(await heading('Profile Complete!')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/profiles/me/onboarding/complete' });
  });

  it('with everything answered, Get Started completes onboarding at once', async () => {
    const { calls } = serverApi();
    const { user } = renderWizard({
      ...newMember,
      gender: 'female',
      bio: 'A bio that is long enough already.',
      interests: ['Hiking', 'Coffee', 'Yoga'],
      questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Yes.' })),
    });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await heading('Profile Complete!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/profiles/me/onboarding/complete' });
  });

  it('Continue stays disabled on the photos step while there is no photo', async () => {
    const { user } = renderWizard({ ...newMember, photos: [] });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await heading('Add your photos')).toBeInTheDocument();
    expect(screen.getByText('0 photos')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.photosRequired)).toBeInTheDocument();
  });

  it('basics is prefilled from the profile and refuses a birth date under 18', async () => {
    serverApi();
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await heading('The basics')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ava');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    expect(continueButton()).toBeEnabled();

    const birthDate = screen.getByLabelText('Birth Date');
    await user.clear(birthDate);
    await user.type(birthDate, `${new Date().getUTCFullYear() - 17}-01-01`);
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.mustBeAdult)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    await user.clear(birthDate);
    await user.type(birthDate, '1995-04-02');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Ava');
    expect(continueButton()).toBeEnabled();
  });

  it('the bio step counts characters and enables Continue from 20 of them', async () => {
    const { calls } = serverApi();
    const { user, onProfileSaved } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await heading('The basics');
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.type(screen.getByLabelText('Occupation (optional)'), 'Architect');
    await user.click(continueButton());
    expect(await heading('About you')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Ava',
      birthdate: '1995-04-02',
      gender: 'female',
      location: 'Austin, TX',
      occupation: 'Architect',
      company: '',
      school: '',
      height: '',
    });
    expect(onProfileSaved).toHaveBeenCalledWith(expect.objectContaining({ occupation: 'Architect' }));

    const bio = screen.getByLabelText('Bio');
    await user.type(bio, 'Short bio');
    expect(screen.getByText('9/500')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bioTooShort)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(bio, ' that is long enough');
    expect(screen.queryByText(MESSAGES.bioTooShort)).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('interests need 3, questions one answer, preferences both choices, then it completes', async () => {
    const { calls } = serverApi();
    const { user, onProfileSaved } = renderWizard({
      ...newMember,
      gender: null,
      bio: 'A bio that is long enough already.',
      showMe: 'Non-binary',
      lookingFor: null,
    });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await heading('The basics');
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(continueButton());
    // The bio is long enough already: that step is skipped.

    expect(await heading('Your interests')).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());

    expect(await heading('A few questions')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.answerOneQuestion)).toBeInTheDocument();
    await user.type(screen.getByLabelText('My ideal weekend includes...'), 'A long hike.');
    // One answer is enough (decision 075); the blank prompt is not stored.
    expect(continueButton()).toBeEnabled();
    await user.type(screen.getByLabelText('I value most in a relationship...'), 'Honesty.');
    await user.click(continueButton());

    expect(await heading('Your preferences')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'New friends' }));
    await user.click(continueButton());

    expect(await heading('Profile Complete!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Matching' })).toHaveAttribute('href', '/matches');
    const patches = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toContainEqual({ interests: ['Hiking', 'Coffee', 'Yoga'] });
    expect(patches).toContainEqual({
      questions: [
        { question: 'My ideal weekend includes...', answer: 'A long hike.' },
        { question: 'I value most in a relationship...', answer: 'Honesty.' },
      ],
    });
    expect(patches).toContainEqual({
      showMe: 'Everyone',
      lookingFor: 'Friendship',
      ageRange: [25, 35],
      maxDistance: 25,
    });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/profiles/me/onboarding/complete' });
    expect(onProfileSaved).toHaveBeenLastCalledWith(expect.objectContaining({ onboardingCompleted: true }));
  });

  it('a server refusal shows in the banner with its list and the step stays', async () => {
    mockApi({
      'PATCH /profiles/user-1': () =>
        jsonResponse(400, {
          message: MESSAGES.locationNotFound,
          errors: [{ path: 'location', message: MESSAGES.locationNotFound }],
        }),
      'GET /locations': () => jsonResponse(200, { data: [] }),
    });
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await heading('The basics');
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(continueButton());
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(MESSAGES.fixErrorsHeading)).toBeInTheDocument();
    expect(within(banner).getByRole('listitem')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(MESSAGES.locationNotFound);
    expect(screen.getByRole('heading', { level: 1, name: 'The basics' })).toBeInTheDocument();
  });

  it('the complete step shows its extras above Start Matching, outside the wizard’s form', async () => {
    serverApi();
    const ready: OwnProfile = {
      ...newMember,
      bio: 'A bio that is long enough already.',
      interests: ['Hiking', 'Coffee', 'Yoga'],
      questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Yes.' })),
      showMe: 'Everyone',
      lookingFor: null,
    };
    const { user } = renderWizard(
      ready,
      <form aria-label="Quick questions">
        <button type="submit">Save answer</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await heading('The basics');
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.click(continueButton());
    await heading('Your preferences');
    expect(screen.queryByRole('form', { name: 'Quick questions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'New friends' }));
    await user.click(continueButton());

    expect(await heading('Profile Complete!')).toBeInTheDocument();
    const extras = screen.getByRole('form', { name: 'Quick questions' });
    expect(extras.parentElement?.closest('form')).toBeNull();
    const startMatching = screen.getByRole('link', { name: 'Start Matching' });
    expect(extras.compareDocumentPosition(startMatching) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
