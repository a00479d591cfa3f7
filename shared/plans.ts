// The one static plan list, read by the pricing page, the home page's pricing section and the
// Stripe setup script (scripts/stripe-setup.mjs, whose amounts a unit test compares with these).
import type { SubscriptionTier } from "./contract/auth";

export type PaidTier = Exclude<SubscriptionTier, "free">;
export type PlanIcon = "sparkles" | "crown" | "zap";

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  description: string;
  /** Dollars per month (0 for free). */
  price: number;
  /** Premium only: what the 7-day trial costs, and the first month after it. */
  trialPrice?: number;
  firstMonthPrice?: number;
  popular: boolean;
  features: string[];
  limitations: string[];
  buttonText: string;
  icon: PlanIcon;
}

export const TRIAL_DAYS = 7;
/** Amounts in cents, as Stripe takes them. */
export const PRICE_CENTS = {
  premium: 1999,
  pro: 2999,
  trialFee: 499,
  /** Once-only discount on the first month after the trial: 19.99 - 4.99 = 15. */
  firstMonthDiscount: 499,
} as const;

export const PLAN_GUARANTEE = "All plans carry a 30-day money-back guarantee. Cancel anytime.";

export const PLANS: readonly Plan[] = [
  {
    tier: "free",
    name: "Free Discovery",
    description: "Start understanding yourself, at no cost.",
    price: 0,
    popular: false,
    features: ["Basic life assessment", "AI insights overview", "1 daily motivation", "Basic journal with static prompts", "Open chat with the AI coach"],
    limitations: ["No coaching memory between chats", "No AI insights on journal entries", "No progress tracking"],
    buttonText: "Get Started Free",
    icon: "sparkles",
  },
  {
    tier: "premium",
    name: "Premium Coach",
    description: "Daily AI coaching that remembers you and helps you grow.",
    price: 19.99,
    trialPrice: 4.99,
    firstMonthPrice: 15,
    popular: true,
    features: [
      "Full life assessment",
      "AI coaching with memory",
      "3 daily motivations (morning, afternoon, evening)",
      "Daily insights",
      "Progress tracking",
      "Smart journal with personalised prompts",
    ],
    limitations: ["No advanced personality insights", "No weekly reports"],
    buttonText: "Start $4.99 Trial",
    icon: "crown",
  },
  {
    tier: "pro",
    name: "Pro Transformation",
    description: "The complete toolkit for lasting change.",
    price: 29.99,
    popular: false,
    features: ["Everything in Premium", "Advanced personality insights", "Custom goals", "Weekly reports", "Priority AI response"],
    limitations: [],
    buttonText: "Go Pro",
    icon: "zap",
  },
];

export const planFor = (tier: SubscriptionTier): Plan => PLANS.find((p) => p.tier === tier) ?? PLANS[0]!;

/** "$19.99", "$15", "$0". */
export const formatPrice = (dollars: number) => `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
