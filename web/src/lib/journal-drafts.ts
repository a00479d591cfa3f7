// Never lose a word: the diary text and mood being written are kept on this device, per user and
// per writing surface, as they are typed. They survive a reload, a crash and a failed save, and are
// cleared only when the server has confirmed the save. Each draft has a client id sent as
// `clientId`, so a retried save (double click, flaky network, the offline queue) is stored once,
// and a changed text never reuses one. See docs/decisions/0024-drafts-and-idempotent-saves.md.
import { useCallback, useEffect, useRef, useState } from "react";
import type { CreateJournalEntryResponse } from "@shared/contract/journal";
import { ApiError } from "@/api/client";
import { createJournalEntry } from "@/api/journal/create-journal-entry";

const PREFIX = "clearday.journalDraft.";

export type DraftSurface = "overlay" | "page" | "dashboard" | (string & {});

export interface JournalDraft {
  userId: string;
  surface: DraftSurface;
  clientId: string;
  text: string;
  mood: number | null;
  updatedAt: number;
  /** The exact payload of a save that has not been confirmed (failed, or still in flight). */
  pending: { content: string; mood: number | null; attemptedAt: number } | null;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

function store(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings): drafts live only in memory
  }
}

const keyOf = (userId: string, surface: DraftSurface) => `${PREFIX}${userId}.${surface}`;

export const newClientId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

function parse(raw: string | null): JournalDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<JournalDraft>;
    if (typeof d.userId !== "string" || typeof d.clientId !== "string" || typeof d.text !== "string") return null;
    return {
      userId: d.userId,
      surface: typeof d.surface === "string" ? d.surface : "page",
      clientId: d.clientId,
      text: d.text,
      mood: typeof d.mood === "number" ? d.mood : null,
      updatedAt: typeof d.updatedAt === "number" ? d.updatedAt : 0,
      pending: d.pending && typeof d.pending.content === "string" ? { content: d.pending.content, mood: d.pending.mood ?? null, attemptedAt: d.pending.attemptedAt ?? 0 } : null,
    };
  } catch {
    return null;
  }
}

export function readDraft(userId: string, surface: DraftSurface, s: Store | null = store()): JournalDraft | null {
  return parse(s?.getItem(keyOf(userId, surface)) ?? null);
}

export function emptyDraft(userId: string, surface: DraftSurface): JournalDraft {
  return { userId, surface, clientId: newClientId(), text: "", mood: null, updatedAt: Date.now(), pending: null };
}

/** Writes through at once (not debounced): a crash one keystroke later still keeps the text. */
export function writeDraft(draft: JournalDraft, s: Store | null = store()): void {
  if (!s) return;
  const key = keyOf(draft.userId, draft.surface);
  try {
    if (draft.text === "" && draft.mood === null && !draft.pending) s.removeItem(key);
    else s.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota full: keep going; the text is still in the page.
  }
}

/** The next draft after an edit. Editing after a save attempt starts a new client id, so an
 *  edited text is never swallowed as a "retry" of the earlier one. */
export function editDraft(draft: JournalDraft, change: { text?: string; mood?: number | null }): JournalDraft {
  const next = { ...draft, ...change, updatedAt: Date.now() };
  if (draft.pending) return { ...next, clientId: newClientId(), pending: null };
  return next;
}

/** Whether a payload may go under this draft's client id: only the words and mood already sent
 *  with it (a retry), or anything if nothing was sent with it yet. */
export function sameAsSent(draft: JournalDraft, payload: { content: string; mood: number | null }): boolean {
  return !draft.pending || (draft.pending.content === payload.content && draft.pending.mood === payload.mood);
}

/** Records the payload being sent, before it is sent. A payload that differs from what was sent
 *  with this client id (another prompt, an edit the surface did not report) takes a new one. */
export function markPending(draft: JournalDraft, payload: { content: string; mood: number | null }, s: Store | null = store()): JournalDraft {
  const clientId = sameAsSent(draft, payload) ? draft.clientId : newClientId();
  const next = { ...draft, clientId, pending: { ...payload, attemptedAt: Date.now() } };
  writeDraft(next, s);
  return next;
}

/**
 * The server confirmed the save of `clientId`. Clears the stored draft if it is still that one;
 * returns what the surface should now hold (an empty draft, or the newer text typed meanwhile).
 */
