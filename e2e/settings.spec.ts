import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";

const token = (page: Page) => page.evaluate(() => localStorage.getItem("auth_token"));
const profileStatus = (page: Page, t: string | null) => page.request.get("/api/user/profile", { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status());

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function writeEntry(page: Page, t: string, content: string, mood?: number) {
  const res = await page.request.post("/api/journal", { headers: { Authorization: `Bearer ${t}` }, data: { content, ...(mood ? { mood } : {}) } });
  expect(res.status()).toBe(201);
}

test("the header's user menu links to settings", async ({ page }) => {
  await signUpViaApi(page, "Menu Person");
  await page.goto("/dashboard");
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("signed out, /settings sends you to sign in", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
});

test("name, time zone and crisis region changes persist after a reload", async ({ page }) => {
  const me = await signUpViaApi(page, "Before Name");
  await page.goto("/settings");
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled(); // nothing changed yet

  await page.getByLabel("Name").fill("After Name");
  await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await page.getByLabel("Crisis resources region").selectOption("GB");
  await save.click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("After Name");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(page.getByLabel("Crisis resources region")).toHaveValue("GB");
  const profile = await (await page.request.get("/api/user/profile", { headers: { Authorization: `Bearer ${me.token}` } })).json();
  expect(profile).toMatchObject({ name: "After Name", timeZone: "Asia/Tokyo", crisisRegion: "GB" });

  // Back to automatic, and an empty name is refused without a request.
  await page.getByLabel("Crisis resources region").selectOption("auto");
  await page.getByLabel("Name").fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter your name");
  await page.getByLabel("Name").fill("After Name");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Crisis resources region")).toHaveValue("auto");
});

test("changing the password keeps this device signed in and ends the old token", async ({ page }) => {
  const me = await signUpViaApi(page, "Pat");
  await page.goto("/settings");
  const before = await token(page);

  await page.getByLabel("Current password").fill("not it");
  await page.getByLabel("New password", { exact: true }).fill("a new calm password");
  await page.getByLabel("Confirm new password").fill("a new calm password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password isn't right. Nothing was changed.");

  await page.getByLabel("Current password").fill(me.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  expect(await profileStatus(page, before)).toBe(401);
  const after = await token(page);
  expect(after).not.toBe(before);
  expect(await profileStatus(page, after)).toBe(200);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const login = await page.request.post("/api/auth/login", { data: { email: me.email, password: "a new calm password" } });
  expect(login.status()).toBe(200);
});

test("log out everywhere ends the other devices' sessions and keeps this one", async ({ page, browser }) => {
  test.slow(); // two browser contexts
  const me = await signUpViaApi(page, "Lee");
  const other = await (await page.request.post("/api/auth/login", { data: { email: me.email, password: me.password } })).json();
  expect(await profileStatus(page, other.token)).toBe(200);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Log out everywhere else" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out every other device?" });
  await expect(dialog).toContainText("You stay signed in here.");
  await dialog.getByRole("button", { name: "Sign out other devices" }).click();
  await expect(page.getByText("Signed out everywhere else")).toBeVisible();

  expect(await profileStatus(page, other.token)).toBe(401);
  expect(await profileStatus(page, me.token)).toBe(401);
  expect(await profileStatus(page, await token(page))).toBe(200);

  // The other device, on its next request, finds itself signed out.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await otherPage.goto("/");
  await otherPage.evaluate(([t, u]) => {
    localStorage.setItem("auth_token", t);
    localStorage.setItem("auth_user", JSON.stringify(u));
  }, [other.token, other.user] as const);
  await otherPage.goto("/settings");
  await otherPage.getByLabel("Name").fill("Changed elsewhere");
  await otherPage.getByRole("button", { name: "Save changes" }).click();
  await expect(otherPage).toHaveURL(/\/auth$/);
  await otherContext.close();

  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Lee");
});

test("export downloads the JSON and the Markdown diary", async ({ page }) => {
  const me = await signUpViaApi(page, "Exporter");
  await writeEntry(page, me.token, "First page of my export test", 4);
  await writeEntry(page, me.token, "Second page, written later");
  await page.goto("/settings");

  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download everything (JSON)" }).click()]);
  expect(json.suggestedFilename()).toMatch(/^clearday-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await json.path())!, "utf8"));
  expect(data.account).toMatchObject({ email: me.email, name: "Exporter" });
  expect(data.diaryEntries.map((e: { content: string }) => e.content)).toEqual(["Second page, written later", "First page of my export test"]);
  expect(JSON.stringify(data)).not.toMatch(/pbkdf2|passwordHash/);

  const [md] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download diary (Markdown)" }).click()]);
  expect(md.suggestedFilename()).toMatch(/^clearday-diary-\d{4}-\d{2}-\d{2}\.md$/);
  const text = readFileSync((await md.path())!, "utf8");
  expect(text).toContain("# Clearday diary of Exporter");
  expect(text).toContain("**Mood:** 😌 Peaceful (4/5)");
  expect(text.indexOf("Second page")).toBeLessThan(text.indexOf("First page"));
});

test("deleting the account asks for the password, removes the data and signs out", async ({ page }) => {
  const me = await signUpViaApi(page, "Dana");
  await writeEntry(page, me.token, "Something private");
  await page.goto("/settings");

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter your password to confirm");
  await dialog.getByLabel("Password").fill("wrong password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password isn't right. Nothing was changed.");
  expect(await profileStatus(page, me.token)).toBe(200);

  await dialog.getByLabel("Password").fill(me.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expect(page.getByText("Your Clearday account and everything in it have been deleted").first()).toBeVisible();
  expect(await token(page)).toBeNull();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await profileStatus(page, me.token)).toBe(401);
  const login = await page.request.post("/api/auth/login", { data: { email: me.email, password: me.password } });
  expect(login.status()).toBe(401);

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);
});

for (const width of [1280, 375]) {
  test(`the settings page is accessible at ${width} px in light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, "Axe Person");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark);
      expect(await axeProblems(page), dark ? "dark" : "light").toEqual([]);
      if (process.env.SETTINGS_SHOTS) await page.screenshot({ path: `${process.env.SETTINGS_SHOTS}/settings-${width}-${dark ? "dark" : "light"}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await axeProblems(page), "delete dialog").toEqual([]);
    if (process.env.SETTINGS_SHOTS) await page.screenshot({ path: `${process.env.SETTINGS_SHOTS}/settings-delete-${width}.png` });
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Delete account" })).toBeFocused();
  });
}
