// The person's profile: name, time zone and crisis region. The route is PATCH /api/user/profile
// (routes/user).
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import type { updateProfileRequest } from "../../shared/contract/user";

/** The profile after the changes; nothing to change (`{}`) returns it as it is (an empty UPDATE would throw). */
export async function updateProfile(d1: D1Database, user: UserRow, changes: z.output<typeof updateProfileRequest>): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return user;
  const [row] = await getDb(d1).update(schema.users).set(changes).where(eq(schema.users.id, user.id)).returning();
  return row ?? user;
}
