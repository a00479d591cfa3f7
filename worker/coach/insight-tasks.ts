// Insights over time: the daily insights and the weekly and monthly reflections.
import { z } from "zod";
import { checkInInsight } from "../safety";
import { DailyInsightSchema, type DailyInsightSlot, type SlottedDailyInsight } from "../../shared/ai-results";
import { isAcute } from "./guard";
import { MAX_OUTPUT_TOKENS, callStructured } from "./model-call";
import { ModelDailyInsights, normaliseDailyInsights } from "./normalise";
import { offlineDailyInsights } from "./offline/journal";
import { offlineReflection } from "./offline/reflection";
import { REFLECTION_TASK, ModelReflection, mergeThemes, normaliseReflection, reflectionData } from "./reflection";
import { reflectionDraftSchema, type ReflectionDraft } from "../../shared/contract/reflections";
import { asUserText, dailyInsightsTask } from "./prompts";
import { cleanText, hasLetters } from "./text";
import type { DailyInsightsInput, ReflectionInput } from "./types";
import type { ModelSettings } from "./model-call";

export function createInsightTasks(settings: ModelSettings) {
  const { model, timeoutMs, schemaInPrompt } = settings;

  async function dailyInsights(input: DailyInsightsInput): Promise<SlottedDailyInsight[]> {
    const slots = [...new Set((input.slots ?? []).filter((s): s is DailyInsightSlot => ["daily", "morning", "afternoon", "evening"].includes(s)))];
    if (slots.length === 0) return [];
    const entries = (Array.isArray(input.recentEntries) ? input.recentEntries : [])
      .filter((e): e is string => typeof e === "string")
      .slice(0, 10)
      .map((e) => cleanText(e, 4000))
      .filter((e) => hasLetters(e) && !isAcute(e));
    const personal = input.tier !== "free";
    const offline = offlineDailyInsights({
      slots,
      recentEntries: entries,
      tier: input.tier,
      ...(input.name ? { name: input.name } : {}),
      ...(input.date ? { date: input.date } : {}),
    });

    if (input.checkIn?.active) {
      // During a safety check-in: the first insight is the reviewed check-in insight, the rest stay general.
      const first = checkInInsight(input.region ?? "OTHER");
      const general = offlineDailyInsights({ slots, recentEntries: [], tier: "free", ...(input.date ? { date: input.date } : {}) });
      return general.map((g, i) => (i === 0 ? { slot: g.slot, ...DailyInsightSchema.parse(first) } : g));
    }
    if (!model) return offline;

    const name = cleanText(input.name ?? "", 60).split(/\s+/)[0] ?? "";
    const data = [
      name && hasLetters(name) ? `Their first name: ${asUserText(name)}` : "",
      personal && entries.length > 0
        ? `Their recent diary entries (newest first):\n\n${entries
            .slice(0, 5)
            .map((e, i) => `Entry ${i + 1}: ${asUserText(cleanText(e, 1200))}`)
            .join("\n\n")}`
        : "No diary entries to personalise from.",
    ]
      .filter(Boolean)
      .join("\n\n");
    const bySlot = await callStructured({
      operation: "dailyInsights",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.dailyInsights,
      schemaInPrompt,
      task: dailyInsightsTask(slots, personal && entries.length > 0),
      data,
      modelSchema: ModelDailyInsights,
      normalise: (raw) => normaliseDailyInsights(raw, slots),
      schema: z.partialRecord(z.enum(["daily", "morning", "afternoon", "evening"]), DailyInsightSchema),
    });
    return offline.map((o) => {
      const m = bySlot?.[o.slot];
      return m ? { slot: o.slot, insight: m.insight, category: m.category } : o;
    });
  }

  async function reflection(input: ReflectionInput): Promise<ReflectionDraft> {
    // Defence in depth: the caller already left out flagged entries; text the screen finds acute now is not quoted either.
    const entries = input.entries.filter((e) => hasLetters(e.content) && !isAcute(e.content));
    const safeInput = { ...input, entries };
    const offline = reflectionDraftSchema.parse(offlineReflection(safeInput));
    if (!model || entries.length === 0) return offline;
    const r = await callStructured({
      operation: "reflection",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.reflection,
      schemaInPrompt,
      task: REFLECTION_TASK,
      data: reflectionData(safeInput),
      modelSchema: ModelReflection,
      normalise: (raw) => normaliseReflection(raw, entries),
      schema: reflectionDraftSchema,
    });
    return r ? { ...r, themes: mergeThemes(r.themes, offline.themes) } : offline;
  }

  return { dailyInsights, reflection };
}
