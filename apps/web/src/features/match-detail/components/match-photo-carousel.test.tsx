import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { MatchPhotoCarousel } from './match-photo-carousel';

const photos = ['/uploads/a-640.webp', '/uploads/b-640.webp', '/uploads/c-640.webp'];

/** The photo on show (the blurred backdrop behind it has no name). */
const shown = () => screen.getByRole('img', { name: /^Photos of Jordan/ });
const carousel = () => screen.getByRole('group', { name: 'Photos of Jordan' });

function waitOutLock() {
  act(() => {
    vi.advanceTimersByTime(LIMITS.photoChangeLockMs);
  });
}

function drag(dx: number, dy = 0, pointerType = 'mouse') {
  const target = shown();
  fireEvent.pointerDown(target, { clientX: 200, clientY: 300, button: 0, isPrimary: true, pointerId: 1, pointerType });
  fireEvent.pointerUp(target, {
    clientX: 200 + dx,
    clientY: 300 + dy,
    button: 0,
    isPrimary: true,
    pointerId: 1,
    pointerType,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MatchPhotoCarousel', () => {
  it('takes 70% of the viewport height', () => {
    render(<MatchPhotoCarousel photos={photos} alt="Photos of Jordan" />);
    expect(carousel()).toHaveStyle({ height: '70vh' });
  });

  it('wraps at both ends and locks changes for 300 ms', () => {
    render(<MatchPhotoCarousel photos={photos} alt="Photos of Jordan" />);
    expect(shown()).toHaveAttribute('src', photos[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toHaveAttribute('src', photos[2]);
    expect(shown()).toHaveAccessibleName('Photos of Jordan, Photo 3 of 3');
    expect(screen.getByRole('button', { name: 'Photo 3 of 3' })).toHaveAttribute('aria-current', 'true');

    // Within the lock nothing moves.
    act(() => {
      vi.advanceTimersByTime(LIMITS.photoChangeLockMs - 1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('src', photos[2]);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('src', photos[0]);

    waitOutLock();
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2 of 3' }));
    expect(shown()).toHaveAttribute('src', photos[1]);
  });

  it('moves on a drag beyond 50 px, by mouse or finger, and not on a shorter or mostly vertical one', () => {
    render(<MatchPhotoCarousel photos={photos} alt="Photos of Jordan" />);
    drag(-LIMITS.swipeThresholdPx);
    expect(shown()).toHaveAttribute('src', photos[0]);
    drag(-80, 120);
    expect(shown()).toHaveAttribute('src', photos[0]);

    drag(-(LIMITS.swipeThresholdPx + 1));
    expect(shown()).toHaveAttribute('src', photos[1]);
    waitOutLock();
    drag(90, 0, 'touch');
    expect(shown()).toHaveAttribute('src', photos[0]);
    waitOutLock();
    drag(90, 0, 'touch');
    expect(shown()).toHaveAttribute('src', photos[2]);
  });

  it('moves with the arrow keys', () => {
    render(<MatchPhotoCarousel photos={photos} alt="Photos of Jordan" />);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('src', photos[1]);
    waitOutLock();
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(shown()).toHaveAttribute('src', photos[0]);
  });

  it('shows a spinner until the photo loads, and a placeholder if it fails', () => {
    render(<MatchPhotoCarousel photos={photos} alt="Photos of Jordan" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    fireEvent.load(shown());
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    fireEvent.error(shown());
    expect(screen.getByRole('img', { name: 'Photo unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('has no controls for a single photo', () => {
    render(<MatchPhotoCarousel photos={photos.slice(0, 1)} alt="Photos of Jordan" />);
    expect(shown()).toHaveAccessibleName('Photos of Jordan');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
