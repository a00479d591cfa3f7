import type { Env } from "../env";
import { PRODUCT_NAME } from "../../shared/brand";
import { emailProviderConfigured, isProduction } from "./deployment";
import { logError } from "./log";

const DEFAULT_FROM = `${PRODUCT_NAME} <no-reply@clearday.app>`;

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through a JSON email API when one is configured (EMAIL_API_URL, EMAIL_API_KEY,
 * EMAIL_FROM; the body shape of Resend-style APIs). Without one, a local run writes the message to
 * the Worker's log, which is how a local reset link is found; production never does (a live reset
 * link in Workers Logs is a key to the account), it only logs that nothing was sent.
 */
export async function sendEmail(env: Env, email: Email): Promise<void> {
  if (!emailProviderConfigured(env)) {
    if (isProduction(env)) logError({ where: "email", note: "no email provider is configured; nothing was sent" });
    else console.log(`[email to ${email.to}] ${email.subject}\n${email.text}`);
    return;
  }
  try {
    const res = await fetch(env.EMAIL_API_URL!, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: env.EMAIL_FROM || DEFAULT_FROM, to: email.to, subject: email.subject, text: email.text }),
    });
    if (!res.ok) logError({ where: "email", note: `the email provider answered ${res.status}` });
  } catch (err) {
    logError({ where: "email", note: "the email provider could not be reached" }, err);
  }
}
