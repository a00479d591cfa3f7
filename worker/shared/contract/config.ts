/** GET /api/config: what the client may know about this server, nothing secret. */
export interface PublicConfig {
  aiProvider: "workers-ai" | "openai-compatible" | "offline";
  stripe: { publishableKey: string | null; prices: { premium: string | null; pro: string | null } };
  trialCheckoutUrl: string | null;
}
