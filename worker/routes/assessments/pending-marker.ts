// The enhanced_plan column holds either the plan (JSON) or, while the background job writes it,
// a small pending marker set in the same UPDATE that stores the follow-up answers. One atomic
// write tells a reader "being written since t" without another column or a KV round trip.

const PENDING_KEY = "__pendingSince";

export const pendingPlanMarker = (since: number) => JSON.stringify({ [PENDING_KEY]: since });

export type StoredPlan = { kind: "none" } | { kind: "pending"; since: number } | { kind: "plan"; plan: unknown } | { kind: "junk" };

export function readPlan(text: string | null): StoredPlan {
  if (!text) return { kind: "none" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "junk" };
  }
  if (value && typeof value === "object" && PENDING_KEY in value) {
    const since = (value as Record<string, unknown>)[PENDING_KEY];
    return typeof since === "number" ? { kind: "pending", since } : { kind: "junk" };
  }
  return { kind: "plan", plan: value };
}
