import type { SubscriptionTier } from "@shared/contract/auth";

export const isPaidTier = (tier: SubscriptionTier | undefined) => tier === "premium" || tier === "pro";
