import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { LANDING } from '@kindred/contract/screens';
import { Alert } from '@/components/ui/alert';
import { DatingAssistantWidget } from '@/features/dating-assistant/components/dating-assistant-widget';
import { AppPreviewSection } from '@/features/landing/components/app-preview-section';
import { BackToTopButton } from '@/features/landing/components/back-to-top-button';
import { ClosingCtaSection } from '@/features/landing/components/closing-cta-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { ScrollToHash } from '@/features/landing/components/scroll-to-hash';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgetDeletedSession, type HomeNotice } from './forget-deleted-session';

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
