// Password guessing is limited where the guesses come from, never by the account they aim at: a
// limit per email would let anyone lock a person out of their own account by typing their email
// ten times. docs/decisions/0007-sign-in-guard.md
//   - per address: AUTH_RATE_LIMIT failed sign-ins per 15 minutes (any emails);
//   - per (email, address): half that, so one address cannot spend its whole allowance on one person;
//   - per email, from everywhere: no refusal, a growing delay once the failures pass AUTH_RATE_LIMIT.
// Only failures count: every attempt is counted up front (atomically, so a burst of parallel guesses
// cannot overshoot) and a correct password takes its count back.
import type { AppContext } from "../app-env";
import { sha256Hex } from "../lib/ids";
import { hitAll, peek, refund, tooManyRequests, hit } from "../lib/rate-limit";
import { clientAddress } from "../lib/request-info";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** The first delay once an email is past its failures, doubled for every further AUTH_RATE_LIMIT failures. */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 8_000;
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

export function authLimit(env: { AUTH_RATE_LIMIT?: string }): number {
  const n = Number(env.AUTH_RATE_LIMIT ?? 10);
  return Number.isFinite(n) && n > 0 ? n : 10;
}

/** The wait before checking a password for an email with this many failures in the window. */
export function signInDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.floor((failures - limit) / limit));
}

let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Tests only: record the delays instead of waiting them out (tests never wait on timings). Null restores. */
export function setSignInSleepForTests(fn: ((ms: number) => Promise<void>) | null): void {
  sleep = fn ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

export interface SignInAttempt {
  /** The password was right: the attempt's counts are taken back. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the email unknown): the email's failures grow. */
  failed(): Promise<void>;
}

/**
 * Counts the attempt against its address and its (email, address) pair, refusing with 429 past
 * either limit, then waits as long as the email's failures from everywhere ask for.
 */
export async function beginSignIn(c: AppContext, email: string): Promise<SignInAttempt> {
  const limit = authLimit(c.env);
  // Hashed: the counters table need not hold the emails people (or strangers) typed.
  const who = (await sha256Hex(email)).slice(0, 32);
  const address = clientAddress(c);
  const keys = [`login:fail:ip:${address}`, `login:fail:pair:${who}:${address}`];
  const emailKey = `login:fail:email:${who}`;
  const [perAddress, perPair] = await hitAll(
    c.env.DB,
    [
      { key: keys[0]!, limit },
      { key: keys[1]!, limit: Math.max(1, Math.ceil(limit / 2)) },
    ],
    SIGN_IN_WINDOW_MS,
  );
  const over = [perAddress!, perPair!].find((r) => !r.allowed);
  if (over) throw tooManyRequests(over, TOO_MANY);

  const delay = signInDelayMs(await peek(c.env.DB, emailKey, SIGN_IN_WINDOW_MS), limit);
  if (delay > 0) await sleep(delay);

  return {
    succeeded: () => refund(c.env.DB, keys, SIGN_IN_WINDOW_MS, perAddress!),
    failed: async () => {
      await hit(c.env.DB, emailKey, Number.MAX_SAFE_INTEGER, SIGN_IN_WINDOW_MS);
    },
  };
}
