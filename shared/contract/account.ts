// Payloads of /api/account: password change, log out everywhere, export and deletion.
// Name, time zone and crisis region are changed through PATCH /api/user/profile (contract/user.ts).
import { z } from "zod";
import { SAFETY_LEVELS } from "../safety-levels";
import { reflectionBodySchema } from "./reflections";
import { MAX_PASSWORD, MIN_PASSWORD, authResponse, userSchema } from "./auth";

export const changePasswordRequest = z.object({
  currentPassword: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(MAX_PASSWORD, "That password isn't right."),
  newPassword: z
    .string({ error: "Enter a new password" })
    .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** Password change and log out everywhere: every older token has ended; this is the new one for this device. */
export const sessionRenewedResponse = authResponse.extend({ message: z.string() });
export type SessionRenewedResponse = z.infer<typeof sessionRenewedResponse>;

export const deleteAccountRequest = z.object({
  password: z.string({ error: "Enter your password to confirm" }).min(1, "Enter your password to confirm").max(MAX_PASSWORD, "That password isn't right."),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

export const deleteAccountResponse = z.object({
  message: z.string(),
  /** True when a live Stripe subscription was cancelled as part of the deletion. */
  subscriptionCancelled: z.boolean(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

export const WRONG_PASSWORD_MESSAGE = "That password isn't right. Nothing was changed.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Every other device has been signed out.";
export const LOGGED_OUT_EVERYWHERE_MESSAGE = "Every other device and browser has been signed out. You're still signed in here.";

// ---- GET /api/account/export (JSON) ----

const iso = z.string();
const safetyLevel = z.enum(SAFETY_LEVELS);

export const EXPORT_FORMAT = "clearday-export";
/** 2: coachMemory became the switch, the last clear and a list of items. */
export const EXPORT_VERSION = 2;

export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: iso,
  account: userSchema.extend({
    subscriptionStatus: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: iso.nullable(),
  }),
  assessments: z.array(
    z.object({
      id: z.string(),
      completedAt: iso,
      isComplete: z.boolean(),
      responses: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      /** The analysis as stored (parsed JSON), or null while none was made. */
      analysis: z.unknown().nullable(),
      followUpQuestions: z.array(z.object({ id: z.string(), category: z.string(), context: z.string(), question: z.string() })).nullable(),
      followUpResponses: z.record(z.string(), z.string()).nullable(),
      enhancedPlan: z.unknown().nullable(),
      safetyLevel,
    }),
  ),
  diaryEntries: z.array(
    z.object({
      id: z.string(),
      createdAt: iso,
      content: z.string(),
      mood: z.number().nullable(),
      moodLabel: z.string().nullable(),
      aiInsight: z.string().nullable(),
      safetyLevel,
    }),
  ),
  coachingSessions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      createdAt: iso,
      updatedAt: iso,
      summary: z.string().nullable(),
      messages: z.array(z.object({ id: z.string(), role: z.enum(["user", "assistant"]), content: z.string(), createdAt: iso, safetyLevel })),
    }),
  ),
  /** "What Mindy remembers": the switch, the last clear and every item. */
  coachMemory: z.object({
    enabled: z.boolean(),
    clearedAt: iso.nullable(),
    items: z.array(z.object({ id: z.string(), text: z.string(), learnedAt: iso, editedAt: iso.nullable(), sessionId: z.string(), sessionTitle: z.string() })),
  }),
  insights: z.array(z.object({ id: z.string(), localDate: z.string(), slot: z.string(), insight: z.string(), category: z.string(), createdAt: iso })),
  sharedSnapshots: z.array(z.object({ id: z.string(), createdAt: iso, bytes: z.number(), url: z.string() })),
  /** Weekly and monthly reflections, as shown (quotes name their entries by id). */
  reflections: z.array(
    z.object({ id: z.string(), period: z.enum(["week", "month"]), periodStart: z.string(), periodEnd: z.string(), createdAt: iso, reflection: reflectionBodySchema }),
  ),
  /** How many times the safety screen fired: counts only, the events never hold text. */
  safetyEvents: z.object({ count: z.number() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
