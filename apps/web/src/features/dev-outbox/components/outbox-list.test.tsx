import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_OUTBOX_TEXTS } from '@kindred/contract/member-screens';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { OutboxList } from './outbox-list';

afterEach(() => vi.unstubAllGlobals());

describe('OutboxList', () => {
  it('lists mail newest first with clickable links', async () => {
    mockApi({
      'GET /dev/outbox': () =>
        jsonResponse(200, {
          data: [
            {
              id: '1',
              to: 'a@example.com',
              subject: 'Older',
              text: 'hello',
              html: null,
              createdAt: '2025-01-01T10:00:00.000Z',
            },
            {
              id: '2',
              to: 'b@example.com',
              subject: 'Reset your password',
              text: 'Choose a new password: http://localhost:3000/reset-password?token=abc\n\nKindred',
              html: '<p>x</p>',
              createdAt: '2025-01-02T10:00:00.000Z',
            },
          ],
        }),
    });
    renderWithProviders(<OutboxList />);
    const subjects = await screen.findAllByRole('heading', { level: 2 });
    expect(subjects.map((heading) => heading.textContent)).toEqual(['Reset your password', 'Older']);
    expect(screen.getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc' })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset-password?token=abc',
    );
  });

  it('explains when the server has no outbox (production)', async () => {
    mockApi({});
    renderWithProviders(<OutboxList />);
    expect(await screen.findByText(DEV_OUTBOX_TEXTS.unavailable)).toBeInTheDocument();
  });
});
