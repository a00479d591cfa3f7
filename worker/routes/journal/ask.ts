// POST /api/journal/ask: "Ask your journal" (premium and pro; decision 0111). The screen, the budget,
// the retrieval and the answer are worker/journal/ask.ts; this handler checks the tier and the rate
// limit, calls it and answers.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { requirePaid } from "../../billing/tier-gate";
import { answerJournalQuestion } from "../../journal/ask";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { jsonBody } from "../../lib/validate";
import { askJournalRequest } from "../../../shared/contract/journal-ask";

export async function askJournal(c: Context<AppEnv>) {
  const user = c.get("user");
  requirePaid(user, "Ask your journal");
  const { question } = await jsonBody(c, askJournalRequest);
  await limitRate(c.env.DB, "journalAsk", user.id);
  const body = await answerJournalQuestion(c.env, user, question, regionFor(c, user), (p) => c.executionCtx.waitUntil(p));
  return c.json(body);
}
