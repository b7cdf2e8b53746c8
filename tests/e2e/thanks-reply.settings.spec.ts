// The sender answers a thank-you note from the mail's link (docs/product.md#thank-you-notes): on a phone and a laptop,
// with and without JavaScript, reads the recipient's note, writes an answer, ticks `Kim olduğumu söyle` with a name and
// sends; the page then shows the answer and no form, and never the order's number or the recipient's details. The
// owner's page lists the threads without content and opens a reported one. The shop runs inside the test
// (support/held-shop.ts); threads and notes are written straight into its database.
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { thankYouThreads } from "../../app/db/schema";
import { adminThanksText } from "../../app/lib/i18n/admin-thanks";
import { thanksText } from "../../app/lib/i18n/thanks";
import { thanksSenderText as t } from "../../app/lib/i18n/thanks-sender";
import { upsertAdmin } from "../../app/modules/auth/admin-users.server";
import { RECIPIENT_FIELDS } from "../support/review-fixtures";
import { messagesOf, RECIPIENT_CITY, RECIPIENT_PHONE, threadRow, threadWithReplyToken } from "../support/thanks-fixtures";
import { submitLogin } from "./support/admin";
import { type HeldShop, startHeldShop } from "./support/held-shop";
import { shot } from "./support/shots";
import { waitForHydration } from "./support/shop";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;
const OWNER = { email: "sahip@example.com", password: "dogru-sifre-1" };

let shop: HeldShop;

test.beforeAll(async () => {
  shop = await startHeldShop(Number(process.env.E2E_PORT || 3210) + 3);
});
test.afterAll(async () => {
  await shop?.stop();
});

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`on a ${size.name}, ${how} JavaScript: the sender reads the note, answers and tells a name`, async ({ browser }) => {
      const db = shop.database.db;
      const { token, threadId, order } = await threadWithReplyToken(db, { nickname: "Minik Ayı", note: "Kupa harika, çok güldüm! Kimsin sen?" });
      const context = await browser.newContext({ viewport: size.viewport, javaScriptEnabled });
      const page = await context.newPage();
      const answer = await page.goto(`${shop.url}/tesekkur/yanit/${token}`);
      expect(answer?.status()).toBe(200);
      const headers = answer?.headers() ?? {};
      expect(headers["cache-control"]).toContain("no-store");
      expect(headers["x-robots-tag"]).toContain("noindex");
      expect(headers["referrer-policy"]).toMatch(/same-origin$/);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByTestId("reply-note")).toContainText("Kupa harika, çok güldüm! Kimsin sen?");
      await expect(page.getByTestId("reply-note")).toContainText("Minik Ayı");
      await expect(page.getByTestId("reply-thread").locator("li")).toHaveCount(1);
      await expect(page.getByText(t.revealHint)).toBeVisible();
      const html = await page.content();
      for (const secret of [
        order.orderNumber,
        order.id,
        RECIPIENT_FIELDS.recipientAddress,
        RECIPIENT_CITY,
        RECIPIENT_PHONE,
        RECIPIENT_FIELDS.recipientName,
        RECIPIENT_FIELDS.senderEmail,
      ])
        expect(html).not.toContain(secret);
      const shotName = `${size.name}-${javaScriptEnabled ? "js" : "nojs"}`;
      await shot(page, "thanks-reply", `${shotName}-form`, { fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(size.viewport.width);

      await page.getByLabel(t.body).fill("Rica ederim! Güldüğüne çok sevindim.");
      await page.getByLabel(t.reveal).check();
      await page.getByLabel(t.senderName).fill("Deniz Abla");
      await page.getByRole("button", { name: t.submit }).click();

      await expect(page.getByTestId("reply-answered")).toContainText("Rica ederim! Güldüğüne çok sevindim.");
      await expect(page.getByTestId("reply-form")).toHaveCount(0);
      await expect(page.getByTestId("reply-done")).toHaveText(t.sent);
      await expect(page.getByTestId("reply-thread").locator('li[data-author="sender"]')).toContainText("Deniz Abla");
      await shot(page, "thanks-reply", `${shotName}-answered`, { fullPage: true });
      expect(await threadRow(db, threadId)).toMatchObject({ senderName: "Deniz Abla" });
      expect((await messagesOf(db, threadId)).filter((m) => m.author === "sender")).toHaveLength(1);

      // `Bu konuşmayı kapat` asks first, on the page itself.
      await page.getByTestId("reply-close").click();
      await expect(page.getByTestId("reply-confirm")).toBeVisible();
      await shot(page, "thanks-reply", `${shotName}-confirm-close`, { fullPage: true });
      await page.getByRole("button", { name: t.confirm.closeButton }).click();
      await expect(page.getByTestId("reply-closed")).toHaveText(thanksText.closed.sender);
      expect((await threadRow(db, threadId)).closedBy).toBe("sender");
      await context.close();
    });
  }
}

