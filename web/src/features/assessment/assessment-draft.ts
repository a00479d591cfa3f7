import type { AssessmentAnswer } from "@shared/assessment-catalogue";

// Answers in progress stay on this device until the assessment is submitted, so a reload, a
// closed tab or a failed request never loses what someone wrote.

export interface AssessmentDraft {
  section: number;
  responses: Record<string, AssessmentAnswer>;
}

const key = (userId: string) => `assessment-draft:${userId}`;

export function readDraft(userId: string): AssessmentDraft {
  try {
    const raw = localStorage.getItem(key(userId));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<AssessmentDraft>;
      if (parsed && typeof parsed === "object" && parsed.responses && typeof parsed.responses === "object") {
        return { section: Number.isInteger(parsed.section) ? Number(parsed.section) : 0, responses: parsed.responses };
      }
    }
  } catch {
    // A broken draft is dropped: starting over beats a blank screen.
  }
  return { section: 0, responses: {} };
}

export function writeDraft(userId: string, draft: AssessmentDraft): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers still live in memory.
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // nothing to do
  }
}

/** Follow-up answers in progress, per assessment. */
const followUpKey = (assessmentId: string) => `followup-draft:${assessmentId}`;

export function readFollowUpDraft(assessmentId: string): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(followUpKey(assessmentId)) ?? "{}") as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
    }
  } catch {
    // dropped, as above
  }
  return {};
}

export function writeFollowUpDraft(assessmentId: string, answers: Record<string, string>): void {
  try {
    localStorage.setItem(followUpKey(assessmentId), JSON.stringify(answers));
  } catch {
    // in memory only
  }
}

export function clearFollowUpDraft(assessmentId: string): void {
  try {
    localStorage.removeItem(followUpKey(assessmentId));
  } catch {
    // nothing to do
  }
}
