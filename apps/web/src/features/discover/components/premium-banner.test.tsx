import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { renderWithProviders } from '@/test/render-app';
import { PremiumBanner } from './premium-banner';

afterEach(() => localStorage.clear());

describe('PremiumBanner', () => {
  it('links to the plans, and once hidden stays hidden on this device', async () => {
    const first = renderWithProviders(<PremiumBanner />);
    expect(screen.getByRole('complementary', { name: DISCOVERY_TEXTS.premiumBannerTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DISCOVERY_TEXTS.premiumBannerCta })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await userEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.premiumBannerDismiss }));
    expect(screen.queryByRole('complementary', { name: DISCOVERY_TEXTS.premiumBannerTitle })).toBeNull();
    first.unmount();

    renderWithProviders(<PremiumBanner />);
    expect(screen.queryByRole('complementary', { name: DISCOVERY_TEXTS.premiumBannerTitle })).toBeNull();
  });

  it('comes back once the month is over', () => {
    localStorage.setItem('kindred.premiumBannerDismissedUntil', String(Date.now() - 1000));
    renderWithProviders(<PremiumBanner />);
    expect(screen.getByRole('complementary', { name: DISCOVERY_TEXTS.premiumBannerTitle })).toBeInTheDocument();
  });
});
