// The payment screen. Its own chunk (lazy-imported by the pricing page), so Stripe.js and the React
// bindings load only when someone actually pays.
import { formatPrice, TRIAL_DAYS, type Plan } from "@shared/plans";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { AlertTriangle, Loader2, Lock } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/toast";
import { savePending } from "./use-billing";

const LOAD_TIMEOUT_MS = 15_000;

/** Stripe.js from js.stripe.com; null when it cannot be loaded (offline, blocked, timed out). */
async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_TIMEOUT_MS));
  try {
    return await Promise.race([loadStripe(publishableKey), timeout]);
  } catch {
    return null;
  }
}

export interface PaymentScreenProps {
  publishableKey: string;
  clientSecret: string;
  intentType: "payment" | "setup";
  /** The subscription starts with the paid trial (a person who had it pays the monthly price now). */
  trial: boolean;
  subscriptionId: string;
  plan: Plan;
  onCancel: () => void;
  /** The provider confirmed the payment without error. */
  onConfirmed: () => Promise<void>;
}

export default function PaymentScreen(props: PaymentScreenProps) {
  const { publishableKey, clientSecret, plan, trial, onCancel } = props;
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState<Stripe | null | "loading">("loading");

  useEffect(() => {
    let live = true;
    setStripe("loading");
    void loadStripeJs(publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  const dark = document.documentElement.classList.contains("dark");

  return (
    <Card className="mx-auto w-full max-w-lg" role="region" aria-labelledby="payment-title">
      <CardHeader>
        <CardTitle id="payment-title" className="text-2xl">
          Complete Your Upgrade
        </CardTitle>
        <CardDescription>
          Upgrading to {plan.name} - {formatPrice(plan.price)}/month
        </CardDescription>
        {trial && plan.trialPrice !== undefined && (
          <p className="text-sm text-muted-foreground">
            Today you pay {formatPrice(plan.trialPrice)} for a {TRIAL_DAYS}-day trial. Then
            {plan.firstMonthPrice !== undefined && ` ${formatPrice(plan.firstMonthPrice)} for the first month, then`} {formatPrice(plan.price)}/month. Cancel anytime.
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {stripe === "loading" && (
          <div className="space-y-3" role="status" aria-live="polite">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Loading the secure payment form...
            </p>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        )}
        {stripe === null && (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertTitle>The secure payment form could not load</AlertTitle>
            <AlertDescription>
              Your browser could not reach our payment provider (Stripe). Check your internet connection or any content blocker, then try again. Nothing has been charged.
            </AlertDescription>
          </Alert>
        )}
        {stripe && stripe !== "loading" ? (
          <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: dark ? "night" : "stripe" } }}>
            <PaymentForm {...props} />
          </Elements>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            {stripe === null && <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentForm({ intentType, subscriptionId, plan, trial, onCancel, onConfirmed }: PaymentScreenProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const dueToday = trial ? (plan.trialPrice ?? plan.price) : plan.price;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting || plan.tier === "free") return;
    setSubmitting(true);
    try {
      // Kept for the way back from a payment method that redirects (3-D Secure, bank pages).
      savePending({ subscriptionId, tier: plan.tier });
      const confirmParams = { return_url: `${window.location.origin}/pricing` };
      const { error } =
        intentType === "setup"
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
      if (error) {
        notify({ title: "Payment Failed", description: error.message, variant: "destructive" });
        return;
      }
      await onConfirmed();
    } catch (err) {
      notify({ title: "Payment Error", description: err instanceof Error && err.message ? err.message : "Something went wrong", variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!stripe || !elements || submitting}>
          {submitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden /> Processing...
            </>
          ) : (
            <>
              <Lock aria-hidden /> Pay {formatPrice(dueToday)}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
