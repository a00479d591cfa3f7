// The home page's sections after the hero, in their own chunk: the hero is what a visitor sees
// first, and these hydrate (or render) once their chunk arrives (docs/decisions/0053).
import { DemoDashboard } from "./demo-dashboard";
import { DiaryShowcase } from "./diary-showcase";
import { FinalCta } from "./final-cta";
import { PricingTiers } from "./pricing-tiers";
import { Testimonials } from "./testimonials";
import { WhyChoose } from "./why-choose";

export default function BelowTheFold({ isAuthenticated, showAssessment, onTryDiary }: { isAuthenticated: boolean; showAssessment: boolean; onTryDiary: () => void }) {
  return (
    <>
      <WhyChoose />
      <DemoDashboard />
      <DiaryShowcase />
      <PricingTiers isAuthenticated={isAuthenticated} />
      <Testimonials />
      <FinalCta showAssessment={showAssessment} onTryDiary={onTryDiary} />
    </>
  );
}
