import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESSIBILITY_SECTIONS, ACCESSIBILITY_TEXTS } from '@kindred/contract/accessibility';
import { TIMINGS } from '@kindred/contract/constants';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { fakeTimersWithUser } from '@/test/fake-timers';
import { renderWithProviders } from '@/test/render-app';
import AccessibilityPage from './accessibility';

const user = fakeTimersWithUser();

describe('Accessibility statement (decision 113)', () => {
  it('says what is met, how it is tested and what is not yet, each under its own heading', () => {
    mockApi({});
    renderWithProviders(<AccessibilityPage />, { path: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    for (const section of ACCESSIBILITY_SECTIONS) {
      expect(screen.getByRole('region', { name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByText('Voice notes have no written transcript.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('sends a barrier report to the team under the accessibility topic, with no topic to choose', async () => {
    const { calls } = mockApi({ 'POST /contact': () => jsonResponse(202, { accepted: true }) });
    const events = user();
    renderWithProviders(<AccessibilityPage />, { path: '/accessibility' });
    const form = screen.getByRole('form', { name: ACCESSIBILITY_TEXTS.reportHeading });
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Robin');
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
    await events.type(
      screen.getByRole('textbox', { name: ACCESSIBILITY_TEXTS.messageLabel }),
      'The photo reorder buttons are not announced.',
    );
    await events.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      name: 'Robin',
      email: 'robin@example.com',
      topic: 'accessibility',
      message: 'The photo reorder buttons are not announced.',
    });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.contactMinDisplayMs));
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(form).not.toBeInTheDocument();
  });
});
