import { describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";

let ip = 0;
// A distinct address per sign-in keeps the per-address auth limit out of these tests.
const login = (email: string, password: string) => api("/api/auth/login", { body: { email, password }, headers: { "CF-Connecting-IP": `10.200.${++ip}.9` } });

describe("POST /api/account/password", () => {
  it("changes the password, ends every other token and returns a working one for this device", async () => {
    const me = await registerUser();
    const otherDevice = (await login(me.email, me.password)).json.token as string;
    expect((await api("/api/user/profile", { token: otherDevice })).status).toBe(200);

    const res = await api("/api/account/password", { token: me.token, body: { currentPassword: me.password, newPassword: "a brand new secret" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your password has been changed. Every other device has been signed out.");
    expect(res.json.user).toMatchObject({ id: me.user.id, email: me.email });
    expect(res.json.user).not.toHaveProperty("passwordHash");

    expect((await api("/api/user/profile", { token: me.token })).status).toBe(401);
    expect((await api("/api/user/profile", { token: otherDevice })).status).toBe(401);
    expect((await api("/api/user/profile", { token: res.json.token })).status).toBe(200);

    expect((await login(me.email, me.password)).status).toBe(401);
    expect((await login(me.email, "a brand new secret")).status).toBe(200);
  });

  it("with a wrong current password: 403 and nothing changes", async () => {
    const me = await registerUser();
    const res = await api("/api/account/password", { token: me.token, body: { currentPassword: "wrong one", newPassword: "a brand new secret" } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("That password isn't right. Nothing was changed.");
    expect((await api("/api/user/profile", { token: me.token })).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(200);
    expect((await login(me.email, "a brand new secret")).status).toBe(401);
  });

  it("bad input: 400 naming the field, nothing changes", async () => {
    const me = await registerUser();
    const short = await api("/api/account/password", { token: me.token, body: { currentPassword: me.password, newPassword: "abc" } });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("newPassword: Password must be at least 6 characters");
    const missing = await api("/api/account/password", { token: me.token, body: { newPassword: "long enough" } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^currentPassword: /);
    const same = await api("/api/account/password", { token: me.token, body: { currentPassword: me.password, newPassword: me.password } });
    expect(same.status).toBe(400);
    expect((await api("/api/account/password", { token: me.token, raw: "nope" })).status).toBe(400);
    expect((await api("/api/user/profile", { token: me.token })).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it("needs a valid token", async () => {
    const res = await api("/api/account/password", { body: { currentPassword: "x", newPassword: "long enough" } });
    expect(res.status).toBe(401);
  });

  it("counts password checks per person, so a stolen token cannot guess for long", async () => {
    const me = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api("/api/account/password", { token: me.token, body: { currentPassword: `guess ${i}`, newPassword: "long enough" } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/account/logout-everywhere", () => {
  it("ends every token of the person, keeps this device signed in with a new one, and leaves others alone", async () => {
    const me = await registerUser();
    const someoneElse = await registerUser();
    const otherDevice = (await login(me.email, me.password)).json.token as string;

    const res = await api("/api/account/logout-everywhere", { method: "POST", token: me.token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Every other device and browser has been signed out. You're still signed in here.");
    expect((await api("/api/user/profile", { token: me.token })).status).toBe(401);
    expect((await api("/api/user/profile", { token: otherDevice })).status).toBe(401);
    expect((await api("/api/user/profile", { token: res.json.token })).json.id).toBe(me.user.id);
    expect((await api("/api/user/profile", { token: someoneElse.token })).status).toBe(200);
    // The password is unchanged.
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it("needs a valid token", async () => {
    expect((await api("/api/account/logout-everywhere", { method: "POST" })).status).toBe(401);
  });
});
