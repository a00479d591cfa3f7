import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { strToU8, zipSync } from "fflate";
import { setDark, signUpViaApi } from "./helpers";
import { clickNotification, fakePushService, shownNotifications } from "./push";

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
  await otherPage.evaluate(
    ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("auth_user", JSON.stringify(u));
    },
    [other.token, other.user] as const,
  );
  // The settings page's first read answers 401: that device is signed out at once.
  await otherPage.goto("/settings");
  await expect(otherPage).toHaveURL(/\/auth$/);
  expect(await otherPage.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
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
    // Three axe runs over the whole page (with its reminders and import sections) on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, "Axe Person");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    for (const dark of [false, true]) {
      await setDark(page, dark);
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

test("reminders: turned on with the browser's permission, a test reminder is shown by the service worker, then off", async ({ page, context }) => {
  test.setTimeout(120_000);
  const push = await fakePushService(context);
  await context.grantPermissions(["notifications"]);
  const me = await signUpViaApi(page, "Rémi");
  await page.goto("/settings");
  const status = page.getByTestId("reminders-status");
  await expect(status).toHaveText("Reminders are off on this device");

  // Two times a day, weekdays only, then on.
  await page.getByLabel("Reminder time 1").selectOption("07:00");
  await page.getByRole("button", { name: "Add a time" }).click();
  await page.getByLabel("Reminder time 2").selectOption("21:00");
  for (const day of ["Saturday", "Sunday"]) await page.getByRole("button", { name: day, exact: true }).click();
  await expect(page.getByRole("button", { name: "Sunday", exact: true })).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Turn on reminders" }).click();
  await expect(status).toHaveText("Reminders are on for this device");
  const saved = await page.request.get("/api/reminders", { headers: { Authorization: `Bearer ${me.token}` } });
  expect(await saved.json()).toMatchObject({ devices: 1, settings: { enabled: true, times: ["07:00", "21:00"], days: [1, 2, 3, 4, 5], skipIfWritten: true } });

  // A test reminder: the Worker encrypts it for this browser; it arrives at the service worker.
  await page.getByRole("button", { name: "Send a test reminder" }).click();
  await expect(page.getByText("Test reminder sent to 1 device. It should arrive in a moment.")).toBeVisible();
  const message = await push.lastMessage();
  expect(JSON.parse(message!)).toMatchObject({ kind: "test", url: "/?diary=open" });
  await push.deliver(page, message!);
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: "Clearday", body: "This is a test reminder. Your reminders will look like this.", url: "/?diary=open" }]);

  // A click on it opens the diary overlay over the page already open, without a reload, and
  // closes the notification.
  await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));
  await clickNotification(context);
  await expect(page.getByRole("dialog", { name: "My Diary" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
  await page.getByRole("dialog", { name: "My Diary" }).getByRole("button", { name: "Close" }).click();

  // Its link, opened in a new window, opens the overlay too.
  await page.goto("/?diary=open");
  await expect(page.getByRole("dialog", { name: "My Diary" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("dialog", { name: "My Diary" }).getByRole("button", { name: "Close" }).click();

  await page.goto("/settings");
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(status).toHaveText("Reminders are off on this device");
  const off = await page.request.get("/api/reminders", { headers: { Authorization: `Bearer ${me.token}` } });
  expect(await off.json()).toMatchObject({ devices: 0, settings: { enabled: false } });
});

test("a Day One export is previewed, imported with a progress bar, and shown in the diary", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, "Dana");
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: "1",
        creationDate: "2024-03-01T08:00:00Z",
        timeZone: "Europe/London",
        text: "First light\\. A long walk by the sea\\.",
        tags: ["walks"],
        photos: [{ identifier: "p1" }],
      },
      { uuid: "2", creationDate: "2024-03-04T19:30:00Z", timeZone: "Europe/London", text: "Dinner with Sam, laughed a lot." },
      { uuid: "3", creationDate: "2024-03-09T21:00:00Z", timeZone: "Europe/London", text: "Quiet Saturday. Read in the park.", photos: [{ identifier: "p2" }] },
    ],
  };
  const zip = zipSync({ "Journal.json": strToU8(JSON.stringify(journal)), "photos/p1.jpeg": new Uint8Array(64) });
  await page.goto("/settings");
  await page.getByLabel("Choose files to import").setInputFiles({ name: "Day One Export.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });

  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText("3 entries from March 1, 2024 to March 9, 2024");
  await expect(preview).toContainText("First light. A long walk by the sea.");
  await expect(preview).toContainText("#walks");
  await expect(preview).toContainText("2 photos and attachments skipped");
  expect(await axeProblems(page)).toEqual([]);
  // Nothing is written before the person confirms.
  const before = await page.request.get("/api/journal", { headers: { Authorization: `Bearer ${await token(page)}` } });
  expect(await before.json()).toEqual([]);

  await page.getByRole("button", { name: "Import 3 entries" }).click();
  await expect(page.getByTestId("import-done")).toContainText("Imported 3 entries.");
  // A reload still says how it went.
  await page.reload();
  await expect(page.getByTestId("import-done")).toContainText("Imported 3 entries.");

  // In the diary, newest first.
  await page.goto("/?diary=open");
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay.getByTestId("entry-counter")).toHaveText("3 saved");
  await overlay.getByRole("button", { name: "Next" }).click();
  await expect(overlay.getByText("Quiet Saturday. Read in the park.")).toBeVisible();

  // The same file again adds nothing.
  await page.goto("/settings");
  await page.getByLabel("Choose files to import").setInputFiles({ name: "Day One Export.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(page.getByTestId("import-preview")).toContainText("3 entries are already in your diary");
  await expect(page.getByRole("button", { name: "Nothing new to import" })).toBeDisabled();
});

test("an import that can't be read says why and writes nothing", async ({ page }) => {
  await signUpViaApi(page, "Ira");
  await page.goto("/settings");
  await page.getByLabel("Choose files to import").setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync({ "a.jpeg": new Uint8Array(8) })) });
  await expect(page.getByRole("alert")).toContainText('"photos.zip" has no Journal.json inside.');
  await expect(page.getByTestId("import-preview")).toHaveCount(0);
});
