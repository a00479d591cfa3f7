import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { ASSESSMENT_SECTIONS } from "../shared/assessment-catalogue";
import { setDark, signUpViaApi } from "./helpers";

const hero = (page: Page) => page.getByRole("region", { name: "When your mind won't settle, talk it through." });
const finalCta = (page: Page) => page.getByRole("region", { name: "Your clearer day can start tonight" });

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A full, valid answer set from the catalogue: first option, all of nothing, or a sentence. */
function completeResponses() {
  const responses: Record<string, string | string[]> = {};
  for (const q of ASSESSMENT_SECTIONS.flatMap((s) => s.questions)) {
    if (q.type === "radio") responses[q.id] = q.options![0]!;
    else if (q.type === "checkbox") responses[q.id] = [q.options![0]!];
    else responses[q.id] = "Walking by the river most evenings helps me think.";
  }
  return responses;
}

test("the sections come in the documented order, each with its heading", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const headings = await page.locator("main h1, main h2").allTextContents();
  expect(headings).toEqual([
    "When your mind won't settle, talk it through.",
    "Support that fits into real life",
    "Watch small steps add up",
    "A diary that gently writes back",
    "Start free. Upgrade when it helps.",
    "What a clearer day can look like",
    "Your clearer day can start tonight",
  ]);
  // Demo content is labelled as such; the footer follows.
  await expect(page.getByText("Example data")).toBeVisible();
  await expect(page.getByText(/illustrative example/)).toHaveCount(3);
  await expect(page.getByRole("contentinfo")).toContainText("Not a substitute for professional care");
});

