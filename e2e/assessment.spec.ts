import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { ASSESSMENT_SECTIONS } from "../shared/assessment-catalogue";
import { setDark, signUp, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

/** Answers the visible section: first option of each radio, one box of each list, text in each area. */
async function answerSection(page: Page, index: number) {
  const section = ASSESSMENT_SECTIONS[index]!;
  for (const q of section.questions) {
    const group = page.getByRole("group", { name: q.question });
    if (q.type === "radio") await group.getByLabel(q.options![0]!, { exact: true }).check();
    else if (q.type === "checkbox") await group.getByLabel(q.options![1]!, { exact: true }).check();
    else await group.getByRole("textbox").fill(`Answer for ${q.id}: I'd like calmer mornings and more time with friends.`);
  }
}

function fullResponses() {
  const out: Record<string, string | string[]> = {};
  for (const q of ASSESSMENT_SECTIONS.flatMap((s) => s.questions)) {
    out[q.id] = q.type === "radio" ? q.options![0]! : q.type === "checkbox" ? [q.options![0]!] : "More rest and kinder evenings.";
  }
  return out;
}

async function submitViaApi(page: Page, token: string, overrides: Record<string, string> = {}) {
  const res = await page.request.post("/api/assessments", {
    headers: { Authorization: `Bearer ${token}` },
    data: { responses: { ...fullResponses(), ...overrides }, isComplete: true },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function expectNoSeriousAxe(page: Page) {
  for (const dark of [false, true]) {
    await setDark(page, dark);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test("signed out: the Sign In Required card, and the other screens go to /auth", async ({ page }) => {
  await page.goto("/assessment");
  await expect(page.getByText("Sign In Required")).toBeVisible();
  await expect(page.getByText("Please sign in to take your life assessment and receive personalized AI insights.")).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
  for (const path of ["/assessment-followup", "/assessment-results", "/enhanced-results"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test("the whole journey: assessment, results, follow-up, enhanced plan, with reloads at each step", async ({ page }) => {
  test.setTimeout(300_000); // a long journey with four axe passes; generous for loaded CI machines
  await signUp(page);
  await expect(page.getByText("Section 1 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Childhood & Early Development" })).toBeVisible();
  await expect(page.getByText("Why this matters:").first()).toBeVisible();
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await answerSection(page, 0);
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByText("Section 2 of 4")).toBeVisible();
  await answerSection(page, 1);
  // Previous keeps the earlier answers, and coming back keeps these.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Section 1 of 4")).toBeVisible();
  await expect(page.getByLabel(ASSESSMENT_SECTIONS[0]!.questions[0]!.options![0]!, { exact: true })).toBeChecked();
  await next.click();
  await expect(page.getByLabel(ASSESSMENT_SECTIONS[1]!.questions[0]!.options![0]!, { exact: true })).toBeChecked();
  await next.click();

  // Section 3: an empty checkbox list counts as an answer once touched; an untouched one blocks.
  await expect(page.getByText("Section 3 of 4")).toBeVisible();
  const career = ASSESSMENT_SECTIONS[2]!;
  for (const q of career.questions) {
    const group = page.getByRole("group", { name: q.question });
    if (q.type === "radio") await group.getByLabel(q.options![0]!, { exact: true }).check();
    else if (q.type === "textarea") await group.getByRole("textbox").fill("Something kinder and steadier.");
  }
  await expect(next).toBeDisabled();
  const values = page.getByRole("group", { name: career.questions.find((q) => q.id === "work_values")!.question });
  await values.getByLabel("Helping others", { exact: true }).check();
  await values.getByLabel("Helping others", { exact: true }).uncheck();
  await expect(next).toBeEnabled();

  // A reload keeps the section and the answers (draft on the device).
  await page.reload();
  await expect(page.getByText("Section 3 of 4")).toBeVisible();
  await expect(page.getByRole("group", { name: career.questions[1]!.question }).getByRole("textbox")).toHaveValue("Something kinder and steadier.");
  await next.click();

  await expect(page.getByText("Section 4 of 4")).toBeVisible();
  await answerSection(page, 3);
  await expectNoSeriousAxe(page);
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  await expect(page.getByText("Assessment Complete!")).toBeVisible();
  await expect(page).toHaveURL(/\/assessment-results$/, { timeout: 10_000 });

  // Results: the free preview.
  await expect(page.getByRole("heading", { name: "Your Personal Assessment Results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("AI Analysis Complete")).toBeVisible();
  for (const title of ["Life Overview", "Key Strengths", "Areas for Growth", "Initial Recommendations", "Coaching Focus Areas", "Journey Progress"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByText("Free Preview")).toBeVisible();
  await expect(page.getByText("Upgrade to continue your personalized growth plan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start 7-Day Trial for $4.99" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "View Dashboard" })).toHaveAttribute("href", "/dashboard");
  const recs = page.getByRole("heading", { name: "Initial Recommendations" }).locator("xpath=ancestor::*[@data-slot='card'][1]").getByRole("listitem");
  expect(await recs.count()).toBeLessThanOrEqual(2);
  const focus = (await page.getByTestId("coaching-focus").locator("[data-slot=badge]").allInnerTexts()).filter((t) => !t.includes("more focus areas"));
  expect(focus.length).toBeGreaterThan(0);
  await expectNoSeriousAxe(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Personal Assessment Results" })).toBeVisible();

  // The follow-up.
  await page.getByRole("link", { name: "Answer Follow-up Questions" }).click();
  await expect(page).toHaveURL(/\/assessment-followup$/);
  const counter = page.getByText(/^Question 1 of \d+$/);
  await expect(counter).toBeVisible({ timeout: 20_000 });
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(page.getByText("0% complete")).toBeVisible();
  const box = page.getByRole("textbox");
  const nextQ = page.getByRole("button", { name: "Next" });
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(nextQ).toBeDisabled();
  await box.fill("   ");
  await expect(nextQ).toBeDisabled();
  await box.fill("First answer: evenings are when I feel most tired.");
  await nextQ.click();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(page.locator("ol[aria-label=Questions] li").nth(0)).toHaveAttribute("data-state", "done");
  await expect(page.locator("ol[aria-label=Questions] li").nth(1)).toHaveAttribute("data-state", "current");
  await expect(page.locator("ol[aria-label=Questions] li").nth(2)).toHaveAttribute("data-state", "upcoming");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(box).toHaveValue("First answer: evenings are when I feel most tired.");
  await nextQ.click();

  // Reload in the middle: the same question, the earlier answer kept, the questions not made again.
  await page.reload();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible({ timeout: 20_000 });
  for (let i = 2; i <= total; i++) {
    await box.fill(`Answer ${i}: a short walk after lunch helps me.`);
    if (i < total) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByRole("button", { name: "Complete Assessment" })).toBeEnabled();
  await expectNoSeriousAxe(page);
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  await expect(page.getByText("Ready for Your Next Step!")).toBeVisible();
  await expect(page).toHaveURL(/\/enhanced-results$/, { timeout: 10_000 });

  // The enhanced plan, with the person's own plan under 'Your Next 30 Days'.
  await expect(page.getByRole("heading", { name: "Your Enhanced Coaching Plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What Makes This Different" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Next 30 Days" })).toBeVisible();
  for (const badge of ["Goal Achievement", "Daily Habits", "Personal Growth", "Stress Management"]) {
    await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByTestId("personal-plan")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("personal-plan").getByText("Week 1")).toBeVisible();
  // The plan's focus areas are the results' coaching focus, no more than the free results showed.
  expect(await page.getByTestId("plan-focus").locator("[data-slot=badge]").allInnerTexts()).toEqual(focus);
  await expect(page.getByRole("link", { name: "Start Daily Coaching - $4.99 Trial" })).toHaveAttribute("href", "/pricing");
  await expectNoSeriousAxe(page);
  await page.reload();
  await expect(page.getByTestId("personal-plan")).toBeVisible();

  // Back to the follow-up: already answered, so straight on to the plan.
  await page.goto("/assessment-followup");
  await expect(page).toHaveURL(/\/enhanced-results$/);
  await page.getByRole("link", { name: "Review Your Assessment Results" }).click();
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole("link", { name: "View Your Coaching Plan" })).toBeVisible();
});

test("without an assessment: the follow-up offers the results, the plan goes back to the results", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/assessment-followup");
  await expect(page.getByText("Want to review your assessment first?")).toBeVisible();
  await page.getByRole("link", { name: "View Assessment Results" }).click();
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByText("No assessment yet")).toBeVisible();
  await page.goto("/enhanced-results");
  await expect(page).toHaveURL(/\/assessment-results$/);
});

test("the one-question runner: 'Question n of N', Next waits for an answer, 'Complete Section' moves on", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/assessment");
  await page.getByRole("button", { name: "One question at a time" }).click();
  const section = ASSESSMENT_SECTIONS[0]!;
  for (let i = 0; i < section.questions.length; i++) {
    const q = section.questions[i]!;
    await expect(page.getByText(`Question ${i + 1} of ${section.questions.length}`)).toBeVisible();
    const button = page.getByRole("button", { name: i === section.questions.length - 1 ? "Complete Section" : "Next" });
    await expect(button).toBeDisabled();
    await page.getByLabel(q.options![1]!, { exact: true }).check();
    await button.click();
  }
  await expect(page.getByText("Section 2 of 4")).toBeVisible();
  // Previous on the first question goes back a section.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Section 1 of 4")).toBeVisible();
});

test("premium sees every recommendation and no upgrade pitch", async ({ page }) => {
  const { token, email } = await signUpViaApi(page);
  await submitViaApi(page, token);
  await setTier(page, email, "premium");
  await page.goto("/assessment-results");
  await expect(page.getByRole("heading", { name: "Your Personal Assessment Results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your Recommendations" })).toBeVisible();
  await expect(page.getByText("Free Preview")).toHaveCount(0);
  await expect(page.getByText("Upgrade to continue your personalized growth plan")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start 7-Day Trial for $4.99" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Dashboard" })).toBeVisible();
});

test("an answer flagged as acute risk: crisis resources on the results, and no upsell", async ({ page }) => {
  const { token } = await signUpViaApi(page);
  await submitViaApi(page, token, { growth_areas: "Honestly I want to end my life" });
  await page.goto("/assessment-results");
  await expect(page.getByRole("heading", { name: "Your Personal Assessment Results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("crisis-resources")).toBeVisible();
  await expect(page.getByTestId("crisis-resources").getByRole("link").first()).toBeVisible();
  await expect(page.getByText("Free Preview")).toHaveCount(0);
  await expect(page.getByText("Upgrade to continue your personalized growth plan")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start 7-Day Trial for $4.99" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveCount(0);
  await expectNoSeriousAxe(page);
});
