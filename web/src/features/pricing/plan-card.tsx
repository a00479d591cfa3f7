import { formatPrice, TRIAL_DAYS, type Plan, type PlanIcon } from "@shared/plans";
import { Check, Crown, Loader2, Sparkles, X, Zap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const ICONS: Record<PlanIcon, typeof Crown> = { sparkles: Sparkles, crown: Crown, zap: Zap };

interface Props {
  plan: Plan;
  isCurrent: boolean;
  isProcessing: boolean;
  /** Another plan is being processed: this one waits. */
  disabled: boolean;
  /** The person has had the premium trial: the trial offer gives way to the monthly price. */
  trialUsed?: boolean;
  onSelect: (plan: Plan) => void;
}

export const TRIAL_USED = "Trial already used";

export function PlanCard({ plan, isCurrent, isProcessing, disabled, trialUsed = false, onSelect }: Props) {
  const offersTrial = plan.trialPrice !== undefined && !trialUsed;
  const Icon = ICONS[plan.icon];
  const titleId = `plan-${plan.tier}-title`;
  return (
    <Card aria-labelledby={titleId} role="region" className={cn("relative flex flex-col", plan.popular && "border-primary shadow-lg ring-1 ring-primary md:-translate-y-2")}>
      {plan.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge>}
      <CardHeader className="gap-3 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden />
        </div>
        <CardTitle id={titleId} className="text-xl">
          {plan.name}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <PriceBlock plan={plan} offersTrial={offersTrial} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="space-y-2" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {plan.limitations.length > 0 && (
          <ul className="space-y-2 border-t pt-4" aria-label={`${plan.name} limitations`}>
            {plan.limitations.map((limitation) => (
              <li key={limitation} className="flex gap-2 text-sm text-muted-foreground">
                <X className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{limitation}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          size="lg"
          variant={plan.popular ? "default" : "outline"}
          disabled={isCurrent || isProcessing || disabled}
          aria-describedby={titleId}
          onClick={() => onSelect(plan)}
        >
          {isProcessing ? (
            <>
              <Loader2 className="animate-spin" aria-hidden /> Processing...
            </>
          ) : isCurrent ? (
            "Current Plan"
          ) : offersTrial || plan.trialPrice === undefined ? (
            plan.buttonText
          ) : (
            `Upgrade to ${plan.tier === "pro" ? "Pro" : "Premium"}`
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}

function PriceBlock({ plan, offersTrial }: { plan: Plan; offersTrial: boolean }) {
  if (plan.trialPrice !== undefined && !offersTrial) {
    return (
      <div className="space-y-1">
        <p>
          <span className="text-4xl font-bold">{formatPrice(plan.price)}</span> <span className="text-muted-foreground">/month</span>
        </p>
        <p className="text-sm font-medium text-muted-foreground">{TRIAL_USED}</p>
      </div>
    );
  }
  if (plan.trialPrice !== undefined) {
    return (
      <div className="space-y-1">
        <p>
          <span className="text-4xl font-bold">{formatPrice(plan.trialPrice)}</span> <span className="text-muted-foreground">{TRIAL_DAYS}-day trial</span>
        </p>
        {plan.firstMonthPrice !== undefined && <p className="text-sm font-medium">Then {formatPrice(plan.firstMonthPrice)} first month</p>}
        <p className="text-sm text-muted-foreground">{formatPrice(plan.price)}/month after</p>
      </div>
    );
  }
  return (
    <p>
      <span className="text-4xl font-bold">{formatPrice(plan.price)}</span> <span className="text-muted-foreground">{plan.price === 0 ? "forever" : "/month"}</span>
    </p>
  );
}
