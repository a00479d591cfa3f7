import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";

const OFFLINE_TEXT = "You're offline. You can keep writing: your diary draft is kept on this device and saved when you're back online.";

async function entries(page: Page, token: string): Promise<{ content: string; mood: number | null }[]> {
  const res = await page.request.get("/api/journal", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Waits until the service worker controls the page, then reloads so every file of the page passes through it. */
async function underServiceWorker(page: Page) {
  // Once a worker is active, a reload is controlled by it (no need to catch controllerchange,
  // which may already have fired).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function writeOnPage(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Diary entry", exact: true }).click();
  const full = page.getByTestId("full-screen-writer");
  await expect(full).toBeVisible();
  await full.getByRole("textbox").fill(text);
  await page.keyboard.press("Escape");
  await expect(full).toBeHidden();
}

test("the app is installable: a manifest with PNG icons (any and maskable) and a service worker", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining("Clearday"), short_name: "Clearday", display: "standalone", start_url: expect.any(String) });
  const pngs = manifest.icons.filter((i: { type: string }) => i.type === "image/png");
  expect(pngs.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]),
  );
  for (const icon of pngs) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const bytes = await res.body();
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await underServiceWorker(page);
});

test("offline: the shell still opens, the banner says so, and a diary entry written offline is saved exactly once on reconnect", async ({ page, context }) => {
  const me = await signUpViaApi(page, "Offline Olivia");
  await page.goto("/diary");
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toBeVisible();
  await underServiceWorker(page);
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT })).toBeVisible();

  // A reload without network is answered by the cached app shell.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  // Write and save while offline: the text is kept on the device, nothing reaches the server.
  await page.getByRole("radio", { name: "Peaceful" }).click();
  await writeOnPage(page, "Written on a train with no signal");
  await page.getByRole("button", { name: "Save Entry" }).click();
  const pendingOnDevice = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith("clearday.journalDraft."))
        .map((k) => JSON.parse(localStorage.getItem(k)!).pending?.content as string | undefined)
        .filter(Boolean),
    );
  // The page adds the prompt it shows above the text ("Morning Reflection: ...").
  await expect.poll(pendingOnDevice).toEqual([expect.stringContaining("Written on a train with no signal")]);
  expect(await entries(page, me.token)).toEqual([]);

  // Back online: the queue saves it, once.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  await expect.poll(async () => (await entries(page, me.token)).map((e) => e.content)).toEqual([expect.stringContaining("Written on a train with no signal")]);
  expect((await entries(page, me.token))[0]!.mood).toBe(4);
  await expect(page.getByText("The diary entry you wrote offline has been saved.")).toBeVisible();

  // A Save click after reconnecting, and a reload, still leave exactly one entry.
  const save = page.getByRole("button", { name: "Save Entry" });
  if (await save.isEnabled()) await save.click();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toBeVisible();
  expect(await entries(page, me.token)).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("clearday.journalDraft.")))).toEqual([]);
});

test("the service worker never caches API answers", async ({ page }) => {
  const me = await signUpViaApi(page, "Cache Check");
  await page.goto("/dashboard");
  await underServiceWorker(page);
  await page.goto("/diary");
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain("/");
  expect(cached.some((u) => u.startsWith("/assets/"))).toBe(true);
  expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);
  void me;
});
