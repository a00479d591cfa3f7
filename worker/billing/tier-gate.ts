// The tier gate: which features a subscription tier opens. The tier itself only ever comes from
// Stripe (worker/billing/sync.ts), so this is the one place a paid feature is refused.
import type { UserRow } from "../app-env";
import { forbidden } from "../lib/http-error";
import type { SubscriptionTier } from "../../shared/contract/auth";

export const isPaid = (tier: SubscriptionTier) => tier === "premium" || tier === "pro";

/** 403 for free users on a paid feature. */
export function requirePaid(user: UserRow, feature: string): void {
  if (!isPaid(user.subscriptionTier)) throw forbidden(`${feature} is part of Premium and Pro. Upgrade to use it.`);
}
