import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { readFile } from "node:fs/promises";
import { setDark } from "./helpers";

const bar = (page: Page) => page.getByTestId("audio-bar");
const toggle = (page: Page) => page.getByTestId("audio-bar-toggle");

async function expand(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
}

/** Counts requests for audio files from now on. */
function watchAudio(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/audio/")) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test("collapsed at first; expands to the controls and the four tracks; Escape collapses it", async ({ page }) => {
  await page.goto("/");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(bar(page).getByRole("slider")).toHaveCount(0);
  await expand(page);
  await expect(bar(page).getByRole("heading", { name: "Choose your ambience" })).toBeVisible();
  for (const [name, duration] of [
    ["Gentle Rain", "10:00"],
    ["Forest Sounds", "8:30"],
    ["Ocean Waves", "12:15"],
    ["Meditation Bell", "5:45"],
  ]) {
    await expect(bar(page).getByRole("button", { name: `${name} ${duration}` })).toBeVisible();
  }
  await expect(bar(page).getByRole("button", { name: "Play" })).toBeVisible();
  await expect(bar(page).getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "false");
  const slider = bar(page).getByRole("slider", { name: "Volume" });
  await expect(slider).toHaveAttribute("aria-valuemin", "0");
  await expect(slider).toHaveAttribute("aria-valuemax", "1");
  await expect(slider).toHaveAttribute("aria-valuenow", "0.5");

  await slider.focus();
  await page.keyboard.press("Escape");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(toggle(page)).toBeFocused();
});

