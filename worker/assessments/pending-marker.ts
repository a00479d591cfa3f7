// The ai_analysis and enhanced_plan columns hold either the result (JSON) or, while background work
// writes it, a small pending marker: "being written since t, taken as lost after u". The marker is
// set in the same UPDATE that starts the work (the plan) or that schedules a retry (both), and a
// job writes its result only over its own marker, so a late job never overwrites anything newer.
// One atomic write tells a reader the state without another column or a KV round trip.
import { BACKGROUND_PENDING_MS } from "../../shared/contract/assessments";

const SINCE = "__pendingSince";
const UNTIL = "__pendingUntil";
/** Set when the first try failed and another is scheduled. */
const RETRY = "__retry";

/** A marker for work started at `since` that is taken as lost after `until`. */
export function pendingMarker(since: number, opts: { until?: number; retry?: number } = {}): string {
  return JSON.stringify({ [SINCE]: since, [UNTIL]: opts.until ?? since + BACKGROUND_PENDING_MS, ...(opts.retry ? { [RETRY]: opts.retry } : {}) });
}

export type Stored = { kind: "none" } | { kind: "pending"; since: number; until: number; retry: number } | { kind: "value"; value: unknown } | { kind: "junk" };

export function readStored(text: string | null): Stored {
  if (!text) return { kind: "none" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "junk" };
  }
  if (value && typeof value === "object" && SINCE in value) {
    const m = value as Record<string, unknown>;
    const since = m[SINCE];
    if (typeof since !== "number") return { kind: "junk" };
    // Markers written before retries existed carry only their start.
    const until = typeof m[UNTIL] === "number" ? m[UNTIL] : since + BACKGROUND_PENDING_MS;
    return { kind: "pending", since, until, retry: typeof m[RETRY] === "number" ? m[RETRY] : 0 };
  }
  return { kind: "value", value };
}
