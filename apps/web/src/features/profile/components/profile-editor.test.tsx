import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_STATES, MESSAGES } from '@kindred/contract/messages';
import type { OwnProfile } from '@kindred/contract/profile';
import { memberProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { OWN_PROFILE_QUERY_KEY } from '../api/get-own-profile';
import { ProfileEditor } from './profile-editor';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEditor(profile: OwnProfile = memberProfile) {
  const view = renderWithProviders(<ProfileEditor profile={profile} photosSection={<p>Photos here</p>} />);
  return { ...view, user: userEvent.setup() };
}

describe('ProfileEditor', () => {
  it('shows the profile in view mode with the SPEC empty texts', async () => {
    const { user } = renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ava')).toBeInTheDocument();
    expect(screen.getByText('25 - 35')).toBeInTheDocument();
    expect(screen.getByText(EMPTY_STATES.noBio)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Languages' }));
    expect(screen.getByText(EMPTY_STATES.noLanguages)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Questions' }));
    expect(screen.getByText(EMPTY_STATES.noQuestions)).toBeInTheDocument();
    // Only one collapsible is open at a time.
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Questions' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not send a profile with errors and lists them in a dismissible banner', async () => {
    const { calls } = mockApi({});
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Minimum age'));
    await user.clear(screen.getByLabelText('Maximum distance (miles)'));
    await user.type(screen.getByLabelText('Maximum distance (miles)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const banner = screen.getByRole('alert');
    expect(within(banner).getByText(MESSAGES.fixErrorsHeading)).toBeInTheDocument();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([MESSAGES.fieldRequired('name'), MESSAGES.fieldMustBeNumber('ageRange'), MESSAGES.maxDistancePositive]);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the server's field errors, or shows its message", async () => {
    let attempt = 0;
    mockApi({
      'GET /locations': () => jsonResponse(200, { data: [] }),
      'PATCH /profiles/user-1': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(400, {
              message: MESSAGES.locationNotFound,
              errors: [{ path: 'location', message: MESSAGES.locationNotFound }],
            })
          : jsonResponse(500, {});
      },
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(MESSAGES.fixErrorsHeading)).toBeInTheDocument();
    expect(within(banner).getByRole('listitem')).toHaveTextContent(MESSAGES.locationNotFound);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.failedToUpdateProfile)).toBeInTheDocument();
  });

  it('saves the merged profile, replaces the cached one and returns to view mode', async () => {
    const saved: OwnProfile = { ...memberProfile, bio: 'Hello there, I like long walks.' };
    const { calls } = mockApi({ 'PATCH /profiles/user-1': () => jsonResponse(200, { data: saved }) });
    const { user, queryClient } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Bio'), 'Hello there, I like long walks.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Ava',
      bio: 'Hello there, I like long walks.',
      ageRange: [25, 35],
      maxDistance: 25,
      interests: ['Hiking'],
      showMe: 'Men',
    });
    expect(queryClient.getQueryData(OWN_PROFILE_QUERY_KEY)).toEqual(saved);
  });

  it('adds an interest in its inline field (trimmed, catalogue spelling, blank or listed ignored, others refused) and removes one by index', async () => {
    const { calls } = mockApi({
      'PATCH /profiles/user-1': ({ body }) => jsonResponse(200, { data: { ...memberProfile, ...(body as object) } }),
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Interests' }));
    await user.click(screen.getByRole('button', { name: 'Add Interest' }));
    const field = screen.getByRole('textbox', { name: 'Add a new interest:' });
    expect(field).toHaveFocus();
    // Enter adds (and does not save the profile); blank and already listed add nothing.
    await user.type(field, '  craft beer  {Enter}');
    await user.type(field, '   {Enter}');
    await user.type(field, 'hiking{Enter}');
    const list = () =>
      screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));
    expect(list()).toEqual(['Remove Hiking', 'Remove Craft Beer']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Decision 052: only the catalogue's interests, so every one can be found in Discover.
    await user.type(field, 'Pottery{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"Pottery" is not one of Kindred\'s interests. Choose one of:');
    expect(list()).toEqual(['Remove Hiking', 'Remove Craft Beer']);

    // A suggestion adds itself; one already listed is not offered.
    await user.type(field, 'yo');
    expect(screen.queryByRole('button', { name: 'Hiking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yoga' }));
    expect(list()).toEqual(['Remove Hiking', 'Remove Craft Beer', 'Remove Yoga']);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Add a new interest:' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Hiking' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ interests: ['Craft Beer', 'Yoga'] });
  });

  it('adds a language from its own field, with language suggestions; Escape closes the field', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Languages' }));
    await user.click(screen.getByRole('button', { name: 'Add Language' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a language:' }), 'Ita');
    await user.click(screen.getByRole('button', { name: 'Italian' }));
    expect(screen.getByRole('button', { name: 'Remove Italian' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Add a language:' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Language' })).toBeInTheDocument();
  });

  it('adds a question only with both a question and an answer, at most 3', async () => {
    const { user } = renderEditor({
      ...memberProfile,
      questions: [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Questions' }));
    const add = screen.getByRole('button', { name: 'Add Question' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Question'), 'My ideal weekend includes...');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Answer'), '  Hiking  ');
    await user.click(add);
    expect(screen.getByLabelText('Question 3')).toHaveValue('My ideal weekend includes...');
    expect(screen.getByLabelText('Answer 3')).toHaveValue('Hiking');
    expect(screen.queryByRole('button', { name: 'Add Question' })).not.toBeInTheDocument();
  });
});
