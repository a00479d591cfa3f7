import { expect, test, type Page } from "./test";
import { ASSESSMENT_SECTIONS } from "../shared/assessment-catalogue";
import { signUpViaApi } from "./helpers";

/** Answers the visible section's radios and text areas, leaving its checkbox lists untouched. */
async function answerAllButLists(page: Page, index: number) {
  for (const q of ASSESSMENT_SECTIONS[index]!.questions) {
    const group = page.getByRole("group", { name: q.question });
    if (q.type === "radio") await group.getByLabel(q.options![0]!, { exact: true }).check();
    else if (q.type === "textarea") await group.getByRole("textbox").fill(`Answer for ${q.id}: calmer mornings.`);
  }
}

test("'None of these' on a checkbox list: an explicit empty answer that moves the wizard on", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/assessment");
  const next = page.getByRole("button", { name: "Next" });
  for (const i of [0, 1]) {
    await expect(page.getByText(`Section ${i + 1} of 4`)).toBeVisible();
    await answerAllButLists(page, i);
    await next.click();
  }

  await expect(page.getByText("Section 3 of 4")).toBeVisible();
  await answerAllButLists(page, 2);
  await expect(next).toBeDisabled(); // the untouched list blocks
  const values = page.getByRole("group", { name: ASSESSMENT_SECTIONS[2]!.questions.find((q) => q.id === "work_values")!.question });
  const none = values.getByRole("checkbox", { name: "None of these", exact: true });
  const helping = values.getByRole("checkbox", { name: "Helping others", exact: true });
  const growth = values.getByRole("checkbox", { name: "Learning and growth", exact: true });

  await helping.check();
  await growth.check();
  await expect(none).not.toBeChecked();
  // "None of these" clears the other boxes, and the empty list is an answer.
  await none.check();
  await expect(helping).not.toBeChecked();
  await expect(growth).not.toBeChecked();
  await expect(next).toBeEnabled();
  // Ticking another box unticks it.
  await helping.check();
  await expect(none).not.toBeChecked();
  // Unticking "None of these" takes the answer back: an absent answer blocks again (by keyboard).
  await none.focus();
  await page.keyboard.press("Space");
  await expect(none).toBeChecked();
  await expect(helping).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(none).not.toBeChecked();
  await expect(next).toBeDisabled();
  await none.check();
  await expect(next).toBeEnabled();

  // The draft keeps the empty answer across a reload, and the wizard moves on.
  await page.reload();
  await expect(page.getByText("Section 3 of 4")).toBeVisible();
  await expect(none).toBeChecked();
  await next.click();
  await expect(page.getByText("Section 4 of 4")).toBeVisible();

  // Section 4 has two lists; "None of these" on both, and the assessment completes with the empty lists.
  await answerAllButLists(page, 3);
  for (const q of ASSESSMENT_SECTIONS[3]!.questions.filter((x) => x.type === "checkbox")) {
    await page.getByRole("group", { name: q.question }).getByRole("checkbox", { name: "None of these", exact: true }).check();
  }
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/assessments") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  const body = (await (await saved).request().postDataJSON()) as { responses: Record<string, unknown> };
  expect(body.responses.work_values).toEqual([]);
  expect(body.responses.stress_triggers).toEqual([]);
  expect(body.responses.coping_mechanisms).toEqual([]);
});
