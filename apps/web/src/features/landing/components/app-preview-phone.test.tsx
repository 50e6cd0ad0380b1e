import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { stubIntersectionObserver, stubReducedMotion } from '@/test/fake-viewport';
import { renderWithProviders } from '@/test/render-app';
import { AppPreviewPhone } from './app-preview-phone';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shownScreen = (name: string) => screen.getByRole('button', { name: `Show the ${name} screen` });
const expectShown = (name: string) => expect(shownScreen(name)).toHaveAttribute('aria-pressed', 'true');
const rotationStep = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.appPreviewRotationMs));

describe('AppPreviewPhone', () => {
  it('stays on Discover until it has been seen, then rotates every 4 s, wrapping to Discover', async () => {
    stubReducedMotion(false);
    const viewport = stubIntersectionObserver();
    renderWithProviders(<AppPreviewPhone />);
    expectShown('Discover');
    await rotationStep();
    expectShown('Discover');

    viewport.scrollIntoView();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.appPreviewRotationMs - 100));
    expectShown('Discover');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expectShown('Connect');
    await rotationStep();
    expectShown('Meet');
    await rotationStep();
    expectShown('Discover');
  });

  it('never moves by itself under reduced motion, but a screen can still be chosen', async () => {
    stubReducedMotion(true);
    const viewport = stubIntersectionObserver();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<AppPreviewPhone />);
    viewport.scrollIntoView();
    await rotationStep();
    await rotationStep();
    expectShown('Discover');
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();

    await user.click(shownScreen('Meet'));
    expectShown('Meet');
    expect(screen.getByText(/Plan a date and meet in person/)).toBeInTheDocument();
  });

  it('can be paused and played again', async () => {
    stubReducedMotion(false);
    const viewport = stubIntersectionObserver();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<AppPreviewPhone />);
    viewport.scrollIntoView();
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await rotationStep();
    expectShown('Discover');

    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    await rotationStep();
    expectShown('Connect');
  });

  it('stops rotating once a visitor picks a screen', async () => {
    stubReducedMotion(false);
    const viewport = stubIntersectionObserver();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<AppPreviewPhone />);
    viewport.scrollIntoView();
    await user.click(shownScreen('Connect'));
    await rotationStep();
    expectShown('Connect');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });
});
