// The thank-you that keeps the secret (docs/product.md#thank-you-notes), the whole way: the owner prints the packing
// slip, the recipient scans the card's QR code on a phone and thanks the anonymous sender, the relayed mail reaches the
// sender, who answers and chooses `Kim olduğumu söyle`, and the recipient sees the answer and the chosen name — with and
// without JavaScript. Along the way nothing the recipient is shown, and nothing relayed, names anything else of either
// side. Then a report closes the thread and only then opens it to the owner. The shop runs inside the test
// (support/held-shop.ts), so the order can be delivered at once and the outbox read.
import { expect, type Page, test } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { adminAuditLog, mailOutbox, orders, products, thankYouMessages, thankYouThreads } from "../../app/db/schema";
import { thanksText } from "../../app/lib/i18n/thanks";
import { thanksRecipientText as recipientText } from "../../app/lib/i18n/thanks-recipient";
import { upsertAdmin } from "../../app/modules/auth/admin-users.server";
import { placeOrder } from "../../app/modules/checkout/place-order.server";
import { completePayment } from "../../app/modules/orders/payment-state.server";
import { updateShopSettings } from "../../app/modules/settings/shop-settings.server";
import { checkoutFields } from "../support/order-fixtures";
import { markShippedAndDelivered } from "../support/review-fixtures";
import { submitLogin } from "./support/admin";
import { type HeldShop, startHeldShop } from "./support/held-shop";
import { shot } from "./support/shots";
import { STOCKED_MAGNET, waitForHydration } from "./support/shop";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const OWNER = { email: "sahip@example.com", password: "dogru-sifre-1" };
// The recipient's address, city and phone differ from the shop's own (which every mail's footer names).
const SENDER = {
  ...checkoutFields,
  recipientAddress: "Gizli Sokak No: 7 Daire 3",
  recipientCity: "Ankara",
  recipientPostalCode: "06420",
  recipientPhone: "05329876543",
  senderEmail: "gizli.gonderen@example.com",
  anonymousMessage: "Tebrikler! Kartondan da olsa hep yanındayım.",
};
const CHOSEN_NAME = "Ofisteki Ayşe";

let shop: HeldShop;

test.beforeAll(async () => {
  shop = await startHeldShop(Number(process.env.E2E_PORT || 3210) + 4);
  await upsertAdmin(shop.database.db, OWNER.email, OWNER.password);
  // The owner's notices (a new order, a reported thread) go to the owner's own address.
  await updateShopSettings(shop.database.db, { actor: { id: null, email: OWNER.email }, clientIp: null }, (current) => ({
    ...current,
    notifications: { newOrderEmail: OWNER.email },
  }));
});
test.afterAll(async () => {
  await shop?.stop();
});

/** A paid order of the magnet whose sender allowed thank-you notes, shipped and delivered now. */
async function deliveredGift() {
  const db = shop.database.db;
  const [magnet] = await db.select({ id: products.id }).from(products).where(eq(products.slug, STOCKED_MAGNET.slug));
  const placed = await placeOrder(db, {
    fields: SENDER,
    items: [{ productId: magnet.id, quantity: 1 }],
    paymentMethod: "simulated",
    thanksAllowed: true,
  });
  await completePayment(db, { orderId: placed.id }, { publicUrl: shop.url });
  const now = new Date();
  await markShippedAndDelivered(db, placed.id, { shippedAt: now, deliveredAt: now });
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
  return order;
}

/** What a phone camera reads from the QR code on the printed card. */
async function scanCardQr(page: Page): Promise<string> {
  const png = await page.getByTestId("slip-thanks-qr").screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!read) throw new Error("The card's QR code could not be read");
  return read.data;
}

/** Every thank-you mail queued for this order's thread. */
async function thanksMails(orderId: string) {
  const db = shop.database.db;
  const [thread] = await db.select({ id: thankYouThreads.id }).from(thankYouThreads).where(eq(thankYouThreads.orderId, orderId));
  // Only this order's notes: both runs send the same words from the same address.
  const notes = thread ? await db.select({ id: thankYouMessages.id }).from(thankYouMessages).where(eq(thankYouMessages.threadId, thread.id)) : [];
  const relayed = notes.length
    ? await db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.dedupeKey,
            notes.map((note) => `thanks-note:${note.id}`),
          ),
        )
    : [];
  const reports = thread
    ? await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `thanks-report:${thread.id}`))
    : [];
  return { relayed, reports };
}

