import { LANDING } from '@kindred/contract/screens';
import { AppPreviewSection } from '@/features/landing/components/app-preview-section';
import { ClosingCtaSection } from '@/features/landing/components/closing-cta-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { ScrollToHash } from '@/features/landing/components/scroll-to-hash';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Landing page, sections in order. */
export default function HomePage() {
  useDocumentTitle(LANDING.heroHeadline);
  return (
    <>
      <ScrollToHash />
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <AppPreviewSection />
      <ClosingCtaSection />
    </>
  );
}
