import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS_NOTE } from '@kindred/contract/landing';
import { FOOTER_TEXTS } from '@kindred/contract/site-footer';
import { PLANS } from '@kindred/contract/plans';
import { LANDING } from '@kindred/contract/screens';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function openLandingPage(onlineNow: number | null = 2300) {
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }),
    'GET /stats/online-now': () => jsonResponse(200, { onlineNow }),
  });
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
  return api;
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
    for (const figure of ['12,000+', '745+']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByText(/500,000\+/)).toBeInTheDocument();
    expect(screen.getByText(/over 100 compatibility dimensions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'App Store: coming soon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Google Play: coming soon' })).toBeDisabled();
  });

  it("shows the server's live online count (decision 068), and none when there are too few", async () => {
    await openLandingPage(2300);
    expect(await screen.findByText('2,300+')).toBeInTheDocument();
    expect(screen.getByText(LANDING.statOnline)).toBeInTheDocument();
    expect(screen.queryByText('2,384')).not.toBeInTheDocument();
  });

  it('shows no online figure when the server has none to show', async () => {
    const { fetchMock } = await openLandingPage(null);
    const asked = fetchMock.mock.results.find((_, index) =>
      String(fetchMock.mock.calls[index]![0]).includes('online-now'),
    );
    expect(asked).toBeDefined();
    await asked!.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('12,000+')).toBeInTheDocument();
    expect(screen.queryByText(LANDING.statOnline)).not.toBeInTheDocument();
  });

  it('says the success stories are illustrative', async () => {
    await openLandingPage();
    const section = document.getElementById('testimonials')!;
    expect(within(section).getByText(TESTIMONIALS_NOTE)).toBeInTheDocument();
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