/** Nothing of the order but the card's message and the thread: the things the recipient must never be shown. */
function secretsOf(order: typeof orders.$inferSelect): string[] {
  return [order.senderEmail, order.orderNumber, order.id, order.recipientAddress, order.recipientPhone, "532 987", "06420", "Ankara", "gizli.gonderen"];
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with" : "without";
  test(`${how} JavaScript: scanned from the card, thanked, answered with a name, seen by the recipient; reported, then readable by the owner`, async ({
    browser,
  }) => {
    const order = await deliveredGift();
    expect(order.thanksCode).toMatch(/^[0-9a-hjkmnp-tv-z]{18}$/);

    // The owner prints the packing slip; its card carries the QR code and the short address.
    const laptop = await browser.newContext({ viewport: LAPTOP });
    const admin = await laptop.newPage();
    await admin.goto(`${shop.url}/admin`);
    await waitForHydration(admin);
    await submitLogin(admin, OWNER.email, OWNER.password);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto(`${shop.url}/admin/packing-slips?ids=${order.id}`);
    await expect(admin.getByTestId("slip-card")).toContainText(SENDER.anonymousMessage);
    await expect(admin.getByTestId("slip-card")).toContainText("/tesekkur");
    const scanned = await scanCardQr(admin);
    expect(scanned).toMatch(new RegExp(`^${shop.url}/tesekkur/[0-9a-z-]+$`));
    await shot(admin, "thanks-journey", `slip-${how}-js`, { fullPage: true });

    // The recipient opens it on a phone: the card's message, nothing else of the order.
    const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const recipient = await phone.newPage();
    await recipient.goto(scanned);
    await expect(recipient.getByTestId("thanks-card-message")).toContainText(SENDER.anonymousMessage);
    await recipient.getByLabel(/takma ad/i).fill("Kahkaha Kraliçesi");
    await recipient.getByTestId("thanks-note-form").locator("textarea").fill("Karton halimle ofisin maskotu oldum, çok güldük!");
    await recipient.getByTestId("thanks-note-form").locator('button[type="submit"]').click();
    await expect(recipient.getByTestId("thanks-sent")).toBeVisible();
    await shot(recipient, "thanks-journey", `recipient-sent-${how}-js`, { fullPage: true });

    // The relayed mail reaches the sender's address with the note, the nickname and an answer link; nothing else.
    const { relayed } = await thanksMails(order.id);
    const mail = relayed.find((row) => row.toAddress === SENDER.senderEmail && row.text.includes("ofisin maskotu"));
    expect(mail).toBeDefined();
    expect(mail?.text).toContain("Kahkaha Kraliçesi");
    for (const secret of secretsOf(order).filter((s) => s !== order.senderEmail && s !== "gizli.gonderen")) {
      expect(mail?.html).not.toContain(secret);
      expect(mail?.text).not.toContain(secret);
    }
    const answerLink = /https?:\/\/\S+\/tesekkur\/yanit\/[A-Za-z0-9_.-]+/.exec(mail?.text ?? "")?.[0];
    expect(answerLink).toBeDefined();

    // Before the sender tells, the recipient's page names nobody.
    const before = await (await fetch(scanned)).text();
    for (const secret of [...secretsOf(order), CHOSEN_NAME]) expect(before).not.toContain(secret);

    // The sender answers from the mail on a laptop and chooses to tell a name.
    const senderContext = await browser.newContext({ viewport: LAPTOP, javaScriptEnabled });
    const sender = await senderContext.newPage();
    await sender.goto(answerLink as string);
    await expect(sender.getByTestId("reply-note")).toContainText("ofisin maskotu");
    await sender.getByTestId("reply-form").locator("textarea").fill("Sana yakıştı! Bir dahaki sefere kupa geliyor.");
    await sender.getByLabel("Kim olduğumu söyle").check();
    await sender.getByTestId("reply-form").locator('input[name="senderName"]').fill(CHOSEN_NAME);
    await sender.getByTestId("reply-form").locator('button[type="submit"]').click();
    await expect(sender.getByTestId("reply-answered")).toContainText("kupa geliyor");
    await shot(sender, "thanks-journey", `sender-answered-${how}-js`, { fullPage: true });
    await senderContext.close();

    // The recipient comes back with the same code: the answer and the chosen name — never the e-mail.
    await recipient.goto(scanned);
    await expect(recipient.getByTestId("thanks-revealed-name")).toContainText(CHOSEN_NAME);
    await expect(recipient.getByTestId("thanks-message").filter({ hasText: "kupa geliyor" })).toHaveAttribute("data-author", "sender");
    await shot(recipient, "thanks-journey", `recipient-revealed-${how}-js`, { fullPage: true });
    const after = await (await fetch(scanned)).text();
    expect(after).toContain(CHOSEN_NAME);
    for (const secret of secretsOf(order)) expect(after).not.toContain(secret);

    // The recipient reports the thread: it closes, and the owner is told (without any message in the mail).
    const answer = recipient.getByTestId("thanks-message").filter({ hasText: "kupa geliyor" });
    await answer.getByText(thanksText.report, { exact: true }).click();
    await answer.getByRole("button", { name: recipientText.page.reportConfirm }).click();
    await expect(recipient.getByTestId("thanks-closed")).toBeVisible();
    await expect(recipient.getByTestId("thanks-note-form")).toHaveCount(0);
    const { reports } = await thanksMails(order.id);
    expect(reports.map((row) => row.toAddress)).toEqual([OWNER.email]);
    expect(reports[0].text).not.toContain("ofisin maskotu");
    await phone.close();

    // Only now may the owner read it, and the reading is audited.
    await admin.goto(`${shop.url}/admin/thank-you-notes`);
    const row = admin.getByTestId("thanks-owner-row").filter({ hasText: order.orderNumber });
    await expect(row).toBeVisible();
    await expect(admin.getByTestId("thanks-owner-list")).not.toContainText("ofisin maskotu");
    await row.getByTestId("thanks-owner-read").click();
    await expect(admin.getByTestId("thanks-owner-reading")).toContainText("ofisin maskotu");
    await expect(admin.getByTestId("thanks-owner-reading")).toContainText(CHOSEN_NAME);
    await shot(admin, "thanks-journey", `owner-reads-${how}-js`, { fullPage: true });
    const audits = await shop.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "thanks.read"));
    expect(audits.length).toBeGreaterThan(0);
    await laptop.close();
  });
}
