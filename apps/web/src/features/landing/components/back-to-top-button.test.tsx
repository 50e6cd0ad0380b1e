import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubReducedMotion } from '@/test/fake-viewport';
import { renderWithProviders } from '@/test/render-app';
import { BackToTopButton } from './back-to-top-button';

afterEach(() => {
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('BackToTopButton', () => {
  it('appears once the page has scrolled, and takes the visitor and the focus back to the top', async () => {
    stubReducedMotion(false);
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    renderWithProviders(
      <main id="main" tabIndex={-1}>
        <BackToTopButton />
      </main>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(2000);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without smooth scrolling under reduced motion', async () => {
    stubReducedMotion(true);
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    renderWithProviders(<BackToTopButton />);
    scrollTo(2000);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
