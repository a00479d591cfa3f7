// Loose schemas sent to the model (no lengths or refinements, so any provider can use them as a
// JSON schema) and the tidying applied to what comes back before strict validation.
import { z } from "zod";
import { AI_TEXT_LIMITS, DAILY_INSIGHT_SLOTS, FOLLOW_UP_MAX, type DailyInsightSlot } from "../../shared/ai-results";
import { clip, cleanText, oneLine } from "./text";

export const ModelAnalysis = z.object({
  overallSummary: z.string(),
  keyStrengths: z.array(z.string()),
  areasForGrowth: z.array(z.string()),
  personalizedRecommendations: z.array(z.string()),
  coachingFocus: z.array(z.string()),
});

export const ModelFollowUps = z.object({
  questions: z.array(z.object({ id: z.string(), category: z.string(), context: z.string(), question: z.string() })),
});

export const ModelPlan = z.object({
  summary: z.string(),
  focusAreas: z.array(z.string()),
  weeks: z.array(z.object({ week: z.number(), theme: z.string(), actions: z.array(z.string()) })),
  dailyPractice: z.string(),
});

export const ModelJournalInsight = z.object({ insight: z.string() });

export const ModelJournalPrompts = z.object({
  prompts: z.array(z.object({ title: z.string().optional(), prompt: z.string() })),
});

export const ModelDailyInsights = z.object({
  insights: z.array(z.object({ slot: z.string(), insight: z.string(), category: z.string() })),
});

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A tidy single-line string capped at max, or "" for anything that is not a string. */
export function str(v: unknown, max: number): string {
  if (typeof v !== "string") return "";
  return clip(oneLine(cleanText(v, max * 4)), max);
}

export function strList(v: unknown, maxItem: number, maxItems: number): string[] {
  if (!Array.isArray(v)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of v) {
    const s = str(item, maxItem);
    if (s && !seen.has(s.toLowerCase())) {
      seen.add(s.toLowerCase());
      out.push(s);
    }
    if (out.length >= maxItems) break;
  }
  return out;
}

export function normaliseAnalysis(raw: unknown): unknown {
  if (!isObj(raw)) return raw;
  return {
    overallSummary: str(raw.overallSummary, AI_TEXT_LIMITS.summary),
    keyStrengths: strList(raw.keyStrengths, AI_TEXT_LIMITS.item, 8),
    areasForGrowth: strList(raw.areasForGrowth, AI_TEXT_LIMITS.item, 8),
    personalizedRecommendations: strList(raw.personalizedRecommendations, AI_TEXT_LIMITS.item, 10),
    coachingFocus: strList(raw.coachingFocus, AI_TEXT_LIMITS.item, 8),
  };
}

export function normaliseFollowUps(raw: unknown): unknown {
  const list = isObj(raw) ? raw.questions : raw;
  if (!Array.isArray(list)) return raw;
  const seen = new Set<string>();
  const out: Array<{ id: string; category: string; context: string; question: string }> = [];
  list.forEach((q, i) => {
    if (!isObj(q) || out.length >= FOLLOW_UP_MAX) return;
    const question = str(q.question, AI_TEXT_LIMITS.question);
    if (!question) return;
    let id = (typeof q.id === "string" ? q.id : "")
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 40);
    if (!id) id = `q${i + 1}`;
    while (seen.has(id)) id = `${id}_${i + 1}`;
    seen.add(id);
    out.push({
      id,
      category: str(q.category, AI_TEXT_LIMITS.title) || "Reflection",
      context: str(q.context, AI_TEXT_LIMITS.question) || "Based on your assessment answers.",
      question,
    });
  });
  return out;
}

export function normalisePlan(raw: unknown): unknown {
  if (!isObj(raw)) return raw;
  const weeks = Array.isArray(raw.weeks) ? raw.weeks.filter(isObj) : [];
  weeks.sort((a, b) => Number(a.week) - Number(b.week));
  return {
    summary: str(raw.summary, AI_TEXT_LIMITS.summary),
    focusAreas: strList(raw.focusAreas, AI_TEXT_LIMITS.title, 6),
    weeks: weeks.slice(0, 4).map((w, i) => ({
      week: i + 1,
      theme: str(w.theme, AI_TEXT_LIMITS.title),
      actions: strList(w.actions, AI_TEXT_LIMITS.item, 5),
    })),
    dailyPractice: str(raw.dailyPractice, AI_TEXT_LIMITS.item),
  };
}

export function normaliseJournalInsight(raw: unknown): unknown {
  if (!isObj(raw)) return raw;
  return { insight: str(raw.insight, AI_TEXT_LIMITS.insight) };
}

export function normaliseJournalPrompts(raw: unknown): unknown {
  if (!isObj(raw) || !Array.isArray(raw.prompts)) return raw;
  const prompts = raw.prompts
    .filter(isObj)
    .map((p) => {
      const title = str(p.title, AI_TEXT_LIMITS.title);
      const prompt = str(p.prompt, AI_TEXT_LIMITS.prompt);
      return title ? { title, prompt } : { prompt };
    })
    .filter((p) => p.prompt)
    .slice(0, 5);
  return { prompts };
}

/** Daily insights keyed by slot (only requested, valid slots). */
export function normaliseDailyInsights(raw: unknown, slots: readonly DailyInsightSlot[]): unknown {
  if (!isObj(raw) || !Array.isArray(raw.insights)) return raw;
  const bySlot: Partial<Record<DailyInsightSlot, { insight: string; category: string }>> = {};
  raw.insights.filter(isObj).forEach((x, i) => {
    const named = typeof x.slot === "string" ? x.slot.trim().toLowerCase() : "";
    const slot = (DAILY_INSIGHT_SLOTS as readonly string[]).includes(named) ? (named as DailyInsightSlot) : slots[i];
    if (!slot || !slots.includes(slot) || bySlot[slot]) return;
    bySlot[slot] = { insight: str(x.insight, AI_TEXT_LIMITS.insight), category: str(x.category, AI_TEXT_LIMITS.category) || "Insight" };
  });
  return bySlot;
}
