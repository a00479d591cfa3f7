// The dashboard's welcome line: "Welcome" the first time someone arrives, "Welcome back" after.
// "Before" is this device having shown them the dashboard, or an account older than a day (they
// have been here, on another device or before this one kept a note).

const SEEN_PREFIX = "clearday.dashboardSeen.";
const DAY_MS = 86_400_000;

export interface GreetingInput {
  name: string | null | undefined;
  /** This device showed this person the dashboard before. */
  seenBefore: boolean;
  /** ISO time the account was made. */
  accountCreatedAt: string | null | undefined;
  now: number;
}

export function dashboardGreeting({ name, seenBefore, accountCreatedAt, now }: GreetingInput): string {
  const who = name?.trim() || "there";
  const created = accountCreatedAt ? Date.parse(accountCreatedAt) : NaN;
  const returning = seenBefore || (Number.isFinite(created) && now - created >= DAY_MS);
  return `${returning ? "Welcome back" : "Welcome"}, ${who}!`;
}

export function dashboardSeen(userId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(SEEN_PREFIX + userId) !== null;
  } catch {
    return false;
  }
}

export function markDashboardSeen(userId: string): void {
  try {
    globalThis.localStorage?.setItem(SEEN_PREFIX + userId, "1");
  } catch {
    // Storage blocked: the next visit says "Welcome" once more, nothing worse.
  }
}
