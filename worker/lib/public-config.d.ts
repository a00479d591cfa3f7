import type { AiProviderName, Env } from "../env";
export interface PublicConfig {
    aiProvider: AiProviderName;
    stripe: {
        publishableKey: string | null;
        prices: {
            premium: string | null;
            pro: string | null;
        };
    };
    trialCheckoutUrl: string | null;
}
/** The provider the coach really uses: a missing binding or URL falls back to offline. */
export declare function activeProvider(env: Env): AiProviderName;
export declare function publicConfig(env: Env): PublicConfig;
