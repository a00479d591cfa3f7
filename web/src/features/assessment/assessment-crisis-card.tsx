import { COACH_NAME } from "@shared/brand";
import { CrisisResources } from "@/components/safety/crisis-resources";

/**
 * Shown when an answer suggested someone may be at risk: a caring word and their region's crisis
 * lines (with a region switcher), before anything else and with no upsell on the page.
 */
export function AssessmentCrisisCard() {
  return (
    <div className="space-y-3" data-testid="assessment-crisis">
      <p className="rounded-lg border bg-card p-4 leading-relaxed">
        Some of what you shared sounds really painful, and we're glad you told us. If you're thinking about ending your life or harming yourself, please reach out to someone now.{" "}
        {COACH_NAME} is an AI coach and can't help in an emergency, but the people below can, any time of day or night.
      </p>
      <CrisisResources />
    </div>
  );
}
