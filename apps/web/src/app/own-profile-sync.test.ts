import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';
import { OWN_PROFILE_QUERY_KEY } from '@/features/profile/api/get-own-profile';
import { memberProfile, memberUser } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render-app';
import { mirrorOwnProfileIntoSession } from './own-profile-sync';

const queryClient = createTestQueryClient();
let stop = () => {};

afterEach(() => {
  stop();
  queryClient.clear();
});

describe('mirrorOwnProfileIntoSession', () => {
  it('a saved own profile (e.g. onboarding completed) replaces the one in the session guards read', () => {
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, {
      user: memberUser,
      profile: { ...memberProfile, onboardingCompleted: false },
    });
    stop = mirrorOwnProfileIntoSession(queryClient);
    queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, { ...memberProfile, onboardingCompleted: true });
    expect(queryClient.getQueryData<Session>(SESSION_QUERY_KEY)?.profile?.onboardingCompleted).toBe(true);
  });

  it("leaves a signed-out session alone, and never takes another member's profile", () => {
    stop = mirrorOwnProfileIntoSession(queryClient);
    queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
    queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, memberProfile);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();

    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, { user: memberUser, profile: memberProfile });
    queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, { ...memberProfile, id: 'someone-else', name: 'Zed' });
    expect(queryClient.getQueryData<Session>(SESSION_QUERY_KEY)?.profile?.name).toBe('Ava');
  });
});
