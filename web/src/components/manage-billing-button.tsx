import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { openBillingPortal } from "@/api/billing/open-billing-portal";
import { notify } from "@/lib/toast";

/** 'Manage billing': the Stripe customer portal, from the pricing status card and the dashboard plan card. */
export function ManageBillingButton({ returnTo, className }: { returnTo: "/pricing" | "/dashboard"; className?: string }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openBillingPortal(returnTo);
    } catch (error) {
      notify({ title: "Billing Unavailable", description: errorMessage(error, "Please try again in a moment."), variant: "destructive" });
      setOpening(false);
    }
  };
  return (
    <Button variant="outline" className={className} onClick={open} disabled={opening}>
      <CreditCard aria-hidden /> {opening ? "Opening..." : "Manage billing"}
    </Button>
  );
}
