import type { Env } from "../env";

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through a JSON email API when one is configured (EMAIL_API_URL, EMAIL_API_KEY,
 * EMAIL_FROM; the body shape of Resend-style APIs). Without one, the message goes to the
 * Worker's log, which is how a local reset link is found.
 */
export async function sendEmail(env: Env, email: Email): Promise<void> {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) {
    console.log(`[email to ${email.to}] ${email.subject}\n${email.text}`);
    return;
  }
  const res = await fetch(env.EMAIL_API_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ from: env.EMAIL_FROM ?? "Clearday <no-reply@clearday.app>", to: email.to, subject: email.subject, text: email.text }),
  });
  if (!res.ok) console.warn(`email provider answered ${res.status}`);
}
