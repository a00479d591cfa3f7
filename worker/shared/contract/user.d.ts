import { z } from "zod";
export declare const CRISIS_REGION_VALUES: readonly ["US", "CA", "GB", "IE", "AU", "OTHER"];
/** IANA time zone names the runtime knows ("Europe/London"). */
export declare const timeZoneSchema: z.ZodString;
export declare const updateProfileRequest: z.ZodObject<{
    name: z.ZodOptional<z.ZodString>;
    timeZone: z.ZodOptional<z.ZodString>;
    crisisRegion: z.ZodOptional<z.ZodNullable<z.ZodEnum<{
        AU: "AU";
        CA: "CA";
        GB: "GB";
        IE: "IE";
        OTHER: "OTHER";
        US: "US";
    }>>>;
}, z.core.$strict>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
