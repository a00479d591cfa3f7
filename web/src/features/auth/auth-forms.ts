import { MAX_PASSWORD, MIN_PASSWORD } from "@shared/contract/password-rules";
import * as z from "zod/mini";

// Form-level rules (the server checks the same and more). zod's mini build: the sign-in page is a
// landing page, and the full build would be most of its JavaScript.
const email = z.pipe(z.string().check(z.trim(), z.minLength(1, "Enter your email address")), z.email("Enter a valid email address"));

export const signInForm = z.object({
  email,
  password: z.string().check(z.minLength(1, "Enter your password")),
});
export type SignInForm = z.infer<typeof signInForm>;

export const forgotPasswordForm = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const signUpForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Enter your name")),
  email,
  password: z
    .string()
    .check(z.minLength(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`), z.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)),
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
