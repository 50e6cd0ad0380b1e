import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rgbaToThumbHash } from 'thumbhash';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { PhotoCarousel } from './photo-carousel';

const photos = ['/uploads/a-640.webp', '/uploads/b-640.webp', '/uploads/c-640.webp', '/uploads/d-640.webp'];

function shownPhoto(): string | null {
  return screen.getByRole('img').getAttribute('src');
}

/** Past the lock between photo changes. */
function waitOutLock() {
  act(() => {
    vi.advanceTimersByTime(LIMITS.photoChangeLockMs);
  });
}

function swipe(element: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(element, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PhotoCarousel', () => {
  it('wraps around at both ends with the previous and next buttons', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    expect(shownPhoto()).toBe(photos[0]);
    expect(screen.getByRole('button', { name: 'Photo 1 of 4' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.previousPhoto }));
    expect(shownPhoto()).toBe(photos[3]);
    expect(screen.getByRole('button', { name: 'Photo 4 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName('Photos of Sam, Photo 4 of 4');

    waitOutLock();
    fireEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto }));
    expect(shownPhoto()).toBe(photos[0]);
  });

  it('ignores a second change within the lock', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    const next = screen.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shownPhoto()).toBe(photos[1]);
    act(() => {
      vi.advanceTimersByTime(LIMITS.photoChangeLockMs - 1);
    });
    fireEvent.click(next);
    expect(shownPhoto()).toBe(photos[1]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(next);
    expect(shownPhoto()).toBe(photos[2]);
  });

  it('jumps to a photo from its dot', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 4' }));
    expect(shownPhoto()).toBe(photos[2]);
  });

  it('moves with the arrow keys', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    const next = screen.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(shownPhoto()).toBe(photos[1]);
    waitOutLock();
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shownPhoto()).toBe(photos[0]);
    waitOutLock();
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shownPhoto()).toBe(photos[3]);
  });

  it('follows a horizontal swipe longer than the threshold only', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    const carousel = screen.getByRole('group', { name: 'Photos of Sam' });

    swipe(carousel, { x: 200, y: 100 }, { x: 200 - LIMITS.swipeThresholdPx, y: 100 });
    expect(shownPhoto()).toBe(photos[0]);

    swipe(carousel, { x: 200, y: 100 }, { x: 200 - LIMITS.swipeThresholdPx - 1, y: 100 });
    expect(shownPhoto()).toBe(photos[1]);

    waitOutLock();
    // Mostly vertical: the page is scrolling.
    swipe(carousel, { x: 200, y: 100 }, { x: 260, y: 300 });
    expect(shownPhoto()).toBe(photos[1]);

    swipe(carousel, { x: 100, y: 100 }, { x: 180, y: 110 });
    expect(shownPhoto()).toBe(photos[0]);
  });

  it('offers a responsive srcset for stored photos', () => {
    render(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
    expect(screen.getByRole('img').getAttribute('srcset')).toContain('/uploads/a-1080.webp 1080w');
  });

  it('shows one photo without controls', () => {
    render(<PhotoCarousel photos={[photos[0]!]} alt="Photos of Sam" />);
    expect(screen.getByRole('img', { name: 'Photos of Sam' })).toHaveAttribute('src', photos[0]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder without photos', () => {
    render(<PhotoCarousel photos={[]} alt="Photos of Sam" />);
    expect(screen.getByRole('img', { name: DISCOVERY_TEXTS.noPhoto })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder for a photo that fails to load and keeps the others', () => {
    render(<PhotoCarousel photos={photos.slice(0, 2)} alt="Photos of Sam" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: DISCOVERY_TEXTS.noPhoto })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto }));
    expect(shownPhoto()).toBe(photos[1]);
  });

  describe('while a photo loads', () => {
    /** A ThumbHash as the server sends it (base64), of a small solid image. */
    const hashOf = (rgb: [number, number, number]) => {
      const pixels = new Uint8Array(8 * 10 * 4).map((_, index) => (index % 4 === 3 ? 255 : rgb[index % 4]!));
      return btoa(String.fromCharCode(...rgbaToThumbHash(8, 10, pixels)));
    };
    const frame = () => screen.getByRole('group', { name: 'Photos of Sam' });

    it("shows the server's placeholder behind each photo that has one", () => {
      render(
        <PhotoCarousel photos={photos.slice(0, 2)} placeholders={[hashOf([200, 60, 60]), '']} alt="Photos of Sam" />,
      );
      expect(frame().style.backgroundImage).toMatch(/^url\("data:image\/png;base64,[A-Za-z0-9+/=]+"\)$/);
      fireEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto }));
      expect(frame().style.backgroundImage).toBe('');
    });

    it('shows none for a placeholder it cannot read', () => {
      render(<PhotoCarousel photos={photos.slice(0, 1)} placeholders={['%%% not base64']} alt="Photos of Sam" />);
      expect(frame().style.backgroundImage).toBe('');
      expect(shownPhoto()).toBe(photos[0]);
    });

    it('fetches the first photo before others and the next one ahead; the rest when they come near', () => {
      const { rerender } = render(<PhotoCarousel photos={photos} priority="first" alt="Photos of Sam" />);
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
      rerender(<PhotoCarousel photos={photos} priority="ahead" alt="Photos of Sam" />);
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
      rerender(<PhotoCarousel photos={photos} alt="Photos of Sam" />);
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    });
  });
});
