import type { UserRow } from "../app-env";
import type { User } from "../../shared/contract/auth";

/** The client's view of a user: never the hash, Stripe ids or token version. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  subscriptionTier: row.subscriptionTier,
  timeZone: row.timeZone,
  crisisRegion: row.crisisRegion,
  createdAt: new Date(row.createdAt).toISOString(),
});
