import { z } from "zod";

/** GET /api/config: what the client may know about this server, nothing secret. */
export const publicConfigSchema = z.object({
  aiProvider: z.enum(["workers-ai", "openai-compatible", "offline"]),
  stripe: z.object({
    publishableKey: z.string().nullable(),
    prices: z.object({ premium: z.string().nullable(), pro: z.string().nullable() }),
  }),
  trialCheckoutUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
