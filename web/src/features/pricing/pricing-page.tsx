import type { CreateSubscriptionResponse } from "@shared/contract/billing";
import { PLAN_GUARANTEE, PLANS, type PaidTier, type Plan } from "@shared/plans";
import { ArrowLeft, Info, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { openBillingPortal } from "@/api/billing/open-billing-portal";
import { useCreateSubscription } from "@/api/billing/create-subscription";
import { useSubscriptionStatus } from "@/api/billing/get-subscription-status";
import { ApiError, errorMessage, queryClient } from "@/api/client";
import { useAuth } from "@/lib/auth";
import { configQuery, useConfig } from "@/api/config/get-config";
import { notify } from "@/lib/toast";
import { PlanCard } from "./plan-card";
import { SubscriptionStatusCard } from "./subscription-status-card";
import { claimTier, clearPending, readPending, refreshAfterPayment } from "./use-billing";

// Stripe.js and its React bindings load only with the payment screen.
const PaymentScreen = lazy(() => import("./payment-screen"));

interface Checkout extends CreateSubscriptionResponse {
  plan: Plan & { tier: PaidTier };
}

const isPaidPlan = (plan: Plan): plan is Plan & { tier: PaidTier } => plan.tier !== "free";

export default function PricingPage() {
  const navigate = useNavigate();
  const { user, isAuthenticated, updateUser } = useAuth();
  const config = useConfig();
  const status = useSubscriptionStatus(isAuthenticated);
  const create = useCreateSubscription();
  const [processingTier, setProcessingTier] = useState<PaidTier | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const publishableKey = config.data?.stripe.publishableKey ?? null;
  const paymentsConfigured = Boolean(publishableKey);
  const currentTier = isAuthenticated ? (status.data?.subscriptionTier ?? user?.subscriptionTier ?? "free") : null;

  /** Step 6: the provider confirmed; the server checks with Stripe and grants the tier. */
  const finishPayment = async (subscriptionId: string, plan: Plan & { tier: PaidTier }) => {
    let description = `Welcome to ${plan.tier === "pro" ? "Pro" : "Premium"}!`;
    try {
      await claimTier(subscriptionId, plan.tier);
    } catch (error) {
      // The payment went through; Stripe's webhook will finish the upgrade if this check could not.
      console.warn("Tier update after payment:", error);
      description = `${description} Your plan will be active in a moment.`;
    }
    clearPending();
    setCheckout(null);
    notify({ title: "Payment Successful", description });
    try {
      await refreshAfterPayment(updateUser);
    } catch {
      // The dashboard reads the profile again anyway.
    }
    navigate("/dashboard");
  };

  // Back from a payment method that redirected (3-D Secure, bank pages) with Stripe's result in the URL.
  const [params, setParams] = useSearchParams();
  const handledRedirect = useRef(false);
  useEffect(() => {
    const result = params.get("redirect_status");
    if (!result || handledRedirect.current || !isAuthenticated) return;
    handledRedirect.current = true;
    setParams({}, { replace: true });
    const pending = readPending();
    if (result === "succeeded" && pending) {
      const plan = PLANS.find((p) => p.tier === pending.tier);
      if (plan && isPaidPlan(plan)) void finishPayment(pending.subscriptionId, plan);
    } else if (result === "failed") {
      clearPending();
      notify({ title: "Payment Failed", description: "Your payment was not completed. Nothing has changed.", variant: "destructive" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the way back
  }, [params, isAuthenticated]);

  /** The documented subscription flow, steps 1-4. */
  const choosePlan = async (plan: Plan) => {
    if (!isAuthenticated) {
      notify({ title: "Sign In Required", description: "Please sign in to upgrade your subscription.", variant: "destructive" });
      navigate("/auth");
      return;
    }
    if (!isPaidPlan(plan)) {
      navigate("/assessment");
      return;
    }
    // A click before the config has arrived waits for it instead of calling the plan misconfigured.
    const loaded = config.data ?? (await queryClient.fetchQuery(configQuery()).catch(() => undefined));
    const priceId = loaded?.stripe.prices[plan.tier] ?? null;
    if (!priceId) {
      notify({ title: "Plan Configuration Error", description: "This plan is not properly configured. Please try again later.", variant: "destructive" });
      return;
    }
    setProcessingTier(plan.tier);
    try {
      // Already paying for a plan: switching happens in Stripe's billing portal, not with a second subscription.
      if (status.data?.hasSubscription) {
        await openBillingPortal("/pricing");
        return;
      }
      const result = await create.mutateAsync({ priceId });
      setCheckout({ ...result, plan });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(error, error.message) : error instanceof Error ? error.message : "";
      notify({ title: "Subscription Error", description: message || "Failed to create subscription", variant: "destructive" });
    } finally {
      setProcessingTier(null);
    }
  };

  if (checkout && publishableKey) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <Suspense fallback={<PageLoader />}>
          <PaymentScreen
            publishableKey={publishableKey}
            clientSecret={checkout.clientSecret}
            intentType={checkout.intentType}
            trial={checkout.trial}
            subscriptionId={checkout.subscriptionId}
            plan={checkout.plan}
            // Step 5: back to the plans. The unpaid subscription is reused if the person tries again.
            onCancel={() => setCheckout(null)}
            onConfirmed={() => finishPayment(checkout.subscriptionId, checkout.plan)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <Button variant="ghost" asChild className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Home
        </Link>
      </Button>

      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Plan</h1>
        <p className="text-muted-foreground">
          Start free, or get daily coaching that remembers you. {status.data?.trialUsed ? "Cancel anytime." : "Try Premium for 7 days, cancel anytime."}
        </p>
      </header>

      {status.data?.hasSubscription && <SubscriptionStatusCard status={status.data} />}

      <section aria-label="Plans" className="grid gap-8 pt-2 md:grid-cols-3 md:gap-6">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            isCurrent={currentTier === plan.tier}
            isProcessing={processingTier === plan.tier}
            disabled={processingTier !== null}
            trialUsed={status.data?.trialUsed ?? false}
            onSelect={choosePlan}
          />
        ))}
      </section>

      {/* Below the plans: it waits for /api/config, and arriving above them would push them down. */}
      {config.isSuccess && !paymentsConfigured && (
        <Alert className="mx-auto max-w-2xl">
          <Info aria-hidden />
          <AlertTitle>Payments are not configured on this server</AlertTitle>
          <AlertDescription>You can look at the plans, but upgrading isn't possible here. The free plan works as usual.</AlertDescription>
        </Alert>
      )}

      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden /> {PLAN_GUARANTEE}
      </p>
    </div>
  );
}