export function confirmSaved(userId: string, surface: DraftSurface, clientId: string, s: Store | null = store()): JournalDraft {
  const current = readDraft(userId, surface, s);
  if (current && current.clientId !== clientId) return current;
  s?.removeItem(keyOf(userId, surface));
  return emptyDraft(userId, surface);
}

/** Sent on window when the offline queue got a draft confirmed: `detail` is { userId, clientId }. */
export const DRAFT_CONFIRMED_EVENT = "clearday:draft-confirmed";

/** Drafts of this user (or of everyone on the device) whose save was attempted and not confirmed. */
export function pendingDrafts(userId?: string, s: Store | null = store()): JournalDraft[] {
  if (!s) return [];
  const out: JournalDraft[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const d = parse(s.getItem(key));
    if (d?.pending && (!userId || d.userId === userId)) out.push(d);
  }
  return out.sort((a, b) => (a.pending?.attemptedAt ?? 0) - (b.pending?.attemptedAt ?? 0));
}

const post = (draft: JournalDraft & { pending: NonNullable<JournalDraft["pending"]> }) =>
  createJournalEntry({
    content: draft.pending.content,
    ...(draft.pending.mood !== null ? { mood: draft.pending.mood } : {}),
    clientId: draft.clientId,
  });

/**
 * Sends a draft's pending payload with its client id, so a repeat is stored once. A 409 means the
 * id already holds other words (the same surface edited in another tab): the draft takes a fresh
 * id, stored before it is sent, and goes once more. Resolves with the entry and the draft as sent.
 */
export async function sendDraft(draft: JournalDraft, s: Store | null = store()): Promise<{ entry: CreateJournalEntryResponse; sent: JournalDraft }> {
  const { pending } = draft;
  if (!pending) throw new Error("This draft has no pending save.");
  try {
    return { entry: await post({ ...draft, pending }), sent: draft };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) throw err;
    const fresh = { ...draft, pending, clientId: newClientId() };
    writeDraft(fresh, s);
    return { entry: await post(fresh), sent: fresh };
  }
}

/** Removes this person's drafts from the device (after their account is deleted). */
export function forgetDrafts(userId: string, s: Store | null = store()): void {
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(`${PREFIX}${userId}.`)) keys.push(key);
  }
  for (const key of keys) s.removeItem(key);
}

/** A writing surface's draft: restored on mount, stored on every change. */
export function useJournalDraft(userId: string, surface: DraftSurface) {
  const [draft, setDraft] = useState<JournalDraft>(() => readDraft(userId, surface) ?? emptyDraft(userId, surface));
  // Another person signed in on this device: switch to their draft.
  if (draft.userId !== userId || draft.surface !== surface) setDraft(readDraft(userId, surface) ?? emptyDraft(userId, surface));
  const ref = useRef(draft);
  ref.current = draft;

  const put = useCallback((next: JournalDraft) => {
    ref.current = next;
    setDraft(next);
  }, []);
  const update = useCallback(
    (change: { text?: string; mood?: number | null }) => {
      const next = editDraft(ref.current, change);
      writeDraft(next);
      put(next);
    },
    [put],
  );
  const setText = useCallback((text: string) => update({ text }), [update]);
  const setMood = useCallback((mood: number | null) => update({ mood }), [update]);
  /** Call just before sending: returns the draft (with its clientId) being saved. */
  const beginSave = useCallback(
    (payload: { content: string; mood: number | null }) => {
      const next = markPending(ref.current, payload);
      put(next);
      return next;
    },
    [put],
  );
  const saved = useCallback((clientId: string) => put(confirmSaved(userId, surface, clientId)), [put, userId, surface]);

  // The offline queue confirmed a save whose answer was lost while these words stayed on screen:
  // clear them, unless they were edited since (an edit has its own client id and stays).
  useEffect(() => {
    if (typeof window === "undefined") return;
    const onConfirmed = (e: Event) => {
      const detail = (e as CustomEvent<{ userId: string; clientId: string }>).detail;
      if (detail?.userId === userId && detail.clientId === ref.current.clientId) saved(detail.clientId);
    };
    window.addEventListener(DRAFT_CONFIRMED_EVENT, onConfirmed);
    return () => window.removeEventListener(DRAFT_CONFIRMED_EVENT, onConfirmed);
  }, [userId, saved]);

  return { draft, setText, setMood, beginSave, saved };
}
