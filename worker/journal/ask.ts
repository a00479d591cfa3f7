// "Ask your journal" (premium and pro; decision 0111): a question answered from the person's own
// entries only, with citations whose quotes are verbatim words of the cited entries. The question is
// screened like everything a person writes: at acute risk the answer is the reviewed crisis reply,
// with no retrieval and no model. The route is POST /api/journal/ask (routes/journal/ask.ts).
import type { UserRow } from "../app-env";
import { coachFor } from "../coach/for-env";
import { chargeModelCall } from "../coach/model-budget";
import type { Env } from "../env";
import { crisisReply } from "../safety";
import { recordSafetyEvent, screenPersonText } from "../safety/store";
import type { AskJournalResponse } from "../../shared/contract/journal-ask";
import type { CrisisRegion } from "../../shared/crisis-resources";
import { retrieveForQuestion } from "./ask-retrieval";
import { backfillEntryVectors } from "./ask-vectors";

/** Screens the question, then charges the model budget, retrieves the entries and answers from them. */
export async function answerJournalQuestion(
  env: Env,
  user: UserRow,
  question: string,
  region: CrisisRegion,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<AskJournalResponse> {
  const screened = await screenPersonText(env, question, waitUntil);
  if (screened.level === "acute") {
    // Before the budget: a person at risk always gets the crisis reply.
    // The question is about the diary: recorded as a diary event (never the text).
    await recordSafetyEvent(env.DB, { userId: user.id, screened, source: "diary", region });
    const reply = crisisReply({ region, name: user.name, category: screened.category ?? null });
    return { answer: reply.text, citations: [], safety: { level: "acute", resources: reply.resources } };
  }

  const coach = coachFor(env);
  // Charged before retrieval, so a person over the budget always gets the limit message.
  if (coach.provider !== "offline") await chargeModelCall(env, user);
  const entries = await retrieveForQuestion(env, user.id, question);
  waitUntil(backfillEntryVectors(env, user.id));
  const { answer, citations } = await coach.answerFromJournal(question, entries, { timeZone: user.timeZone });
  return { answer, citations };
}
