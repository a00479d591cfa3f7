import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";
import { setTier } from "./tier";

async function sendMessage(page: Page, text: string) {
  const input = page.getByLabel("Message to Mindy");
  await input.fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  // The exchange joins the conversation once the reply is complete; then the input is cleared.
  await expect(page.getByTestId("chat-message").filter({ hasText: text })).toBeVisible();
  await expect(input).toHaveValue("");
}

const assistantMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');

test("signed out: the chat page asks to sign in", async ({ page }) => {
  await page.goto("/chat");
  await expect(page.getByRole("link", { name: "Sign In to Chat" })).toHaveAttribute("href", "/auth");
});

test("a free user chats in open chat, without memory", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Jordan");
  await page.goto("/chat");
  await expect(page.getByRole("heading", { name: "Let's Talk" })).toBeVisible();
  await expect(page.getByText("Open Chat Available")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByTestId("sos-button").first()).toBeVisible();
  // Mindy's first message says what Mindy is.
  await expect(assistantMessages(page).first()).toContainText("not a human and not a therapist");
  await expect(page.getByText("Offline coach").first()).toBeVisible();

  const send = page.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Message to Mindy").fill("   ");
  await expect(send).toBeDisabled();

  await sendMessage(page, "  My boss keeps piling extra projects on me at work.  ");
  await expect(assistantMessages(page)).toHaveCount(2);
  await expect(assistantMessages(page).nth(1)).not.toBeEmpty();
  // Labelled once per conversation, not on every reply.
  await expect(page.getByText("Offline coach", { exact: true })).toHaveCount(1);
  // Sent trimmed.
  await expect(page.getByTestId("chat-message").filter({ hasText: "My boss keeps piling" }).first()).toContainText(/^You: My boss/);

  // Nothing was saved: a reload starts fresh, and the sessions list is for paid tiers only.
  await page.reload();
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
  const sessions = await page.request.get("/api/coaching/sessions", { headers: { Authorization: `Bearer ${token}` } });
  expect(sessions.status()).toBe(403);

  // A question about the app is answered with a link to the right page.
  await sendMessage(page, "How do I delete entries?");
  await expect(assistantMessages(page).last().getByRole("link", { name: "/diary" })).toHaveAttribute("href", "/diary");

  // Start Fresh resets to the greeting and clears the input.
  await sendMessage(page, "I can't sleep lately.");
  await page.getByLabel("Message to Mindy").fill("draft");
  await page.getByRole("button", { name: "Start Fresh" }).click();
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
  await expect(page.getByLabel("Message to Mindy")).toHaveValue("");
});

test("on failure the typed text stays in the input", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  await page.route("**/api/coaching/chat", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Mindy is resting." }) }));
  page.on("dialog", (d) => void d.dismiss());
  await page.getByLabel("Message to Mindy").fill("Are you there?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Failed to send message")).toBeVisible();
  await expect(page.getByText(/Mindy is resting\. Debug info: user present, token present\./)).toBeVisible();
  await expect(page.getByLabel("Message to Mindy")).toHaveValue("Are you there?");
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
});

test("a premium user's conversation is saved, continued after a reload, and deleted", async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page, "Casey");
  await setTier(page, email, "premium");
  await page.goto("/chat");
  await expect(page.getByTestId("tier-banner").getByText("Premium", { exact: true })).toBeVisible();
  await expect(page.getByText(/Memory is on/)).toBeVisible();

  await sendMessage(page, "Work is too much. My manager keeps adding projects and I never catch up.");
  await page.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  const item = page.getByTestId("session-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Work is too much.");
  await expect(item).toContainText("2 messages");
  await expect(item).toContainText("Current");
  await page.keyboard.press("Escape");

  // After a reload the conversation is gone from the screen but can be continued.
  await page.reload();
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
  await page.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  await page.getByTestId("session-item").click();
  await page.getByRole("menuitem", { name: "Continue Session" }).click();
  await expect(page.getByTestId("chat-message").filter({ hasText: "Work is too much." })).toBeVisible();
  await sendMessage(page, "What could I say to my manager tomorrow?");
  await expect(page.getByTestId("chat-message")).toHaveCount(4);
  await page.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  await expect(page.getByTestId("session-item")).toContainText("4 messages");

  // What Mindy remembers.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "What Mindy remembers" }).click();
  await expect(page.getByRole("dialog").getByText("Work is too much.")).toBeVisible();
  await page.getByRole("button", { name: "Close" }).first().click();

  // Delete: the open session is deleted and the chat resets.
  await page.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  await page.getByTestId("session-item").click();
  await page.getByRole("menuitem", { name: "Delete Session" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Session" }).click();
  await expect(page.getByText("Session deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Sessions \(0\)/ })).toBeVisible();
  await expect(page.getByTestId("chat-message")).toHaveCount(1);
  await page.getByRole("button", { name: /^Sessions \(0\)/ }).click();
  await expect(page.getByText("No saved sessions yet")).toBeVisible();
});

test("conversation that follows: a free person's second message is answered in the light of the first", async ({ page }) => {
  await signUpViaApi(page, "Robin");
  await page.goto("/chat");
  await sendMessage(page, "My sister forgot my birthday again.");
  await sendMessage(page, "What should I say to her?");
  await expect(assistantMessages(page)).toHaveCount(3);
  await expect(assistantMessages(page).nth(2)).toContainText("My sister forgot my birthday again");
});

test("conversation that follows: a premium person asks what they said earlier, and is greeted as returning next time", async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page, "Avery");
  await setTier(page, email, "premium");
  await page.goto("/chat");
  await sendMessage(page, "I want to sleep before eleven on weeknights this month.");
  await sendMessage(page, "Work was loud today and my inbox is a mess.");
  await sendMessage(page, "Wait, what did I say my goal was?");
  await expect(assistantMessages(page).last()).toContainText("I want to sleep before eleven on weeknights this month");
  // Next visit: Mindy says it is Mindy, an AI, and greets them as returning, with the last topic.
  await page.reload();
  const greeting = assistantMessages(page).first();
  await expect(greeting).toContainText("Welcome back, Avery");
  await expect(greeting).toContainText("not a human and not a therapist");
  await expect(greeting).toContainText("I want to sleep before eleven");
});
