import { MIN_PASSWORD } from "@shared/contract/auth";
import { z } from "zod";

// Form-level rules (the server checks the same and more).
export const signInForm = z.object({
  email: z.string().trim().min(1, "Enter your email address").email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password"),
});
export type SignInForm = z.infer<typeof signInForm>;

export const signUpForm = z.object({
  name: z.string().trim().min(1, "Enter your name"),
  email: z.string().trim().min(1, "Enter your email address").email("Enter a valid email address"),
  password: z.string().min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`).max(128, "Password must be at most 128 characters"),
  termsAccepted: z.boolean(),
});
export type SignUpForm = z.infer<typeof signUpForm>;

export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
