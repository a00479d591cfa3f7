// Public types of the coach domain module.
import type { AssessmentAnswer } from "../../shared/assessment-catalogue";
import type { CrisisRegion, CrisisResource } from "../../shared/crisis-resources";
import type { AcuteCategory, CheckInState, GuardOutcome, SecondOpinion } from "../safety";
import type { DailyInsightSlot } from "../../shared/ai-results";

export type { CheckInState } from "../safety";
export type { CrisisRegion, CrisisResource } from "../../shared/crisis-resources";

/** Assessment answers keyed by question id: a string (radio, textarea) or a list (checkbox). */
export type AssessmentResponses = Record<string, AssessmentAnswer | undefined>;
/** Follow-up answers keyed by follow-up question id. */
export type FollowUpAnswers = Record<string, string | undefined>;

export type ChatRole = "user" | "assistant";
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** What the coach remembers across sessions (paid tiers). Free tier: null. */
export interface CoachMemory {
  /** What Mindy remembers from earlier conversations: sentences in the second person, newest first (see memory-items.ts). */
  remembered?: string[];
  /** Themes of recent diary entries (see diaryThemes). */
  diaryThemes?: string[];
}

import type { SafetyLevel } from "../../shared/safety-levels";
export type { SafetyLevel };

export interface ReplyInput {
  message: string;
  /** Earlier turns of this session, oldest first, without the current message. */
  history: ChatTurn[];
  memory?: CoachMemory | null;
  name?: string | null;
  region: CrisisRegion;
  checkIn: CheckInState | null;
  /** Epoch milliseconds of this turn. */
  now: number;
  /** A safety model's second opinion on the message (production), or none. */
  secondOpinion?: SecondOpinion | null;
}

export interface ReplySafety {
  level: SafetyLevel;
  /** At acute level: which crisis (recorded with the safety event, never the text). */
  category?: AcuteCategory;
  /** Crisis resources for the person's region, present for distress and acute turns and during a check-in. */
  resources?: CrisisResource[];
}

export interface ReplyResult {
  text: string;
  safety: ReplySafety;
  /** The check-in state to store for the next turn (null: none). */
  checkIn: CheckInState | null;
  /** True when a language model wrote the text (counts towards the daily model budget). */
  usedModel: boolean;
  /** How the second opinion went, when there was one (counted, never logged with text). */
  guard?: GuardOutcome;
}

export interface ReplyStream {
  /** Text chunks as they are ready (already screened). Throws CoachUnavailableError if the model dies mid-way. */
  chunks: AsyncIterable<string>;
  /**
   * The final result. Its text is authoritative (store and show it): if the model's output turned
   * out to be unsafe it is replaced, and the client must replace what it showed. Rejects with
   * CoachUnavailableError when the stream died mid-way: store nothing and answer 503.
   */
  result: Promise<ReplyResult>;
}

export type Tier = "free" | "premium" | "pro";

export interface DailyInsightsInput {
  slots: DailyInsightSlot[];
  /** Recent diary entries, newest first. Entries flagged acute are skipped. */
  recentEntries: string[];
  name?: string | null;
  tier: Tier;
  /** Used for a check-in insight when the person is in a safety check-in. */
  region?: CrisisRegion;
  checkIn?: CheckInState | null;
  /** The local date (YYYY-MM-DD) the insights are for; varies the wording from day to day. */
  date?: string;
}

/** A weekly or monthly reflection's material (paid tiers). */
export interface ReflectionInput {
  period: "week" | "month";
  /** Local dates, both included. */
  periodStart: string;
  periodEnd: string;
  /** Entries that may be quoted (never acute or distress), oldest first. */
  entries: { id: string; content: string }[];
  /** Every local day of the period, oldest first: entries and average mood. */
  days: { date: string; entries: number; mood: number | null }[];
  entryCount: number;
  daysWritten: number;
  name?: string | null;
}
