import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/contract/config";

export type { PublicConfig };

/** What this server offers (coach provider, Stripe keys and prices, checkout link). */
export function useConfig() {
  return useQuery<PublicConfig>({ queryKey: ["/api/config"] });
}
