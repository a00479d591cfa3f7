import type { BillingPortalRequest } from "@shared/contract/billing";
import { request } from "../client";

/** POST /api/billing/portal, then off to Stripe's customer portal (manage the card, switch or cancel the plan). */
export async function openBillingPortal(returnTo: NonNullable<BillingPortalRequest["returnTo"]> = "/pricing") {
  const { url } = await request({ method: "POST", path: "/api/billing/portal", body: { returnTo } satisfies BillingPortalRequest, response: "billingPortal" });
  window.location.assign(url);
}
