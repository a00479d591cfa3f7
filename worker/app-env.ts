import type { Context } from "hono";
import type { Env } from "./env";
import type { TokenClaims } from "./auth/tokens";
import type { schema } from "./db/client";

export type UserRow = typeof schema.users.$inferSelect;

/** Hono's environment: bindings plus what the auth middleware puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: { user: UserRow; claims: TokenClaims; requestId: string };
}
export type AppContext = Context<AppEnv>;
