import type { UpdateSubscriptionTierRequest } from "@shared/contract/billing";
import { request } from "../client";

/** POST /api/update-subscription-tier after a confirmed payment: the server reads the subscription from Stripe itself. */
export const updateSubscriptionTier = (body: UpdateSubscriptionTierRequest) =>
  request({ method: "POST", path: "/api/update-subscription-tier", body, response: "subscriptionTierUpdated", changes: ["tier"] });
