import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { LANDING } from '@kindred/contract/screens';
import { Alert } from '@/components/ui/alert';
import { BackToTopButton } from '@/features/landing/components/back-to-top-button';
import { HeroSection } from '@/features/landing/components/hero-section';
import { ScrollToHash } from '@/features/landing/components/scroll-to-hash';
import { hydrateWhenVisible } from '@/lib/hydrate-when-visible';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgetDeletedSession, type HomeNotice } from './forget-deleted-session';

// Below the hero: in the prerendered page, but their code loads as the visitor scrolls (decision 042).
const FeaturesSection = hydrateWhenVisible(
  'features',
  async () => (await import('@/features/landing/components/features-section')).FeaturesSection,
);
const HowItWorksSection = hydrateWhenVisible(
  'how-it-works',
  async () => (await import('@/features/landing/components/how-it-works-section')).HowItWorksSection,
);
const TestimonialsSection = hydrateWhenVisible(
  'testimonials',
  async () => (await import('@/features/landing/components/testimonials-section')).TestimonialsSection,
);
const PricingSection = hydrateWhenVisible(
  'pricing',
  async () => (await import('@/features/landing/components/pricing-section')).PricingSection,
);
const AppPreviewSection = hydrateWhenVisible(
  'app-preview',
  async () => (await import('@/features/landing/components/app-preview-section')).AppPreviewSection,
);
const ClosingCtaSection = hydrateWhenVisible(
  'closing',
  async () => (await import('@/features/landing/components/closing-cta-section')).ClosingCtaSection,
);
// Always on screen, so it waits for the visitor to reach for it instead.
const DatingAssistantWidget = hydrateWhenVisible(
  'assistant',
  async () => (await import('@/features/dating-assistant/components/dating-assistant-widget')).DatingAssistantWidget,
  { on: 'interaction' },
);

/** SPEC 2 Landing page, sections in order. */
export default function HomePage() {
  useDocumentTitle(LANDING.heroHeadline);
  const notice = useLocation().state as HomeNotice | null;
  const queryClient = useQueryClient();
  const accountDeleted = notice?.accountDeleted === true;
  useEffect(() => {
    if (accountDeleted) forgetDeletedSession(queryClient);
  }, [accountDeleted, queryClient]);
  return (
    <>
      {accountDeleted && (
        <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
          <Alert tone="success">{SESSION_MESSAGES.accountDeleted}</Alert>
        </div>
      )}
      <ScrollToHash />
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <AppPreviewSection />
      <ClosingCtaSection />
      <BackToTopButton />
      <DatingAssistantWidget />
    </>
  );
}
