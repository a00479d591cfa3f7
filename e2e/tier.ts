import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

type Tier = "free" | "premium" | "pro";

/**
 * Tests only: in the app only Stripe grants a tier. This writes it straight into the e2e
 * run's local D1 (E2E_STATE, set by scripts/e2e.mjs), then refreshes the stored user.
 */
export async function setTier(page: Page, email: string, tier: Tier): Promise<void> {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set: run the e2e tests through scripts/e2e.mjs");
  const safeEmail = email.replace(/'/g, "''");
  const args = ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", `UPDATE users SET subscription_tier='${tier}' WHERE email='${safeEmail}'`];
  // The running Worker holds the same SQLite file: a write can meet SQLITE_BUSY, so try again.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("node_modules/.bin/wrangler", args, { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } });
      break;
    } catch (error) {
      if (attempt >= 8 || !String((error as { stderr?: unknown }).stderr ?? error).includes("SQLITE_BUSY")) throw error;
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  }
  await page.evaluate(async () => {
    const token = localStorage.getItem("auth_token");
    const res = await fetch("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } });
    if (res.ok) localStorage.setItem("auth_user", JSON.stringify(await res.json()));
  });
}
