import type { PublicConfig } from "@shared/contract/config";
import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

export type { PublicConfig };

/** GET /api/config: what this server offers (coach provider, Stripe keys and prices, checkout link). */
export const configQuery = () => readQuery(queryKeys.config, "config");

export const useConfig = () => useQuery(configQuery());
