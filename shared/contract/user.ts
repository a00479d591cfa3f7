import { z } from "zod";

export const CRISIS_REGION_VALUES = ["US", "CA", "GB", "IE", "AU", "OTHER"] as const;

/** IANA time zone names the runtime knows ("Europe/London"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

export const updateProfileRequest = z
  .object({
    name: z.string().trim().min(1, "Enter your name").max(100, "Name must be at most 100 characters").optional(),
    timeZone: timeZoneSchema.optional(),
    crisisRegion: z.enum(CRISIS_REGION_VALUES).nullable().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