test("hero: chat and assessment buttons go to their pages", async ({ page }) => {
  await page.goto("/");
  await hero(page)
    .getByRole("link", { name: /Chat with Mindy/ })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/");
  await hero(page).getByRole("link", { name: "Take Free Life Assessment" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test("'What is an AI diary?': focus trapped, Escape closes, trial to /pricing, free start to /auth when signed out", async ({ page }) => {
  await page.goto("/");
  const trigger = hero(page).getByRole("button", { name: "What is an AI diary?" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "What is an AI diary?" });
  await expect(dialog).toBeVisible();
  // Focus stays inside while tabbing round.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole("link", { name: "Start Premium Trial" }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto("/");
  await hero(page).getByRole("button", { name: "What is an AI diary?" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Get Started for Free" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("'Get Started for Free' and 'Try the AI Diary' open the diary overlay for a signed-in person", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await hero(page).getByRole("button", { name: "What is an AI diary?" }).click();
  await page.getByRole("dialog", { name: "What is an AI diary?" }).getByRole("button", { name: "Get Started for Free" }).click();
  await expect(page.getByRole("dialog", { name: "What is an AI diary?" })).toBeHidden();
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();

  await finalCta(page).getByRole("button", { name: "Try the AI Diary" }).click();
  await expect(overlay).toBeVisible();
});

test("'AI Coaching Examples' shows the three sample conversations and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const trigger = hero(page).getByRole("button", { name: "AI Coaching Examples" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "AI Coaching Examples" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("not real people's chats");
  const samples: [string, RegExp][] = [
    ["Career anxiety", /performance review/],
    ["Relationship conflict", /same fight about chores/],
    ["Imposter syndrome", /feel like a fraud/],
  ];
  for (const [tab, text] of samples) {
    await dialog.getByRole("tab", { name: tab }).click();
    await expect(dialog.getByRole("tabpanel")).toContainText(text);
  }
  // The tabs work from the keyboard too.
  await dialog.getByRole("tab", { name: "Career anxiety" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Relationship conflict" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("final call to action: chat, diary (signed out to /diary), assessment and premium trial", async ({ page }) => {
  for (const [name, url] of [
    [/Chat with Mindy/, /\/chat$/],
    ["Take Free Life Assessment", /\/assessment$/],
    ["Start Premium Trial", /\/pricing$/],
  ] as const) {
    await page.goto("/");
    await finalCta(page).getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
  }
  await page.goto("/");
  await finalCta(page).getByRole("button", { name: "Try the AI Diary" }).click();
  await expect(page).toHaveURL(/\/diary$/);
});

test("'Take Free Life Assessment' is hidden once the signed-in person has completed an assessment", async ({ page }) => {
  const { token } = await signUpViaApi(page);
  await page.goto("/");
  await expect(hero(page).getByRole("link", { name: "Take Free Life Assessment" })).toBeVisible();
  await expect(finalCta(page).getByRole("link", { name: "Take Free Life Assessment" })).toBeVisible();

  const res = await page.request.post("/api/assessments", {
    headers: { Authorization: `Bearer ${token}` },
    data: { responses: completeResponses(), isComplete: true },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.reload();
  await expect(hero(page).getByRole("link", { name: /Chat with Mindy/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take Free Life Assessment" })).toHaveCount(0);
  // The rest of the final call to action stays.
  await expect(finalCta(page).getByRole("button", { name: "Try the AI Diary" })).toBeVisible();
});

test("pricing tiers: the trial opens the checkout link in a new tab when configured, else /pricing", async ({ page }) => {
  await page.goto("/");
  const pricing = page.getByRole("region", { name: "Start free. Upgrade when it helps." });
  await expect(pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(3);
  await expect(pricing).toContainText("Most Popular");

  // This run has no checkout link: the trial goes to /pricing.
  const config = await (await page.request.get("/api/config")).json();
  if (!config.trialCheckoutUrl) {
    await pricing.getByRole("link", { name: "Start $4.99 Trial" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  }

  // With one: a new tab, safely.
  const url = "https://checkout.example.test/trial";
  await page.route("**/api/config", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), trialCheckoutUrl: url } });
  });
  await page.goto("/");
  const trial = page.getByRole("region", { name: "Start free. Upgrade when it helps." }).getByRole("link", { name: /Start \$4\.99 Trial/ });
  await expect(trial).toHaveAttribute("href", url);
  await expect(trial).toHaveAttribute("target", "_blank");
  await expect(trial).toHaveAttribute("rel", /noopener/);
  await expect(trial).toHaveAccessibleName(/opens in a new tab/);
});

test("every hero control is reachable by keyboard with a visible focus ring", async ({ page }) => {
  await page.goto("/");
  const names = ["Chat with Mindy", "Take Free Life Assessment", "What is an AI diary?", "AI Coaching Examples"];
  const reached = new Set<string>();
  for (let i = 0; i < 40 && reached.size < names.length; i++) {
    await page.keyboard.press("Tab");
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const s = getComputedStyle(el);
      return { text: el.textContent?.trim() ?? "", ring: s.boxShadow !== "none" || (s.outlineStyle !== "none" && s.outlineWidth !== "0px") };
    });
    const name = names.find((n) => info?.text.includes(n));
    if (name && info) {
      expect(info.ring, `${name} shows a focus ring`).toBe(true);
      reached.add(name);
    }
  }
  expect([...reached].sort()).toEqual([...names].sort());
  // Enter opens a dialog from the keyboard.
  await hero(page).getByRole("button", { name: "AI Coaching Examples" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "AI Coaching Examples" })).toBeVisible();
});

test("axe: no serious or critical violations on the home page, light and dark, with a dialog open", async ({ page }) => {
  await page.goto("/");
  await expect(hero(page)).toBeVisible();
  await expectNoSeriousAxe(page);
  await setDark(page, true);
  await expectNoSeriousAxe(page);
  await hero(page).getByRole("button", { name: "AI Coaching Examples" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousAxe(page);
});

test("mobile (375 px): no sideways scrolling, buttons full width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(hero(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await hero(page)
    .getByRole("link", { name: /Chat with Mindy/ })
    .boundingBox();
  expect(box!.width).toBeGreaterThan(300);
});
