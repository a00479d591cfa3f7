import { COACH_NAME } from "@shared/brand";
import { crisisResources, emergencyNumber, type CrisisRegion, type CrisisResource } from "@shared/crisis-resources";
import { useId } from "react";
import { ExternalLink, HeartHandshake, MessageSquareText, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { RegionSwitcher } from "./region-switcher";
import { useCrisisRegion } from "./use-crisis-region";

interface CrisisResourcesProps {
  /** Fixed region (e.g. from a crisis reply); otherwise the person's region, with a switcher. */
  region?: CrisisRegion;
  /** Tighter layout for inline use in chat and diary. */
  compact?: boolean;
  /** Adds a domestic-abuse line where one exists. */
  situation?: "danger-from-others";
  /** Hide the warm heading (when the surrounding UI already has one). */
  hideHeading?: boolean;
  headingLevel?: 2 | 3;
  /** The "if you are in immediate danger" line; off only where it repeats (a list of every region). */
  showDangerNote?: boolean;
  className?: string;
}

function ResourceIcon({ href }: { href?: string }) {
  if (href?.startsWith("sms:")) return <MessageSquareText aria-hidden />;
  if (href?.startsWith("tel:")) return <Phone aria-hidden />;
  return <ExternalLink aria-hidden />;
}

function ResourceItem({ resource, compact }: { resource: CrisisResource; compact?: boolean }) {
  const external = resource.href?.startsWith("http");
  return (
    <li className={cn("flex flex-col gap-2 rounded-lg border bg-background p-3 sm:flex-row sm:items-center sm:justify-between", compact && "p-2.5")}>
      <div className="min-w-0">
        <p className="font-medium">{resource.name}</p>
        {!compact && <p className="text-sm text-muted-foreground">{resource.description}</p>}
      </div>
      {resource.href ? (
        <Button asChild size="sm" variant="outline" className="h-auto min-h-8 shrink whitespace-normal py-1.5 text-left sm:shrink-0">
          <a href={resource.href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            <ResourceIcon href={resource.href} />
            {resource.action}
            {external && <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </Button>
      ) : (
        <p className="text-sm font-medium">{resource.action}</p>
      )}
    </li>
  );
}

/** Crisis lines for a region, each a real link, with the immediate-danger line first. */
export function CrisisResources({ region, compact, situation, hideHeading, headingLevel = 2, showDangerNote = true, className }: CrisisResourcesProps) {
  const [personRegion, setRegion] = useCrisisRegion();
  const shown = region ?? personRegion;
  const resources = crisisResources(shown, situation);
  const emergency = emergencyNumber(shown);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  return (
    <section
      // Named (a landmark) only when it shows its own heading, so a page of several stays tidy.
      aria-labelledby={hideHeading ? undefined : headingId}
      data-testid="crisis-resources"
      className={cn("rounded-xl border border-warm/60 bg-accent/40 text-card-foreground", compact ? "p-3" : "p-4 sm:p-5", className)}
    >
      {!hideHeading && (
        <div className="mb-3 flex items-start gap-3">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-warm/30 text-accent-foreground">
            <HeartHandshake className="size-4" aria-hidden />
          </span>
          <div>
            <Heading id={headingId} className="font-semibold">
              You don't have to go through this alone
            </Heading>
            {!compact && <p className="text-sm text-muted-foreground">These people are trained to listen. Reaching out is a strong thing to do.</p>}
          </div>
        </div>
      )}
      {showDangerNote && (
        <p className="mb-3 rounded-lg bg-background/70 px-3 py-2 text-sm font-medium">
          If you are in immediate danger, call your local emergency number
          {emergency ? (
            <>
              {" "}
              (
              <a className="underline underline-offset-4" href={`tel:${emergency}`}>
                {emergency}
              </a>
              )
            </>
          ) : null}
          .
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {resources.map((r) => (
          <ResourceItem key={`${r.name}-${r.action}`} resource={r} compact={compact} />
        ))}
      </ul>
      {!region && <RegionSwitcher region={shown} onChange={setRegion} className="mt-3" />}
      {!compact && !hideHeading && <p className="mt-3 text-xs text-muted-foreground">{COACH_NAME} is an AI and cannot respond to emergencies or contact anyone for you.</p>}
    </section>
  );
}
