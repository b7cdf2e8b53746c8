// The recipient of a gift thanks the anonymous sender from the card's code (docs/product.md#thank-you-notes): on a
// phone and a desktop, with and without JavaScript, opens /tesekkur/<code>, reads the card's message, sends a note
// with a nickname and sees the thanks; types the code on the entry page; later reads the sender's answer and told
// name; closes the thread through its confirmation without JavaScript. The shop runs inside the test
// (support/held-shop.ts) so the order can be delivered and given a code at once; what was stored is read from it.
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { mailOutbox, thankYouMessages, thankYouThreads } from "../../app/db/schema";
import { thanksText } from "../../app/lib/i18n/thanks";
import { thanksRecipientText as t } from "../../app/lib/i18n/thanks-recipient";
import { codedOrder, SECRET_DETAILS } from "../support/thanks-recipient-fixtures";
import { type HeldShop, startHeldShop } from "./support/held-shop";
import { shot } from "./support/shots";
import { waitForHydration } from "./support/shop";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 800 } },
] as const;

let shop: HeldShop;
// One worker runs this file's tests in order: they share the one shop on its one port.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // Its own port: the settings project's held shop takes E2E_PORT + 2.
  shop = await startHeldShop(Number(process.env.E2E_PORT || 3210) + 5);
});
test.afterAll(async () => {
  await shop?.stop();
});

async function threadOf(orderId: string) {
  const db = shop.database.db;
  const [thread] = await db.select().from(thankYouThreads).where(eq(thankYouThreads.orderId, orderId));
  const messages = thread ? await db.select().from(thankYouMessages).where(eq(thankYouMessages.threadId, thread.id)) : [];
  return { thread, messages };
}

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`on a ${size.name}, ${how} JavaScript: the card's message, a note with a nickname, then the thanks`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled });
      const page = await context.newPage();
      const order = await codedOrder(shop.database.db);
      const answer = await page.goto(`${shop.url}${order.path}`);
      expect(answer?.headers()["referrer-policy"]).toBe("same-origin");
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByTestId("thanks-card-message")).toHaveText(SECRET_DETAILS.cardMessage);
      await expect(page.getByTestId("thanks-note-form")).toBeVisible();
      const name = `${size.name}-${javaScriptEnabled ? "js" : "nojs"}`;
      await shot(page, "thanks-recipient", `${name}-form`, { fullPage: true });

      await page.getByLabel(t.page.body).fill("Çok teşekkürler, kupayı her sabah kullanıyorum!\nKim olduğunu merak ediyorum.");
      await page.getByLabel(t.page.nickname).fill("Kahve Tiryakisi");
      await page.getByRole("button", { name: t.page.submit }).click();

      await expect(page.getByTestId("thanks-sent")).toHaveText(t.page.sent);
      expect(new URL(page.url()).pathname).toBe(order.path);
      const message = page.getByTestId("thanks-message");
      await expect(message).toHaveCount(1);
      await expect(message).toHaveAttribute("data-author", "recipient");
      await expect(message).toContainText("Kahve Tiryakisi");
      await expect(message).toContainText("Kim olduğunu merak ediyorum.");
      const html = await page.content();
      for (const secret of order.secrets) expect(html, secret).not.toContain(secret);
      await shot(page, "thanks-recipient", `${name}-sent`, { fullPage: true });

      const { thread, messages } = await threadOf(order.id);
      expect(thread.recipientNickname).toBe("Kahve Tiryakisi");
      expect(messages).toHaveLength(1);
      const [mail] = await shop.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `thanks-note:${messages[0].id}`));
      expect(mail.toAddress).toBe(SECRET_DETAILS.senderEmail);
      await context.close();
    });
  }
}

test("later, on a phone without JavaScript: the sender's answer and told name, then closing the thread after confirming", async ({ browser }) => {
  const context = await browser.newContext({ viewport: SIZES[0].viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  const order = await codedOrder(shop.database.db);
  await page.goto(`${shop.url}${order.path}`);
  await page.getByLabel(t.page.body).fill("Teşekkürler!");
  await page.getByRole("button", { name: t.page.submit }).click();
  await expect(page.getByTestId("thanks-sent")).toBeVisible();
  const { thread, messages } = await threadOf(order.id);
  await shop.database.db
    .insert(thankYouMessages)
    .values({ threadId: thread.id, author: "sender", body: "Rica ederim, güle güle kullan!", replyToId: messages[0].id });
  await shop.database.db.update(thankYouThreads).set({ senderName: "Teyzen Aylin", revealedAt: new Date() }).where(eq(thankYouThreads.id, thread.id));

  await page.goto(`${shop.url}${order.path}`);
  await expect(page.getByTestId("thanks-revealed-name")).toContainText("Teyzen Aylin");
  const answer = page.locator('[data-testid="thanks-message"][data-author="sender"]');
  await expect(answer).toContainText("Teyzen Aylin");
  await expect(answer).toContainText("Rica ederim");
  await expect(page.locator('[data-testid="thanks-message"][data-author="recipient"]')).toContainText(thanksText.author.recipient(null));
  await shot(page, "thanks-recipient", "phone-nojs-answered", { fullPage: true });

  await page.getByText(thanksText.close, { exact: true }).click();
  await expect(page.getByText(t.page.closeIntro)).toBeVisible();
  await shot(page, "thanks-recipient", "phone-nojs-close-confirm", { fullPage: true });
  await page.getByRole("button", { name: t.page.closeConfirm }).click();
  await expect(page.getByTestId("thanks-closed")).toHaveText(thanksText.closed.recipient);
  await expect(page.getByTestId("thanks-note-form")).toHaveCount(0);
  await expect(page.getByTestId("thanks-thread")).toBeVisible();
  expect((await threadOf(order.id)).thread.closedBy).toBe("recipient");
  await shot(page, "thanks-recipient", "phone-nojs-closed", { fullPage: true });
  await context.close();
});

for (const size of SIZES) {
  test(`on a ${size.name}, the entry page takes the code as typed from the card and refuses what is not one`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled: size.name === "desktop" });
    const page = await context.newPage();
    const order = await codedOrder(shop.database.db);
    await page.goto(`${shop.url}/tesekkur`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.entry.title);
    await shot(page, "thanks-recipient", `${size.name}-entry`, { fullPage: true });
    await page.getByLabel(t.entry.field).fill("merhaba");
    await page.getByRole("button", { name: t.entry.submit }).click();
    await expect(page.getByTestId("thanks-entry-error")).toHaveText(t.entry.notACode);
    await shot(page, "thanks-recipient", `${size.name}-entry-refused`, { fullPage: true });
    await page.getByLabel(t.entry.field).fill(order.code.toUpperCase().replace(/(.{6})(?=.)/g, "$1 "));
    await page.getByRole("button", { name: t.entry.submit }).click();
    await expect(page.getByTestId("thanks-card-message")).toHaveText(SECRET_DETAILS.cardMessage);
    expect(new URL(page.url()).pathname).toBe(order.path);
    await context.close();
  });
}

test("an unknown code is a Turkish not-found page", async ({ page }) => {
  const answer = await page.goto(`${shop.url}/tesekkur/abc123-def456-ghj789`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
  await shot(page, "thanks-recipient", "unknown");
});
