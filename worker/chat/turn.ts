// One chat turn: load what Mindy may know (paid tiers), screen, ask the coach, and store the
// exchange. Storage happens once, in one D1 batch, after the whole reply exists: a reply that
// fails part-way leaves nothing behind.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { isPaid } from "../billing/tier-gate";
import type { Coach, CoachMemory, ChatTurn, ReplyInput, ReplyResult } from "../coach";
import { getDb, schema, type Db } from "../db/client";
import type { Env } from "../env";
import { HttpError, notFound } from "../lib/http-error";
import { newId } from "../lib/ids";
import { chargeModelCall } from "../coach/model-budget";
import { limitReachedCareReply, screenText, secondOpinionFor } from "../safety";
import { checkInWrite, countSecondOpinion, readCheckIn, recordSafetyEvent } from "../safety/store";
import { COACH_NAME } from "../../shared/brand";
import { aiReminderDue } from "../../shared/chat-rules";
import type { ChatResponse, ChatSafety } from "../../shared/contract/coaching";
import type { CrisisRegion, CrisisResource } from "../../shared/crisis-resources";
import { titleFromText } from "../../shared/session-title";
import { learnStatements, memoryForTurn } from "./memory-store";

/** Earlier messages loaded for a turn; older ones live on in the session's stored summary. */
export const HISTORY_LOAD_LIMIT = 200;

export const AI_REMINDER = `A quick reminder: I'm ${COACH_NAME}, an AI coach, not a human and not a therapist.`;

type SessionRow = typeof schema.coachingSessions.$inferSelect;

export interface PreparedTurn {
  user: UserRow;
  message: string;
  /** The stored session being continued; null for a new session or when nothing is stored. */
  session: SessionRow | null;
  /** Whether this exchange is stored (premium and pro on /api/coaching/chat). */
  persist: boolean;
  input: ReplyInput;
  startedAt: number;
  /** Prefix for the reply: the 3-hour "I'm an AI" reminder, when due. */
  reminder: string;
  /** A reply decided before the coach (past the daily budget in distress): the coach is not asked. */
  fixed?: ReplyResult;
  /** The coach answering the turn (it also says what the turn teaches Mindy). */
  coach: Coach;
}

export async function prepareTurn(
  env: Env,
  coach: Coach,
  opts: { user: UserRow; message: string; sessionId: string | null; remember: boolean; region: CrisisRegion; recent?: ChatTurn[] },
): Promise<PreparedTurn> {
  const { user, message, region } = opts;
  const db = getDb(env.DB);
  const now = Date.now();
  const persist = opts.remember && isPaid(user.subscriptionTier);

  let session: SessionRow | null = null;
  let history: ChatTurn[] = [];
  let memory: CoachMemory | null = null;
  if (persist) {
    if (opts.sessionId) {
      // Another person's session is indistinguishable from a missing one.
      session =
        (await db.query.coachingSessions.findFirst({
          where: and(eq(schema.coachingSessions.id, opts.sessionId), eq(schema.coachingSessions.userId, user.id)),
        })) ?? null;
      if (!session) throw notFound("That conversation was not found. It may have been deleted.");
      history = await loadHistory(db, session.id, HISTORY_LOAD_LIMIT);
    }
    memory = await memoryForTurn(db, user.id, session?.id ?? null, HISTORY_LOAD_LIMIT);
  } else {
    // Nothing stored: the conversation the person sees is the context, for this reply only.
    history = opts.recent ?? [];
  }

  // One check-in state per person, for every tier and across conversations.
  const checkIn = await readCheckIn(env.DB, user.id);
  const input: ReplyInput = { message, history, memory, name: user.name, region, checkIn, now, secondOpinion: secondOpinionFor(env) };

  const reminder = session && aiReminderDue(session.createdAt, session.updatedAt, now) ? AI_REMINDER : "";
  const turn: PreparedTurn = { user, message, session, persist, input, startedAt: now, reminder, coach };
  // The daily model budget counts only turns a language model will answer.
  if (coach.willUseModel(input)) {
    try {
      await chargeModelCall(env, user);
    } catch (err) {
      // Past the budget and hurting: the helplines with the limit, never only the limit.
      const screened = screenText(message);
      if (!(err instanceof HttpError) || err.status !== 429 || (screened.level === "none" && !screened.concern)) throw err;
      const care = limitReachedCareReply({ region, limitMessage: err.message });
      turn.fixed = { text: care.text, safety: { level: screened.level === "none" ? "distress" : screened.level, resources: care.resources }, checkIn, usedModel: false };
    }
  }
  return turn;
}

async function loadHistory(db: Db, sessionId: string, limit: number): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: schema.coachingMessages.role, content: schema.coachingMessages.content })
    .from(schema.coachingMessages)
    .where(eq(schema.coachingMessages.sessionId, sessionId))
    .orderBy(desc(schema.coachingMessages.createdAt), desc(schema.coachingMessages.role))
    .limit(limit);
  return rows.reverse();
}

/** The text shown and stored for Mindy's side of the turn. */
export function replyText(turn: PreparedTurn, result: ReplyResult): string {
  // The reminder is not glued onto fixed safety replies: those are worded on their own.
  return turn.reminder && result.safety.level !== "acute" && !result.checkIn?.active ? `${turn.reminder}\n\n${result.text}` : result.text;
}

