import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no layout (contrast) and the test document no lang: the e2e run checks those. */
const rules = { 'color-contrast': { enabled: false }, 'html-has-lang': { enabled: false } };

async function violations() {
  const results = await axe.run(document, { rules });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
}

describe('the public pages are axe clean (structure, names, landmarks, heading order)', () => {
  it.each([
    ['/', 'Open the AI Dating Assistant'],
    ['/help', 'How do I reset my password?'],
    ['/contact', 'How do I reset my password?'],
  ])(
    '%s',
    async (path, button) => {
      mockApi({
        'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }),
        'GET /help': () =>
          jsonResponse(200, {
            items: [
              {
                id: 'a',
                question: 'How do I reset my password?',
                answer: 'Use Forgot password.',
                categoryId: 'account',
              },
            ],
          }),
      });
      renderApp(path);
      // Opened, so that the assistant's dialog and an answer are checked too.
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await violations()).toEqual([]);
      // axe over the whole landing page in jsdom takes seconds on a busy machine; a bound, not a measure.
    },
    30_000,
  );
});
