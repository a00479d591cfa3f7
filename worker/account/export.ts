// Everything one person has here, read with their id on every query (never a join that could
// reach someone else's rows). Secrets stay out: no password hash, Stripe ids or token version.
import { asc, count, desc, eq } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { toUser } from "../auth/serialize";
import { getDb, schema } from "../db/client";
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExport } from "../../shared/contract/account";
import { moodFor } from "../../shared/moods";
import { reflectionBodySchema } from "../../shared/contract/reflections";
import { readStored } from "../assessments/pending-marker";
import { listItems, readSettings } from "../chat/memory-store";

const isoOf = (ms: number) => new Date(ms).toISOString();

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // stored as plain text: give it back as it is
  }
}

export async function buildExport(d1: D1Database, user: UserRow, origin: string, now = Date.now()): Promise<AccountExport> {
  const db = getDb(d1);
  const s = schema;
  const [assessments, entries, sessions, messages, memoryItems, memorySettings, insights, snapshots, safety, reflections] = await Promise.all([
    db.select().from(s.assessments).where(eq(s.assessments.userId, user.id)).orderBy(desc(s.assessments.completedAt)),
    db.select().from(s.journalEntries).where(eq(s.journalEntries.userId, user.id)).orderBy(desc(s.journalEntries.createdAt), desc(s.journalEntries.id)),
    db.select().from(s.coachingSessions).where(eq(s.coachingSessions.userId, user.id)).orderBy(desc(s.coachingSessions.updatedAt)),
    db.select().from(s.coachingMessages).where(eq(s.coachingMessages.userId, user.id)).orderBy(asc(s.coachingMessages.createdAt), asc(s.coachingMessages.id)),
    listItems(db, user.id),
    readSettings(db, user.id),
    db.select().from(s.dailyInsights).where(eq(s.dailyInsights.userId, user.id)).orderBy(desc(s.dailyInsights.localDate), asc(s.dailyInsights.createdAt)),
    db.select().from(s.snapshots).where(eq(s.snapshots.userId, user.id)).orderBy(desc(s.snapshots.createdAt)),
    db.select({ n: count() }).from(s.safetyEvents).where(eq(s.safetyEvents.userId, user.id)),
    db.select().from(s.reflections).where(eq(s.reflections.userId, user.id)).orderBy(desc(s.reflections.periodEnd), asc(s.reflections.period)),
  ]);

  const bySession = new Map<string, AccountExport["coachingSessions"][number]["messages"]>();
  for (const m of messages) {
    const list = bySession.get(m.sessionId) ?? [];
    list.push({ id: m.id, role: m.role, content: m.content, createdAt: isoOf(m.createdAt), safetyLevel: m.safetyLevel });
    bySession.set(m.sessionId, list);
  }

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: isoOf(now),
    account: {
      ...toUser(user),
      subscriptionStatus: user.subscriptionStatus,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      currentPeriodEnd: user.currentPeriodEnd ? isoOf(user.currentPeriodEnd * 1000) : null,
    },
    assessments: assessments.map((a) => {
      const plan = readStored(a.enhancedPlan);
      const analysis = readStored(a.aiAnalysis);
      return {
        id: a.id,
        completedAt: isoOf(a.completedAt),
        isComplete: a.isComplete,
        responses: a.responses,
        // Nor is an analysis still being written.
        analysis: analysis.kind === "pending" ? null : parseJson(a.aiAnalysis),
        followUpQuestions: a.followUpQuestions ?? null,
        followUpResponses: a.followUpResponses ?? null,
        // A plan still being written is not part of the person's data yet.
        enhancedPlan: plan.kind === "value" ? plan.value : plan.kind === "junk" ? a.enhancedPlan : null,
        safetyLevel: a.safetyLevel,
      };
    }),
    diaryEntries: entries.map((e) => ({
      id: e.id,
      createdAt: isoOf(e.createdAt),
      content: e.content,
      mood: e.mood,
      moodLabel: moodFor(e.mood)?.label ?? null,
      aiInsight: e.aiInsight,
      safetyLevel: e.safetyLevel,
    })),
    coachingSessions: sessions.map((c) => ({
      id: c.id,
      title: c.title,
      createdAt: isoOf(c.createdAt),
      updatedAt: isoOf(c.updatedAt),
      summary: c.summary,
      messages: bySession.get(c.id) ?? [],
    })),
    coachMemory: {
      enabled: memorySettings.enabled,
      clearedAt: memorySettings.clearedAt === null ? null : isoOf(memorySettings.clearedAt),
      items: memoryItems,
    },
    insights: insights.map((i) => ({ id: i.id, localDate: i.localDate, slot: i.slot, insight: i.insight, category: i.category, createdAt: isoOf(i.createdAt) })),
    sharedSnapshots: snapshots.map((p) => ({ id: p.id, createdAt: isoOf(p.createdAt), bytes: p.bytes, url: `${origin}/api/snapshots/${p.id}` })),
    reflections: reflections.map((r) => ({
      id: r.id,
      period: r.period,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      createdAt: isoOf(r.createdAt),
      reflection: reflectionBodySchema.parse(JSON.parse(r.body)),
    })),
    safetyEvents: { count: safety[0]?.n ?? 0 },
  };
}
