import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_TEXTS } from '@kindred/contract/site-footer';
import { PLANS } from '@kindred/contract/plans';
import { LANDING } from '@kindred/contract/screens';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function openLandingPage() {
  mockApi({ 'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }) });
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Elevate Your Love Life' });
  // The sections below the hero load their code separately (lib/hydrate-when-visible.tsx).
  for (const heading of [
    LANDING.featuresHeading,
    LANDING.howItWorksHeading,
    LANDING.testimonialsHeading,
    LANDING.pricingHeading,
    LANDING.appPreviewHeading,
    LANDING.ctaHeading,
  ])
    await screen.findByRole('heading', { level: 2, name: heading });
}

describe('the landing page', () => {
  it("has SPEC 2's sections in order, with their ids, and the pricing the navigation points to", async () => {
    await openLandingPage();
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids.filter((id) => id !== 'pricing')).toEqual(['features', 'how-it-works', 'testimonials', 'app-preview']);
    expect(ids).toContain('pricing');
    const pricing = document.getElementById('pricing')!;
    expect(
      within(pricing)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(PLANS.map((plan) => plan.name));
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
  });

  it('shows the marketing figures as SPEC 1 writes them, and disabled store buttons', async () => {
    await openLandingPage();
    for (const figure of ['12,000+', '745+', '2,384']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByText(/500,000\+/)).toBeInTheDocument();
    expect(screen.getByText(/over 100 compatibility dimensions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'App Store: coming soon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Google Play: coming soon' })).toBeDisabled();
  });

  it('expands a How It Works step and shows the five-stage timeline', async () => {
    await openLandingPage();
    const step = screen.getByRole('button', { name: /Complete Your Profile/ });
    expect(step).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(step);
    // The details are in the page all along (hidden): wait for them to show, not to exist.
    await waitFor(() => expect(screen.getByText(/Upload 4 to 6 clear photos/)).toBeVisible());
    expect(step).toHaveAttribute('aria-expanded', 'true');
    const timeline = screen.getByRole('list', { name: 'From your first day to a lasting connection' });
    const stages = within(timeline).getAllByRole('listitem');
    expect(stages).toHaveLength(5);
    expect(stages[0]).toHaveTextContent(/^Day 1/);
    expect(stages[4]).toHaveTextContent(/^Ongoing/);
  });

  it("sends 'Share your success story' to the contact form with the feedback topic", async () => {
    await openLandingPage();
    expect(screen.getByRole('link', { name: 'Share your success story' })).toHaveAttribute(
      'href',
      '/contact?topic=feedback',
    );
  });

  it('has the assistant, and a footer whose pages-to-come are text, not links that go nowhere', async () => {
    await openLandingPage();
    expect(screen.getByRole('button', { name: 'Open the AI Dating Assistant' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const item of FOOTER_TEXTS.comingSoonItems) {
      expect(within(footer).getByText(item).closest('a')).toBeNull();
    }
    expect(within(footer).getByText(FOOTER_TEXTS.comingSoonNote)).toBeInTheDocument();
    expect(footer.querySelector('a[href="#"], a:not([href])')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(within(footer).getByRole('form', { name: 'Stay in the loop' })).toBeInTheDocument();
  });
});