/**
 * Records the safety event and, for paid tiers, stores the session and both messages in one batch.
 * Returns what the client gets.
 */
export async function completeTurn(env: Env, turn: PreparedTurn, result: ReplyResult): Promise<ChatResponse> {
  const db = getDb(env.DB);
  const response = replyText(turn, result);
  if (result.safety.level === "acute") {
    await recordSafetyEvent(env.DB, {
      userId: turn.user.id,
      screened: { level: "acute", ...(result.safety.category ? { category: result.safety.category } : {}) },
      source: "chat",
      region: turn.input.region,
    });
  }
  if (result.guard) await countSecondOpinion(env.DB, result.guard).catch(() => undefined);
  const safety: ChatSafety = {
    level: result.safety.level,
    ...(result.safety.resources ? { resources: result.safety.resources as CrisisResource[] } : {}),
  };
  const checkIn = Boolean(result.checkIn?.active);
  const checkInChanged = JSON.stringify(result.checkIn ?? null) !== JSON.stringify(turn.input.checkIn ?? null);
  const checkInStatement = checkInWrite(env.DB, turn.user.id, result.checkIn, Date.now());
  if (!turn.persist) {
    // Nothing of the conversation is kept for free chat; the check-in state (no text) is.
    if (checkInChanged) await checkInStatement;
    return { response, sessionId: null, safety, checkIn };
  }

  const doneAt = Math.max(Date.now(), turn.startedAt + 1);
  const sessionId = turn.session?.id ?? newId();
  const title = turn.session?.title ?? titleFromText(turn.message);
  // What this turn teaches Mindy: never a flagged turn or one in a check-in.
  const learned = await turn.coach.learn({ message: turn.message, safety: result.safety.level, checkIn: Boolean(turn.input.checkIn?.active || result.checkIn?.active) });

  const sessionWrite = turn.session
    ? db
        .update(schema.coachingSessions)
        .set({
          messageCount: sql`${schema.coachingSessions.messageCount} + 2`,
          updatedAt: doneAt,
        })
        .where(and(eq(schema.coachingSessions.id, sessionId), eq(schema.coachingSessions.userId, turn.user.id)))
    : db.insert(schema.coachingSessions).values({
        id: sessionId,
        userId: turn.user.id,
        title,
        messageCount: 2,
        createdAt: turn.startedAt,
        updatedAt: doneAt,
      });
  const userLevel = result.safety.level;
  try {
    await db.batch([
      sessionWrite,
      db.insert(schema.coachingMessages).values([
        { id: newId(), sessionId, userId: turn.user.id, role: "user", content: turn.message, safetyLevel: userLevel, createdAt: turn.startedAt },
        { id: newId(), sessionId, userId: turn.user.id, role: "assistant", content: response, safetyLevel: "none", createdAt: doneAt },
      ]),
      ...learnStatements(db, { userId: turn.user.id, sessionId, learned, saidAt: turn.startedAt }),
      ...(checkInChanged ? [checkInStatement] : []),
    ]);
  } catch (err) {
    // The session was deleted while Mindy was answering: the batch rolled back as a whole.
    if (turn.session && /FOREIGN KEY/i.test(String(err))) throw notFound("That conversation was deleted while Mindy was answering.");
    throw err;
  }
  return { response, sessionId, safety, checkIn };
}

export async function listSessions(d1: D1Database, userId: string, limit = 50) {
  const db = getDb(d1);
  const sessions = await db.select().from(schema.coachingSessions).where(eq(schema.coachingSessions.userId, userId)).orderBy(desc(schema.coachingSessions.updatedAt)).limit(limit);
  if (sessions.length === 0) return [];
  const messages = await db
    .select({
      sessionId: schema.coachingMessages.sessionId,
      role: schema.coachingMessages.role,
      content: schema.coachingMessages.content,
      createdAt: schema.coachingMessages.createdAt,
    })
    .from(schema.coachingMessages)
    .where(
      and(
        eq(schema.coachingMessages.userId, userId),
        inArray(
          schema.coachingMessages.sessionId,
          sessions.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(schema.coachingMessages.createdAt), asc(schema.coachingMessages.role));
  const bySession = new Map<string, { role: "user" | "assistant"; content: string; timestamp: string }[]>();
  for (const m of messages) {
    const list = bySession.get(m.sessionId) ?? [];
    list.push({ role: m.role, content: m.content, timestamp: new Date(m.createdAt).toISOString() });
    bySession.set(m.sessionId, list);
  }
  return sessions.map((s) => ({
    id: s.id,
    title: s.title,
    messages: bySession.get(s.id) ?? [],
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
    messageCount: s.messageCount,
  }));
}

/**
 * Deletes one of the person's sessions, or 404 (another person's looks like a missing one). Its
 * messages, and what Mindy remembered from it, go with the session (ON DELETE CASCADE).
 */
export async function deleteSession(d1: D1Database, userId: string, id: string): Promise<void> {
  const db = getDb(d1);
  const deleted = await db
    .delete(schema.coachingSessions)
    .where(and(eq(schema.coachingSessions.id, id), eq(schema.coachingSessions.userId, userId)))
    .returning({ id: schema.coachingSessions.id });
  if (deleted.length === 0) throw notFound("That conversation was not found. It may have been deleted already.");
}
