import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { TestimonialsCarousel } from './testimonials-carousel';

const currentSlide = () => screen.getByRole('article');
const shownNames = () => within(currentSlide()).getByRole('heading', { level: 3 }).textContent;

describe('TestimonialsCarousel', () => {
  it('starts on the first couple, with its match rate and rating', () => {
    renderWithProviders(<TestimonialsCarousel />);
    expect(shownNames()).toBe('Sarah & Michael');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(within(currentSlide()).getByText('98%')).toBeInTheDocument();
    expect(within(currentSlide()).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('goes forward through 98, 95 and 96 percent and wraps from the last story to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    const next = screen.getByRole('button', { name: 'Next story' });
    await user.click(next);
    expect(shownNames()).toBe('Priya & Daniel');
    expect(within(currentSlide()).getByText('95%')).toBeInTheDocument();
    await user.click(next);
    expect(shownNames()).toBe('Elena & James');
    expect(within(currentSlide()).getByText('96%')).toBeInTheDocument();
    await user.click(next);
    expect(shownNames()).toBe('Sarah & Michael');
  });

  it('wraps backwards from the first story to the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(shownNames()).toBe('Elena & James');
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(shownNames()).toBe('Priya & Daniel');
  });

  it('jumps to a story with its dot, which is then marked current', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    const third = screen.getByRole('button', { name: 'Story 3: Elena & James' });
    expect(third).not.toHaveAttribute('aria-current');
    await user.click(third);
    expect(shownNames()).toBe('Elena & James');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Story 1: Sarah & Michael' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the full story', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    const toggle = screen.getByRole('button', { name: 'Read their story' });
    const story = screen.getByText(/married at the trailhead/);
    expect(story).not.toBeVisible();
    await user.click(toggle);
    expect(story).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide their story' }));
    expect(story).not.toBeVisible();
  });
});