test("an e-mail as the told name is refused with the reason; `Bildir` asks, then closes and reports", async ({ browser }) => {
  const db = shop.database.db;
  const { token, threadId } = await threadWithReplyToken(db);
  const context = await browser.newContext({ viewport: SIZES[0].viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${shop.url}/tesekkur/yanit/${token}`);
  await page.getByLabel(t.body).fill("Merhaba");
  await page.getByLabel(t.reveal).check();
  await page.getByLabel(t.senderName).fill("ben@example.com");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.fieldErrors["name-is-email"])).toBeVisible();
  await shot(page, "thanks-reply", "phone-email-refused", { fullPage: true });
  expect((await threadRow(db, threadId)).senderName).toBeNull();

  await page.getByTestId("reply-report").click();
  await expect(page.getByTestId("reply-confirm")).toContainText(t.confirm.reportText);
  await page.getByRole("button", { name: t.confirm.reportButton }).click();
  await expect(page.getByTestId("reply-closed")).toHaveText(thanksText.reported);
  await shot(page, "thanks-reply", "phone-reported", { fullPage: true });
  expect(await threadRow(db, threadId)).toMatchObject({ reportedBy: "sender", closedBy: "sender" });

  const forged = await page.goto(`${shop.url}/tesekkur/yanit/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: t.notFound.title })).toBeVisible();
  await context.close();
});

for (const size of SIZES) {
  test(`the owner's page on a ${size.name}: threads without content, a reported one read, an open one closed`, async ({ browser }) => {
    const db = shop.database.db;
    await upsertAdmin(db, OWNER.email, OWNER.password);
    const open = await threadWithReplyToken(db, { nickname: "Açık Takma", note: "Açık konuşmanın gizli notu" });
    const reported = await threadWithReplyToken(db, { nickname: "Bildirilen Takma", note: "Bildirilen konuşmanın notu" });
    await db
      .update(thankYouThreads)
      .set({ reportedAt: new Date(), reportedBy: "recipient", closedAt: new Date(), closedBy: "recipient" })
      .where(eq(thankYouThreads.id, reported.threadId));

    const context = await browser.newContext({ viewport: size.viewport });
    const page = await context.newPage();
    await page.goto(`${shop.url}/admin`);
    await waitForHydration(page);
    await submitLogin(page, OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("nav-reported-threads")).toBeVisible();
    await page.goto(`${shop.url}/admin/thank-you-notes?filter=all`);
    await expect(page.getByTestId("thanks-owner-help")).toHaveText(adminThanksText.help);
    const list = page.getByTestId("thanks-owner-list");
    await expect(list.locator(`[data-thread-id="${open.threadId}"]`)).toContainText(open.order.orderNumber);
    for (const secret of ["Açık Takma", "Açık konuşmanın gizli notu", "Bildirilen Takma", "Bildirilen konuşmanın notu"])
      expect(await page.content()).not.toContain(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
    await shot(page, "thanks-owner", `${size.name}-all`, { fullPage: true });

    await page.getByTestId("thanks-filter-reported").click();
    const row = page.locator(`[data-thread-id="${reported.threadId}"]`);
    await row.getByTestId("thanks-owner-read").click();
    await expect(page.getByTestId("thanks-owner-reading")).toContainText("Bildirilen konuşmanın notu");
    await shot(page, "thanks-owner", `${size.name}-reading`, { fullPage: true });

    await page.goto(`${shop.url}/admin/thank-you-notes?filter=all`);
    await page.locator(`[data-thread-id="${open.threadId}"]`).getByTestId("thanks-owner-close").click();
    await expect(page.getByTestId("admin-notice")).toHaveText(adminThanksText.notices.closed);
    expect((await threadRow(db, open.threadId)).closedBy).toBe("owner");
    await context.close();
  });
}