test("no audio is fetched on page load; picking a track plays it and it keeps playing across pages", async ({ page }) => {
  const audio = watchAudio(page);
  await page.goto("/");
  await expect(toggle(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(audio).toEqual([]);

  await expand(page);
  await bar(page)
    .getByRole("button", { name: /Forest Sounds/ })
    .click();
  await expect(bar(page)).toHaveAttribute("data-state", "playing");
  expect(audio).toEqual(["/api/audio/forest"]);
  await expect(bar(page).getByRole("button", { name: /Forest Sounds/ })).toHaveAttribute("aria-pressed", "true");
  await expect(bar(page).getByTestId("audio-track-name")).toHaveText("Forest Sounds");
  await expect(bar(page).getByTestId("audio-track-duration")).toHaveText("8:30");

  // Move around the app: the bar (and the sound) stay.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(bar(page)).toHaveAttribute("data-state", "playing");
  await page.getByRole("banner").getByRole("link", { name: "Clearday home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar(page)).toHaveAttribute("data-state", "playing");
  expect(audio).toEqual(["/api/audio/forest"]);

  // Pause, then play again from the collapsed tab.
  await bar(page).getByRole("button", { name: "Pause" }).click();
  await expect(bar(page)).toHaveAttribute("data-state", "paused");
  await toggle(page).click();
  await bar(page).getByRole("button", { name: "Play" }).click();
  await expect(bar(page)).toHaveAttribute("data-state", "playing");
});

test("volume, track and mute are saved and restored after a reload; raising the volume unmutes", async ({ page }) => {
  await page.goto("/");
  await expand(page);
  await bar(page)
    .getByRole("button", { name: /Ocean Waves/ })
    .click();
  await expect(bar(page)).toHaveAttribute("data-state", "playing");
  const slider = bar(page).getByRole("slider", { name: "Volume" });
  await slider.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveAttribute("aria-valuenow", "0.3");
  await bar(page).getByRole("button", { name: "Mute" }).click();
  await expect(bar(page).getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "true");

  expect(await page.evaluate(() => [localStorage.getItem("audioBar-volume"), localStorage.getItem("audioBar-currentTrack"), localStorage.getItem("audioBar-muted")])).toEqual([
    "0.3",
    "ocean",
    "true",
  ]);

  const audio = watchAudio(page);
  await page.reload();
  await expand(page);
  // Restored, paused (nothing plays or loads by itself).
  await expect(bar(page).getByTestId("audio-track-name")).toHaveText("Ocean Waves");
  await expect(bar(page).getByTestId("audio-track-duration")).toHaveText("12:15");
  await expect(bar(page).getByRole("button", { name: /Ocean Waves/ })).toHaveAttribute("aria-pressed", "true");
  await expect(bar(page).getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "true");
  await expect(slider).toHaveAttribute("aria-valuenow", "0.3");
  await expect(bar(page)).toHaveAttribute("data-state", "paused");
  await page.waitForLoadState("networkidle");
  expect(audio).toEqual([]);

  // Muted at 0.3: lowering keeps it muted, raising above zero unmutes.
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "0.4");
  await expect(bar(page).getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => localStorage.getItem("audioBar-muted"))).toBe("false");
});

test("a refused play goes back to paused without a message", async ({ page }) => {
  // The browser says no (autoplay rules): resume never gets the context running.
  await page.addInitScript(() => {
    AudioContext.prototype.resume = function () {
      return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    };
    const suspendedState = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, "state")!;
    Object.defineProperty(BaseAudioContext.prototype, "state", { get: () => "suspended", configurable: suspendedState.configurable });
  });
  await page.goto("/");
  await expand(page);
  await bar(page)
    .getByRole("button", { name: /Gentle Rain/ })
    .click();
  await expect(bar(page)).toHaveAttribute("data-state", "paused");
  await expect(bar(page).getByRole("button", { name: "Play" })).toBeVisible();
  await expect(bar(page).getByRole("status")).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("/api/audio/rain answers a Range request with 206 and exactly the file's bytes", async ({ page }) => {
  const file = await readFile(new URL("../scripts/audio/out/rain.mp3", import.meta.url));
  const res = await page.request.get("/api/audio/rain", { headers: { Range: "bytes=1000-4999" } });
  expect(res.status()).toBe(206);
  const headers = res.headers();
  expect(headers["content-type"]).toBe("audio/mpeg");
  expect(headers["accept-ranges"]).toBe("bytes");
  expect(headers["content-range"]).toBe(`bytes 1000-4999/${file.length}`);
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["etag"]).toBeTruthy();
  expect(Buffer.compare(await res.body(), file.subarray(1000, 5000))).toBe(0);

  const whole = await page.request.get("/api/audio/rain");
  expect(whole.status()).toBe(200);
  expect(Buffer.compare(await whole.body(), file)).toBe(0);

  // R2 weighs the Range header: locally a range past the end gets the whole file (Cloudflare's R2
  // refuses it, and the route answers 416); never an error, never bytes that are not the file's.
  const beyond = await page.request.get("/api/audio/rain", { headers: { Range: `bytes=${file.length}-` } });
  expect(beyond.status()).toBe(200);
  expect(Buffer.compare(await beyond.body(), file)).toBe(0);

  const unknown = await page.request.get("/api/audio/thunder");
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toMatch(/no ambient track/i);
});

/** The panel's fade and the colour transitions must end before axe measures contrast. */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== "running"));

test("axe: the open sound bar has no serious or critical violations, light and dark", async ({ page }) => {
  await page.goto("/");
  await expand(page);
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).include('[data-testid="audio-bar"]').analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});

test("once the page scrolls the pill tucks under the header, over nothing; it is back at the top and when tabbed to", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/privacy");
  const pill = bar(page);
  const button = toggle(page);
  await expect(button).toBeInViewport();
  await page.mouse.wheel(0, 900);
  await expect(pill).toHaveAttribute("data-tucked", "true");
  // Whatever is under where the pill was is reachable: the pill is not what a tap there hits.
  await expect
    .poll(async () => {
      const box = (await button.boundingBox())!;
      return page.evaluate(([x, y]) => document.querySelector("[data-testid=audio-bar-toggle]")!.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, 64 + 18]);
    })
    .toBe(false);
  await page.mouse.wheel(0, -5000);
  await expect(pill).toHaveAttribute("data-tucked", "false");
  await expect.poll(async () => (await button.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  await page.mouse.wheel(0, 900);
  await expect(pill).toHaveAttribute("data-tucked", "true");
  await button.focus();
  await expect.poll(async () => button.evaluate((el) => getComputedStyle(el.closest("[data-testid=audio-bar] > div")!).opacity)).toBe("1");
});
