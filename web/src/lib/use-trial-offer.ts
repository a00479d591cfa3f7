import { useSubscriptionStatus } from "@/api/billing/get-subscription-status";

/**
 * The words of an upgrade button: the 7-day trial for someone who has not had one, a plain upgrade
 * for someone who has (one trial per person, decision 0072). Until the status is known, the trial.
 */
export function useTrialOffer(signedIn: boolean): { trial: boolean; cta: string } {
  const status = useSubscriptionStatus(signedIn);
  const trial = !status.data?.trialUsed;
  return { trial, cta: trial ? "Start Premium Trial" : "Upgrade to Premium" };
}
