// Pure diary logic shared by the Worker and the web app: prompt sets, content composition,
// snapshot text (the mood scale is in moods.ts). No DOM, no Node: unit-tested in diary.unit.test.ts.

import { partOfDayAt, type PartOfDay } from "./time-of-day";

/** Icon keys; the web app maps them to lucide icons (AI prompts cycle through these five). */
export const PROMPT_ICONS = ["sun", "heart", "star", "moon", "pen"] as const;
export type PromptIcon = (typeof PROMPT_ICONS)[number];

export interface DiaryPrompt {
  title: string;
  prompt: string;
  icon: PromptIcon;
}

/** The diary's prompt cards for each part of the day (shared/time-of-day.ts). */
export const PROMPT_SETS: Record<PartOfDay, readonly DiaryPrompt[]> = {
  morning: [
    { title: "Morning Reflection", prompt: "How are you feeling as you start your day? What's on your mind?", icon: "sun" },
    { title: "Morning Gratitude", prompt: "What are three things you're grateful for this morning?", icon: "heart" },
    { title: "Daily Intentions", prompt: "What is one intention you'd like to carry with you today?", icon: "star" },
  ],
  afternoon: [
    { title: "Midday Check-in", prompt: "How is your day going so far? What has surprised you?", icon: "sun" },
    { title: "Afternoon Focus", prompt: "What matters most for the rest of today, and what can wait?", icon: "star" },
    { title: "Energy Check", prompt: "How is your energy right now? What would help you recharge?", icon: "heart" },
  ],
  evening: [
    { title: "Evening Reflection", prompt: "How did today go? What moments stood out to you?", icon: "moon" },
    { title: "Daily Growth", prompt: "What did you learn about yourself today?", icon: "star" },
    { title: "Tomorrow's Hope", prompt: "What are you looking forward to tomorrow?", icon: "heart" },
  ],
};

/**
 * The one function for the diary's prompts by time, for the overlay and /diary alike (paid users'
 * AI prompts replace them on /diary): the set for the part of the day on this local clock.
 */
export function promptSetFor(date: Date): readonly DiaryPrompt[] {
  return PROMPT_SETS[partOfDayAt(date)];
}

/** AI prompts as shown: a missing title becomes 'Personal Reflection {n}'; icons cycle through five. */
export function toDiaryPrompts(prompts: readonly { title?: string | undefined; prompt: string }[]): DiaryPrompt[] {
  return prompts.map((p, i) => ({
    title: p.title?.trim() || `Personal Reflection ${i + 1}`,
    prompt: p.prompt,
    icon: PROMPT_ICONS[i % PROMPT_ICONS.length]!,
  }));
}

/** AI prompts are made from this many of the newest entries. */
export const AI_PROMPT_ENTRY_COUNT = 5;

/**
 * Saved content, the same from every surface: the prompt's title and text joined with a colon on
 * one line, a blank line, then the person's text. The header stays on one line so it can be told
 * apart from the body (splitEntryContent), which also reads the dash that the overlay once used.
 */
export function composeEntryContent(prompt: { title: string; prompt: string } | null, text: string): string {
  const body = text.trim();
  return prompt ? `${prompt.title}: ${prompt.prompt}\n\n${body}` : body;
}

const HEADER = /^(.{1,200}?)(?:: | — )(.{1,500})$/;

/** Splits saved content into its prompt header (when it has one) and the person's text. */
export function splitEntryContent(content: string): { title: string | null; prompt: string | null; body: string } {
  const idx = content.indexOf("\n\n");
  if (idx > 0) {
    const head = content.slice(0, idx);
    const m = !head.includes("\n") ? HEADER.exec(head) : null;
    if (m) return { title: m[1]!, prompt: m[2]!, body: content.slice(idx + 2) };
  }
  return { title: null, prompt: null, body: content };
}

// ---------------------------------------------------------------------------------------------
// Snapshot

export const SNAPSHOT_TEXT_LIMIT = 280;
export const SNAPSHOT_WIDTH = 600;
export const SNAPSHOT_HEIGHT = 400;
export const SNAPSHOT_QUALITY = 0.9;
/** Largest upload POST /api/snapshots accepts. */
export const SNAPSHOT_MAX_BYTES = 2 * 1024 * 1024;

/** Cuts to 280 characters, 3 of them an ellipsis. Counts code points so an emoji is never split. */
export function truncateSnapshotText(text: string, limit = SNAPSHOT_TEXT_LIMIT): string {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return chars.join("");
  return `${chars
    .slice(0, limit - 3)
    .join("")
    .trimEnd()}...`;
}

/** 'journal-snapshot-2025-03-14.png' in the person's local date. */
export function snapshotFileName(date: Date, ext: "png" | "jpg" = "png"): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `journal-snapshot-${y}-${m}-${d}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// Limits and timing

export const MAX_ENTRY_CHARS = 20_000;
/** Entries per page of GET /api/journal. */
export const JOURNAL_PAGE_SIZE = 50;
/** GET /api/journal answers a plain list; the next page's cursor and the total are in these headers. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** Free users see the upsell card from this many entries on. */
export const UPSELL_AFTER_ENTRIES = 3;
export const PAGE_FLIP_MS = 600;
export const PAGE_FLIP_SWAP_MS = 300;
