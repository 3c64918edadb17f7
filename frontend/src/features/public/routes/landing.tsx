import { AboutSection } from '../components/landing/about-section';
import { BlogSection } from '../components/landing/blog-section';
import { CreatorsSection } from '../components/landing/creators-section';
import { CtaSection } from '../components/landing/cta-section';
import { FeaturesSection } from '../components/landing/features-section';
import { HeroSection } from '../components/landing/hero-section';
import { PricingSection } from '../components/landing/pricing-section';

/** LandingPage is the public marketing page at /. */
export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <CreatorsSection />
      <PricingSection />
      <AboutSection />
      <BlogSection />
      <CtaSection />
    </>
  );
}
