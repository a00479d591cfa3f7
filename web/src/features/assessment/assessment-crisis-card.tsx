// PLACEHOLDER until web/src/components/safety lands: swap for its CrisisResources card (same region prop).
import { crisisResources, type CrisisRegion } from "@shared/crisis-resources";
import { COACH_NAME } from "@shared/brand";
import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Shown when an answer suggested someone may be at risk: caring words and their region's crisis lines, no upsell. */
export function AssessmentCrisisCard({ region }: { region: CrisisRegion }) {
  const resources = crisisResources(region);
  return (
    <Card className="border-warm/60 bg-warm/10" role="region" aria-labelledby="crisis-card-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <HeartHandshake className="size-6 shrink-0 text-warm-foreground dark:text-warm" aria-hidden />
          <CardTitle id="crisis-card-title" className="text-lg">You don't have to go through this alone</CardTitle>
        </div>
        <CardDescription className="text-foreground/80">
          Some of what you shared sounds really painful, and we're glad you told us. If you're thinking about ending your life or
          harming yourself, please reach out to someone now. {COACH_NAME} is an AI coach and can't help in an emergency, but these
          people can, any time of day or night.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {resources.map((r) => (
            <li key={`${r.name}-${r.action}`} className="rounded-md border bg-background p-3">
              <p className="font-medium">{r.name}</p>
              {r.href ? (
                <a
                  href={r.href}
                  className="font-semibold text-primary underline underline-offset-4"
                  {...(r.href.startsWith("http") ? { target: "_blank", rel: "noreferrer" } : {})}
                >
                  {r.action}
                </a>
              ) : (
                <p className="font-semibold">{r.action}</p>
              )}
              <p className="mt-1 text-sm text-muted-foreground">{r.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">
          More support and grounding steps are on the{" "}
          <Link to="/safety" className="font-medium text-primary underline underline-offset-4">
            safety page
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
