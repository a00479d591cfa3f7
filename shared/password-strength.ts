// Password strength, the same on both sides: zxcvbn-ts with its common-password dictionary
// (40,000 passwords, keyboard patterns, repeats, sequences). The Worker refuses a password the
// estimator puts at score 0 (fewer than about a thousand guesses: "123456", "password", "aaaaaa",
// six spaces); the sign-up form shows the same verdict as a hint while the person types.
// The dictionary is about 200 KB gzipped, so it is imported on first use, never at start-up: the
// Worker does not decompress it for requests that never check a password, and the /auth page's
// first load stays as it is. docs/decisions/0074-common-passwords.md
import type { ZxcvbnResult } from "@zxcvbn-ts/core";

export const COMMON_PASSWORD_MESSAGE = "This password is too common and easy to guess. Please choose a different one.";

export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export const STRENGTH_LABELS: Record<StrengthScore, string> = { 0: "Too common", 1: "Weak", 2: "Fair", 3: "Good", 4: "Strong" };

export interface PasswordStrength {
  score: StrengthScore;
  /** Refused: one of the most common passwords, or as easy to guess as one. */
  tooCommon: boolean;
}

type Check = (password: string, userInputs: string[]) => ZxcvbnResult;
let checker: Promise<Check> | null = null;

/** Loads the estimator and its dictionaries once; later calls get the same promise. */
export function loadPasswordChecker(): Promise<Check> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")])
    .then(([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
      return (password: string, userInputs: string[]) => zxcvbn.check(password, userInputs);
    })
    .catch((err: unknown) => {
      checker = null; // a failed chunk load (offline) may be retried
      throw err;
    });
  return checker;
}

/** What a person knows about themselves is easy to guess too: their name, their email, the app's name. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const v of values) {
    const t = v?.trim().toLowerCase();
    if (!t) continue;
    words.add(t);
    const local = t.split("@")[0];
    if (local && local !== t) words.add(local);
  }
  return [...words];
}

export function strengthOf(result: Pick<ZxcvbnResult, "score">): PasswordStrength {
  const score = result.score as StrengthScore;
  return { score, tooCommon: score === 0 };
}

export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const check = await loadPasswordChecker();
  return strengthOf(check(password, userInputs));
}
