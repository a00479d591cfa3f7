import { afterEach, describe, expect, it } from "vitest";
import { setStripeOptionsForTests } from "../billing/stripe-client";
import { mentionsAnywhere, r2Keys, rowCounts, seedPerson, USER_TABLES } from "./account-helpers";
import { stubGetSubscription, subscribe } from "./billing-helpers";
import { api, env } from "./helpers";

afterEach(() => setStripeOptionsForTests(null));

const deleteAccount = (token: string | null, password?: unknown) => api("/api/account", { method: "DELETE", token, ...(password === undefined ? {} : { body: { password } }) });

const everyTableFilled = (counts: Record<string, number>) => {
  for (const table of [...USER_TABLES, "users", "usage_counters"]) expect(counts[table], table).toBeGreaterThan(0);
};

describe("DELETE /api/account", () => {
  it("removes every row and R2 object of the person and leaves the other person's untouched", async () => {
    const alice = await seedPerson("alicedel");
    const bob = await seedPerson("bobdel");
    const aliceBefore = await rowCounts(alice);
    const bobBefore = await rowCounts(bob);
    everyTableFilled(aliceBefore);
    expect(await r2Keys(alice.id)).toHaveLength(1);
    const bobKeys = await r2Keys(bob.id);
    expect(bobKeys).toHaveLength(1);

    const res = await deleteAccount(alice.token, alice.password);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: "Your Clearday account and everything in it have been deleted. You've been signed out on every device.",
      subscriptionCancelled: false,
    });

    // Nothing left: every table, every column, by id, email and marker; and R2.
    expect(Object.values(await rowCounts(alice)).every((n) => n === 0)).toBe(true);
    expect(await mentionsAnywhere([alice.id, alice.email, "alicedel"])).toEqual([]);
    expect(await r2Keys(alice.id)).toEqual([]);
    expect((await api(`/api/snapshots/${alice.snapshotId}`)).status).toBe(404);

    // Bob: exactly as before.
    expect(await rowCounts(bob)).toEqual(bobBefore);
    expect(await r2Keys(bob.id)).toEqual(bobKeys);
    expect((await api(`/api/snapshots/${bob.snapshotId}`)).status).toBe(200);
    expect((await api("/api/journal", { token: bob.token })).json).toHaveLength(3);

    // The token is dead and the account cannot sign in; the email can make a new, empty account.
    expect((await api("/api/user/profile", { token: alice.token })).status).toBe(401);
    expect((await api("/api/auth/login", { body: { email: alice.email, password: alice.password } })).status).toBe(401);
  }, 30_000);

  it("with a wrong password: 403 and nothing removed", async () => {
    const alice = await seedPerson("alicewrong");
    const before = await rowCounts(alice);
    const res = await deleteAccount(alice.token, "not my password");
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("That password isn't right. Nothing was changed.");
    // The failed check adds its own rate-limit counter; every data row is still there.
    const after = await rowCounts(alice);
    expect({ ...after, usage_counters: 0 }).toEqual({ ...before, usage_counters: 0 });
    expect(await r2Keys(alice.id)).toHaveLength(1);
    expect((await api("/api/user/profile", { token: alice.token })).status).toBe(200);
  });

  it("without a valid token, or with a missing password: 4xx and nothing removed", async () => {
    const alice = await seedPerson("alicenotoken");
    const before = await rowCounts(alice);
    expect((await deleteAccount(null, alice.password)).status).toBe(401);
    expect((await deleteAccount("garbage", alice.password)).status).toBe(401);
    const missing = await deleteAccount(alice.token);
    expect(missing.status).toBe(400);
    const empty = await deleteAccount(alice.token, "");
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("password: Enter your password to confirm");
    expect((await api("/api/account", { method: "DELETE", token: alice.token, raw: "{not json" })).status).toBe(400);
    expect(await rowCounts(alice)).toEqual(before);
  });

  it("with another person's token and the first person's password: 403, nobody's data removed", async () => {
    const alice = await seedPerson("alicevictim");
    const mallory = await seedPerson("mallory");
    const aliceBefore = await rowCounts(alice);
    const malloryBefore = await rowCounts(mallory);
    const res = await deleteAccount(mallory.token, alice.password);
    expect(res.status).toBe(403);
    expect(await rowCounts(alice)).toEqual(aliceBefore);
    expect({ ...(await rowCounts(mallory)), usage_counters: 0 }).toEqual({ ...malloryBefore, usage_counters: 0 });
    expect(await r2Keys(alice.id)).toHaveLength(1);
  });

  it("a logged-out or older token cannot delete", async () => {
    const alice = await seedPerson("aliceold");
    const renewed = await api("/api/account/logout-everywhere", { method: "POST", token: alice.token });
    expect(renewed.status).toBe(200);
    expect((await deleteAccount(alice.token, alice.password)).status).toBe(401);
    expect((await rowCounts(alice)).users).toBe(1);
  });

  it("cancels a live Stripe subscription, then deletes", async () => {
    const alice = await seedPerson("alicepaid");
    const subscriptionId = await subscribe(alice.token, "premium");
    expect((await stubGetSubscription(subscriptionId)).status).toBe("trialing");

    const res = await deleteAccount(alice.token, alice.password);
    expect(res.status).toBe(200);
    expect(res.json.subscriptionCancelled).toBe(true);
    expect(res.json.message).toContain("your subscription has been cancelled");
    expect((await stubGetSubscription(subscriptionId)).status).toBe("canceled");
    expect(Object.values(await rowCounts(alice)).every((n) => n === 0)).toBe(true);
  });

  it("when Stripe cannot be reached: 502, nothing deleted, subscription untouched", async () => {
    const alice = await seedPerson("alicestripedown");
    const subscriptionId = await subscribe(alice.token, "pro");
    const before = await rowCounts(alice);
    setStripeOptionsForTests({ apiKey: "sk_test_fail500", maxNetworkRetries: 0 });
    const res = await deleteAccount(alice.token, alice.password);
    expect(res.status).toBe(502);
    expect(res.json.message).toMatch(/nothing was deleted/);
    setStripeOptionsForTests(null);
    expect({ ...(await rowCounts(alice)), usage_counters: 0 }).toEqual({ ...before, usage_counters: 0 });
    expect(await r2Keys(alice.id)).toHaveLength(1);
    expect((await stubGetSubscription(subscriptionId)).status).toBe("active");
  });
});

describe("D1 foreign keys", () => {
  it("really cascade from users in D1 (the explicit deletes are a second line, not the only one)", async () => {
    const alice = await seedPerson("alicecascade");
    everyTableFilled(await rowCounts(alice));
    await env.DB.prepare("DELETE FROM users WHERE id = ?1").bind(alice.id).run();
    const after = await rowCounts(alice);
    for (const table of USER_TABLES) expect(after[table], table).toBe(0);
  });
});
