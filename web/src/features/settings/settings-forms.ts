// The settings forms validate with the Worker's own request schemas, plus what only a form has
// (a confirmation field, the "automatic" region). The server checks the same again.
import { changePasswordRequest, deleteAccountRequest } from "@shared/contract/account";
import { CRISIS_REGION_VALUES, timeZoneSchema, updateProfileRequest } from "@shared/contract/user";
import { z } from "zod";

/** The region select's "Automatic (from your browser)": sent as null. */
export const AUTO_REGION = "auto";

export const profileForm = z.object({
  name: updateProfileRequest.shape.name.unwrap(),
  timeZone: timeZoneSchema,
  crisisRegion: z.enum([AUTO_REGION, ...CRISIS_REGION_VALUES]),
});
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileForm = z.output<typeof profileForm>;

export const passwordForm = changePasswordRequest
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { message: "The two new passwords don't match.", path: ["confirm"] });
export type PasswordForm = z.input<typeof passwordForm>;

export const deleteAccountForm = deleteAccountRequest;
export type DeleteAccountForm = z.input<typeof deleteAccountForm>;
