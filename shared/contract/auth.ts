import { z } from "zod";
import { timeZoneSchema } from "./user";

import { MAX_PASSWORD, MIN_PASSWORD } from "./password-rules";

export { MAX_PASSWORD, MIN_PASSWORD };
export const TIER_VALUES = ["free", "premium", "pro"] as const;
export type SubscriptionTier = (typeof TIER_VALUES)[number];

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .toLowerCase()
  .max(254, "Email address is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));
const password = z
  .string({ error: "Enter a password" })
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

export const registerRequest = z.object({
  email,
  password,
  name: z.string({ error: "Enter your name" }).trim().min(1, "Enter your name").max(100, "Name must be at most 100 characters"),
  termsAccepted: z.literal(true, { error: "Please accept the Terms of Service to create an account." }),
  /** The browser's time zone, so streaks and daily insights follow the person's own days. */
  timeZone: timeZoneSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(MAX_PASSWORD, "Invalid email or password"),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;
export const resetPasswordRequest = z.object({
  token: z.string({ error: "The reset link is missing its token" }).min(10, "The reset link is invalid").max(200, "The reset link is invalid"),
  password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subscriptionTier: z.enum(TIER_VALUES),
  timeZone: z.string(),
  crisisRegion: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponse = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;

export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour.";
