import type { SubscriptionStatusResponse } from "@shared/contract/billing";
import { planFor } from "@shared/plans";
import { format } from "date-fns";
import { CalendarClock, CreditCard } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ManageBillingButton } from "@/components/manage-billing-button";

const STATUS_LABELS: Record<string, string> = { trialing: "Trial", active: "Active", past_due: "Payment due" };

/** Stripe gives the period end in seconds. */
export const periodEndDate = (seconds: number) => format(new Date(seconds * 1000), "MMMM d, yyyy");

export function SubscriptionStatusCard({ status }: { status: SubscriptionStatusResponse }) {
  const plan = planFor(status.subscriptionTier);
  const end = status.currentPeriodEnd ? periodEndDate(status.currentPeriodEnd) : null;

  return (
    <Card className="mx-auto w-full max-w-2xl" role="region" aria-labelledby="subscription-status-title">
      <CardHeader>
        <CardTitle id="subscription-status-title" className="flex items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden /> Subscription Status
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {plan.name}
            {status.status && <Badge variant="secondary">{STATUS_LABELS[status.status] ?? status.status}</Badge>}
          </p>
          {end && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden />
              {status.cancelAtPeriodEnd ? `Your subscription will end on ${end}` : status.status === "trialing" ? `Your trial ends on ${end}` : `Renews on ${end}`}
            </p>
          )}
        </div>
        <ManageBillingButton returnTo="/pricing" />
      </CardContent>
    </Card>
  );
}
