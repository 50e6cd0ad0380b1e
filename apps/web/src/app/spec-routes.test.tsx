import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TEXTS } from '@kindred/contract/screens';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// SPEC 2's route table and the links it names, written out here on purpose rather than taken
// from ROUTES: a typo in the contract's paths would otherwise route to the not-found page
// unnoticed.
const PUBLIC_PATHS = [
  '/',
  '/safety',
  '/contact',
  '/community',
  '/help',
  '/cookie-policy',
  '/terms-of-service',
  '/privacy-policy',
  '/terms',
  '/privacy',
  '/cookies',
  '/login',
  '/register',
  '/forgot-password',
  '/verification',
];
const MEMBER_PATHS = [
  '/matches',
  '/for-you',
  '/match/m-1',
  '/profile',
  '/messages',
  '/conversation/m-1',
  '/messages/m-1',
  '/subscription',
  '/settings',
  '/blocked-users',
  '/date-planner',
  '/icebreakers',
  '/discover',
  '/notifications',
  '/onboarding',
];

afterEach(() => vi.unstubAllGlobals());

async function expectOwnPage(path: string) {
  renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent, path).not.toBe(NOT_FOUND_TEXTS.title);
}

describe('every route of SPEC 2 has its page', () => {
  it.each(PUBLIC_PATHS)('%s, for a visitor', async (path) => {
    mockApi({ 'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }) });
    await expectOwnPage(path);
  });

  it.each(MEMBER_PATHS)('%s, for a member', async (path) => {
    storeMemberAuth();
    mockApi({ 'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }) });
    await expectOwnPage(path);
  });

  it('an unknown path shows the not-found page', async () => {
    mockApi({ 'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }) });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.title })).toBeInTheDocument();
  });
});
