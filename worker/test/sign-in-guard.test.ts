// Sign-in cannot be used by a stranger to lock a person out: failures are limited per address and
// per (email, address); an email failing from many addresses is slowed, never refused; only
// failures count. The delays are recorded, not waited out (tests never time things).
import { afterEach, describe, expect, it } from "vitest";
import { authLimit, setSignInSleepForTests, signInDelayMs } from "../auth/sign-in-guard";
import { api, env, holdClockInOneWindow, registerUser } from "./helpers";

const LIMIT = authLimit(env);
const PAIR_LIMIT = Math.ceil(LIMIT / 2);
let ipCounter = 0;
const freshIp = () => `10.211.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const login = (email: string, password: string, ip: string) => api("/api/auth/login", { body: { email, password }, headers: { "CF-Connecting-IP": ip } });

function recordDelays(): number[] {
  const delays: number[] = [];
  setSignInSleepForTests(async (ms) => {
    delays.push(ms);
  });
  return delays;
}

afterEach(() => setSignInSleepForTests(null));
holdClockInOneWindow();

describe("a stranger cannot lock a person out of sign-in", () => {
  it("wrong passwords for someone's email from many addresses, past every limit: the owner still signs in", async () => {
    const owner = await registerUser();
    const delays = recordDelays();
    const attackers = Array.from({ length: (4 * LIMIT) / PAIR_LIMIT + 2 }, freshIp);
    const statuses: number[] = [];
    for (const ip of attackers) {
      for (let i = 0; i <= PAIR_LIMIT; i++) statuses.push((await login(owner.email, `guess-${ip}-${i}`, ip)).status);
    }
    // Each attacking address is refused once it has failed PAIR_LIMIT times for this email...
    expect(statuses.filter((s) => s === 429)).toHaveLength(attackers.length);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // ...its correct guess would be refused too (the address is over its limit for this email)...
    expect((await login(owner.email, owner.password, attackers[0]!)).status).toBe(429);

    // ...while the owner, from an address that has not failed, signs in: slowed, not refused.
    const before = delays.length;
    const res = await login(owner.email, owner.password, freshIp());
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(owner.email);
    expect(delays.length).toBe(before + 1);
    expect(delays.at(-1)).toBeGreaterThan(0);
    // The delays grew with the failures.
    expect(delays[0]).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeGreaterThan(delays[0]!);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });

  it("no delay and no refusal before an email has failed AUTH_RATE_LIMIT times", async () => {
    const owner = await registerUser();
    const delays = recordDelays();
    for (let i = 0; i < LIMIT - 1; i++) expect((await login(owner.email, "not it", freshIp())).status).toBe(401);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
    expect(delays).toEqual([]);
  });

  it("one address is refused after AUTH_RATE_LIMIT failures across emails, and no other address is", async () => {
    const ip = freshIp();
    const someone = await registerUser();
    for (let i = 0; i < LIMIT; i++) expect((await login(`nobody-${crypto.randomUUID()}@example.com`, "guess", ip)).status).toBe(401);
    const refused = await login(someone.email, someone.password, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.json.token).toBeUndefined();
    expect((await login(someone.email, someone.password, freshIp())).status).toBe(200);
  });

  it("an address that failed for one email still signs in to another account", async () => {
    const ip = freshIp();
    const target = await registerUser();
    const mine = await registerUser();
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(target.email, "guess", ip)).status).toBe(401);
    expect((await login(target.email, "guess", ip)).status).toBe(429);
    expect((await login(mine.email, mine.password, ip)).status).toBe(200);
  });

  it("only failures count: many correct sign-ins from one address are never refused", async () => {
    const ip = freshIp();
    const p = await registerUser();
    for (let i = 0; i < 2 * LIMIT + 1; i++) expect((await login(p.email, p.password, ip)).status).toBe(200);
  });

  it("30 parallel wrong passwords from one address for one email cannot overshoot its limit", async () => {
    const p = await registerUser();
    const ip = freshIp();
    recordDelays();
    const results = await Promise.all(Array.from({ length: 30 }, () => login(p.email, "wrong horse", ip)));
    const passed = results.filter((r) => r.status !== 429).length;
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(PAIR_LIMIT);
  });
});

describe("signInDelayMs", () => {
  it("is zero below the limit, then doubles every further limit of failures, up to a cap", () => {
    expect(signInDelayMs(0, 10)).toBe(0);
    expect(signInDelayMs(9, 10)).toBe(0);
    expect(signInDelayMs(10, 10)).toBe(1000);
    expect(signInDelayMs(19, 10)).toBe(1000);
    expect(signInDelayMs(20, 10)).toBe(2000);
    expect(signInDelayMs(30, 10)).toBe(4000);
    expect(signInDelayMs(40, 10)).toBe(8000);
    expect(signInDelayMs(10_000, 10)).toBe(8000);
  });
});
