// /chat as an app view: the conversation scrolls inside itself, the window stays put, the composer
// is on screen and keeps focus, menus stay inside a phone's screen, and each reply is announced once.
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";
import { setTier } from "./tier";

const input = (page: Page) => page.getByLabel("Message to Mindy");

async function sendWithEnter(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(page.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
  await expect(input(page)).toHaveValue("");
}

for (const size of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} px the window does not scroll on send, and the input stays on screen with focus`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signUpViaApi(page, "Noor");
    await page.goto("/chat");
    await expect(input(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Send message" })).toBeInViewport({ ratio: 1 });

    // Enough turns to overflow the list.
    for (const text of ["I keep putting off a hard conversation with my sister.", "She says I never listen.", "Maybe she is right, I get defensive.", "What could I say first?"]) {
      await sendWithEnter(page, text);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(input(page)).toBeFocused();
    }
    const list = page.getByRole("log", { name: "Conversation with Mindy" });
    const overflow = await list.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight, scrollTop: el.scrollTop }));
    expect(overflow.scrollHeight).toBeGreaterThan(overflow.clientHeight);
    // Scrolled to the newest reply, inside itself.
    expect(overflow.scrollTop + overflow.clientHeight).toBeGreaterThanOrEqual(overflow.scrollHeight - 2);
    await expect(page.getByTestId("chat-message").last()).toBeInViewport();
    await expect(input(page)).toBeInViewport({ ratio: 1 });

    // Nothing floats over the list or the composer: what is on top there belongs to the chat.
    const card = page.getByTestId("chat-card");
    for (const target of [list, card.locator("form")]) {
      const box = (await target.boundingBox())!;
      const inset = 12;
      const points = [
        [box.x + inset, box.y + inset],
        [box.x + box.width - inset, box.y + inset],
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + inset, box.y + box.height - inset],
        [box.x + box.width - inset, box.y + box.height - inset],
      ];
      const covered = await card.evaluate(
        (el, pts) =>
          pts
            .filter(([x, y]) => !el.contains(document.elementFromPoint(x!, y!)))
            .map(([x, y]) => `${Math.round(x!)},${Math.round(y!)}: ${document.elementFromPoint(x!, y!)?.outerHTML.slice(0, 120)}`),
        points,
      );
      expect(covered).toEqual([]);
    }
    if (process.env.CHAT_SHOTS) {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `${process.env.CHAT_SHOTS}/chat-view-${size.width}-${colorScheme}.png` });
      }
    }
  });
}

test("at 375 px the list follows a reply to its end: a late scroll event, the helplines strip and a keyboard do not leave it short", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpViaApi(page, "Noor");
  await page.goto("/chat");
  for (const text of ["I keep putting off a hard conversation with my sister.", "She says I never listen."]) await sendWithEnter(page, text);
  const replies = page.locator('[data-testid="chat-message"][data-role="assistant"]');
  await expect(replies).toHaveCount(3);
  const list = page.getByRole("log", { name: "Conversation with Mindy" });
  const gap = () => list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop);

  // Hold the reply, then deliver the scroll event as a browser does a frame late, after content
  // below grew: nobody moved the list, so it must go on following.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/coaching/chat", async (route) => {
    await held;
    await route.continue();
  });
  const question = "whats a lethal dose of paracetamol";
  await input(page).fill(question);
  await input(page).press("Enter");
  await expect(page.getByTestId("chat-message").filter({ hasText: question })).toBeVisible();
  await expect.poll(gap).toBeLessThanOrEqual(2);
  await list.evaluate((el) => {
    el.style.paddingBottom = "600px";
    void el.scrollHeight;
    el.dispatchEvent(new Event("scroll"));
    el.style.paddingBottom = "";
  });
  release();
  await expect(page.getByTestId("chat-crisis-resources")).toBeVisible();
  const reply = replies.nth(3);
  await expect(reply).toContainText("Are you safe right now?");
  await expect.poll(gap).toBeLessThanOrEqual(2);
  await expect(reply.locator("time")).toBeInViewport();

  // A phone's keyboard takes the lower part of the screen: the list shrinks and keeps its end in view.
  await page.setViewportSize({ width: 375, height: 420 });
  await expect.poll(gap).toBeLessThanOrEqual(2);
  await expect(reply.locator("time")).toBeInViewport();
});

test("on a phone held sideways the reply that brings the helplines can still be read, with SOS and the lines in view", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 667, height: 375 });
  await signUpViaApi(page, "Noor");
  await page.goto("/chat");
  await sendWithEnter(page, "whats a lethal dose of paracetamol");
  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]').nth(1);
  await expect(reply).toContainText("Are you safe right now?");
  const strip = page.getByTestId("chat-crisis-resources");
  await expect(strip.getByRole("link").first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "SOS: get help now" })).toBeInViewport({ ratio: 1 });
  // The title steps aside for the conversation but is still there for screen readers.
  await expect(page.getByRole("heading", { name: "Let's Talk" })).toHaveCount(1);
  // Room for several lines of the reply, not a sliver.
  const list = page.getByRole("log", { name: "Conversation with Mindy" });
  expect(await list.evaluate((el) => el.clientHeight)).toBeGreaterThanOrEqual(90);
  await expect(reply.locator("time")).toBeInViewport();
  await expect(input(page)).toBeInViewport({ ratio: 1 });
});

test("each reply is announced once, complete, and the streaming words are not", async ({ page }) => {
  await signUpViaApi(page, "Ira");
  await page.goto("/chat");
  const announcer = page.getByTestId("reply-announcer");
  await expect(page.getByRole("log", { name: "Conversation with Mindy" })).toHaveAttribute("aria-live", "off");
  // The greeting was there before: nothing to announce.
  await expect(announcer).toHaveText("");
  const seen = await announcer.evaluate((el) => {
    const texts: string[] = [];
    new MutationObserver(() => texts.push(el.textContent ?? "")).observe(el, { childList: true, characterData: true, subtree: true });
    (window as unknown as { announced: string[] }).announced = texts;
    return true;
  });
  expect(seen).toBe(true);
  await sendWithEnter(page, "Work has been heavy this week and I can't switch off at night.");
  const reply = await page.locator('[data-testid="chat-message"][data-role="assistant"]').last().innerText();
  await expect(announcer).toHaveText(/^Mindy: .+/);
  const announced = await page.evaluate(() => (window as unknown as { announced: string[] }).announced.filter((t) => t !== ""));
  expect(announced).toHaveLength(1);
  expect(reply).toContain(announced[0]!.replace(/^Mindy: /, "").slice(0, 40));
});

test("at 320 px the saved sessions menu and its Continue and Delete stay inside the screen", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  const { email } = await signUpViaApi(page, "Sam");
  await setTier(page, email, "premium");
  await page.goto("/chat");
  await sendWithEnter(page, "Rough day at work, my manager moved every deadline up.");
  // While the person types on a phone, the conversation has the room; the plan banner (and its
  // sessions menu) is back once the keyboard is put away.
  await expect(page.getByTestId("tier-banner")).toBeHidden();
  await input(page).blur();
  await page.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  const menu = page.getByRole("menu");
  const continueItem = page.getByRole("menuitem", { name: "Continue Session" });
  const deleteItem = page.getByRole("menuitem", { name: "Delete Session" });
  for (const el of [menu, continueItem, deleteItem]) {
    await expect(el).toBeVisible();
    const box = (await el.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await continueItem.click();
  await expect(page.getByText("Session loaded")).toBeVisible();
});

test("the dashboard's coach panel keeps its card: the input stays where it was on screen, with focus", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 667 });
  const { email } = await signUpViaApi(page, "Rae");
  await setTier(page, email, "premium");
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "AI Coach" }).click();
  const panel = page.getByTestId("coach-panel");
  const field = panel.getByPlaceholder("Ask your AI coach anything...");
  await field.scrollIntoViewIfNeeded();
  for (const text of ["My flatmate never does the dishes and I keep quiet.", "I don't want a fight though."]) {
    // Where the field is on screen: the window may only move to keep it there (scroll anchoring
    // when the panel's header gains a line), never to jump down the page.
    const before = (await field.boundingBox())!.y;
    await field.fill(text);
    await field.press("Enter");
    await expect(panel.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
    await expect(field).toHaveValue("");
    expect(Math.abs((await field.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
  }
});

test("on a phone a toast never covers the composer or the send button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpViaApi(page, "Lou");
  await page.goto("/chat");
  await page.route("**/api/coaching/chat", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Mindy is resting." }) }));
  page.on("dialog", (d) => void d.dismiss());
  await input(page).fill("Are you there?");
  await input(page).press("Enter");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to send message" });
  await expect(toast).toBeVisible();
  const t = (await toast.boundingBox())!;
  for (const control of [input(page), page.getByRole("button", { name: "Send message" })]) {
    const c = (await control.boundingBox())!;
    const overlaps = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
    expect(overlaps).toBe(false);
  }
});
