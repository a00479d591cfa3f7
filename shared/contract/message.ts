import { z } from "zod";

/** The answer of calls that only confirm: logout, forgot-password, deletions. Errors have the same shape. */
export const messageResponse = z.object({ message: z.string() });
