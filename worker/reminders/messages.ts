// What a reminder says. Fixed, gentle texts: nothing a person wrote ever goes into a notification
// (a lock screen can be seen by anyone). Someone in a safety check-in gets their crisis line and a
// link to the safety page instead of a writing prompt.
import { PRODUCT_NAME } from "../../shared/brand";
import { OPEN_DIARY_PATH, type PushPayload } from "../../shared/contract/reminders";
import { crisisResources, type CrisisRegion } from "../../shared/crisis-resources";

export const GENTLE_PROMPTS: readonly string[] = [
  "A quiet minute for you. How are you, really?",
  "No pressure. If you like, jot down one small thing from today.",
  "Take a breath. What's on your mind right now?",
  "Your diary is here whenever you are.",
  "One line is enough. How did today feel?",
  "What's one thing you'd like to remember about today?",
  "A gentle check-in: what do you need a little more of today?",
];

/** Same date, same prompt (a retried message says the same); the prompt changes from day to day. */
function promptFor(localDate: string, hour: number): string {
  let h = hour;
  for (const ch of localDate) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return GENTLE_PROMPTS[h % GENTLE_PROMPTS.length]!;
}

export function reminderPayload(localDate: string, hour = 0): PushPayload {
  return { kind: "reminder", title: PRODUCT_NAME, body: promptFor(localDate, hour), url: OPEN_DIARY_PATH, tag: "clearday-reminder" };
}

export function checkInPayload(region: CrisisRegion): PushPayload {
  const line = crisisResources(region)[0]!;
  return {
    kind: "check-in",
    title: "Thinking of you",
    body: `You don't have to carry things alone. Support is there any time: ${line.action}.`,
    url: "/safety",
    tag: "clearday-reminder",
  };
}

export function testPayload(): PushPayload {
  return {
    kind: "test",
    title: PRODUCT_NAME,
    body: "This is a test reminder. Your reminders will look like this.",
    url: OPEN_DIARY_PATH,
    tag: "clearday-test",
  };
}
