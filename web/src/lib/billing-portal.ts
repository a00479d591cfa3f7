import type { BillingPortalResponse } from "@shared/contract/billing";
import { apiRequest } from "./api";

/** Opens Stripe's customer portal (manage the card, switch or cancel the plan). */
export async function openBillingPortal(returnTo: "/pricing" | "/dashboard" = "/pricing") {
  const { url } = await apiRequest<BillingPortalResponse>("POST", "/api/billing/portal", { returnTo });
  window.location.assign(url);
}
