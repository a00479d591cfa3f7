// POST /api/journal/ask: "Ask your journal" (premium and pro; decision 0111). A question answered
// from the person's own entries only, with citations whose quotes are verbatim words of the cited
// entries. The question is screened like everything a person writes: at acute risk the answer is
// the reviewed crisis reply, with no retrieval and no model.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { requirePaid } from "../../billing/tier-gate";
import { coachFor } from "../../coach/for-env";
import { chargeModelCall } from "../../coach/model-budget";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { jsonBody } from "../../lib/validate";
import { crisisReply } from "../../safety";
import { recordSafetyEvent, screenPersonText } from "../../safety/store";
import { askJournalRequest, type AskJournalResponse } from "../../../shared/contract/journal-ask";
import { retrieveForQuestion } from "../../journal/ask-retrieval";
import { backfillEntryVectors } from "../../journal/ask-vectors";

export async function askJournal(c: Context<AppEnv>) {
  const user = c.get("user");
  requirePaid(user, "Ask your journal");
  const { question } = await jsonBody(c, askJournalRequest);
  await limitRate(c.env.DB, "journalAsk", user.id);

  const screened = await screenPersonText(c.env, question, (p) => c.executionCtx.waitUntil(p));
  if (screened.level === "acute") {
    // Before the budget: a person at risk always gets the crisis reply.
    const region = regionFor(c, user);
    // The question is about the diary: recorded as a diary event (never the text).
    await recordSafetyEvent(c.env.DB, { userId: user.id, screened, source: "diary", region });
    const reply = crisisReply({ region, name: user.name, category: screened.category ?? null });
    return c.json({ answer: reply.text, citations: [], safety: { level: "acute", resources: reply.resources } } satisfies AskJournalResponse);
  }

  const coach = coachFor(c.env);
  // Charged before retrieval, so a person over the budget always gets the limit message.
  if (coach.provider !== "offline") await chargeModelCall(c.env, user);
  const entries = await retrieveForQuestion(c.env, user.id, question);
  c.executionCtx.waitUntil(backfillEntryVectors(c.env, user.id));
  const { answer, citations } = await coach.answerFromJournal(question, entries, { timeZone: user.timeZone });
  return c.json({ answer, citations } satisfies AskJournalResponse);
}
