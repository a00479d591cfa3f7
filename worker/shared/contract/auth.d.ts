import { z } from "zod";
export declare const MIN_PASSWORD = 6;
export declare const MAX_PASSWORD = 128;
export declare const TIER_VALUES: readonly ["free", "premium", "pro"];
export type SubscriptionTier = (typeof TIER_VALUES)[number];
export declare const registerRequest: z.ZodObject<{
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
    password: z.ZodString;
    name: z.ZodString;
    termsAccepted: z.ZodLiteral<true>;
    timeZone: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type RegisterRequest = z.input<typeof registerRequest>;
export declare const loginRequest: z.ZodObject<{
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
    password: z.ZodString;
}, z.core.$strip>;
export type LoginRequest = z.input<typeof loginRequest>;
export declare const forgotPasswordRequest: z.ZodObject<{
    email: z.ZodPipe<z.ZodString, z.ZodEmail>;
}, z.core.$strip>;
export declare const resetPasswordRequest: z.ZodObject<{
    token: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
export declare const userSchema: z.ZodObject<{
    id: z.ZodString;
    email: z.ZodString;
    name: z.ZodNullable<z.ZodString>;
    subscriptionTier: z.ZodEnum<{
        free: "free";
        premium: "premium";
        pro: "pro";
    }>;
    timeZone: z.ZodString;
    crisisRegion: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
}, z.core.$strip>;
export type User = z.infer<typeof userSchema>;
export declare const authResponse: z.ZodObject<{
    token: z.ZodString;
    user: z.ZodObject<{
        id: z.ZodString;
        email: z.ZodString;
        name: z.ZodNullable<z.ZodString>;
        subscriptionTier: z.ZodEnum<{
            free: "free";
            premium: "premium";
            pro: "pro";
        }>;
        timeZone: z.ZodString;
        crisisRegion: z.ZodNullable<z.ZodString>;
        createdAt: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export type AuthResponse = z.infer<typeof authResponse>;
export declare const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour.";
