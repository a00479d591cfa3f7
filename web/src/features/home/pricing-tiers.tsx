import { formatPrice, PLAN_GUARANTEE, PLANS, TRIAL_DAYS, type Plan, type PlanIcon } from "@shared/plans";
import { Check, Crown, ExternalLink, Minus, Sparkles, Zap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useConfig } from "@/api/config/get-config";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

const ICONS: Record<PlanIcon, typeof Crown> = { sparkles: Sparkles, crown: Crown, zap: Zap };

export function PricingTiers({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { data: config } = useConfig();
  return (
    <section aria-labelledby="pricing-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Start free. Upgrade when it helps.">
          Everyone gets the life assessment, a diary and open chat with the coach. Paid plans add memory, daily insights and progress tracking.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-3 md:items-stretch">
          {PLANS.map((plan) => (
            <PlanTile key={plan.tier} plan={plan} trialUrl={config?.trialCheckoutUrl ?? null} isAuthenticated={isAuthenticated} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          {PLAN_GUARANTEE} Prices in US dollars.{" "}
          <Link to="/pricing" className="font-medium text-foreground underline underline-offset-4">
            Compare plans in detail
          </Link>
        </p>
      </div>
    </section>
  );
}

function PlanTile({ plan, trialUrl, isAuthenticated }: { plan: Plan; trialUrl: string | null; isAuthenticated: boolean }) {
  const Icon = ICONS[plan.icon];
  const titleId = `home-plan-${plan.tier}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn("relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs", plan.popular && "border-primary shadow-lg ring-1 ring-primary md:-my-3 md:py-9")}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">Most Popular</span>
      )}
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p>
      <div className="mt-5">
        {plan.trialPrice !== undefined ? (
          <>
            <p>
              <span className="text-4xl font-semibold tracking-tight">{formatPrice(plan.trialPrice)}</span>
              <span className="text-muted-foreground"> for {TRIAL_DAYS} days</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              Then {formatPrice(plan.firstMonthPrice ?? plan.price)} the first month, {formatPrice(plan.price)}/month after.
            </p>
          </>
        ) : (
          <p>
            <span className="text-4xl font-semibold tracking-tight">{formatPrice(plan.price)}</span>
            <span className="text-muted-foreground">{plan.price === 0 ? " forever" : "/month"}</span>
          </p>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm" aria-label={`${plan.name} includes`}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {f}
          </li>
        ))}
        {plan.limitations.map((l) => (
          <li key={l} className="flex gap-2 text-muted-foreground">
            <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
            {l}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanButton plan={plan} trialUrl={trialUrl} isAuthenticated={isAuthenticated} />
      </div>
    </li>
  );
}

function PlanButton({ plan, trialUrl, isAuthenticated }: { plan: Plan; trialUrl: string | null; isAuthenticated: boolean }) {
  const variant = plan.popular ? "default" : "outline";
  const className = "h-11 w-full text-base";
  if (plan.tier === "premium" && trialUrl) {
    // The home page's trial button: the external checkout link, in a new tab.
    return (
      <Button asChild variant={variant} className={className}>
        <a href={trialUrl} target="_blank" rel="noopener noreferrer">
          {plan.buttonText}
          <ExternalLink aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    );
  }
  const to = plan.tier === "free" ? (isAuthenticated ? "/dashboard" : "/auth") : "/pricing";
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={to}>{plan.buttonText}</Link>
    </Button>
  );
}
