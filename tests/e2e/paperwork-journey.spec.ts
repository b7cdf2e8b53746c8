// Issue "paperwork" as a whole (docs/product.md#paperwork), on a 390×844 phone: a company orders a gift for an employee
// with its VKN; the checkout shows the contract filled for that order (the company, the recipient, the line and its KDV)
// before the consent; the order page links the stored texts, which equal what was shown; the confirmation mail carries
// them as a PDF; the sale invoice with its KDV breakdown is in the admin's month and in the month's CSV; and nothing the
// recipient sees (the packing slip with the message card) carries the billing details.
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { istanbulDay } from "../../app/lib/dates";
import { adminOrdersText } from "../../app/lib/i18n/admin-orders";
import { billingText } from "../../app/lib/i18n/billing";
import { checkoutText } from "../../app/lib/i18n/checkout";
import { invoicesText } from "../../app/lib/i18n/invoices";
import { productText } from "../../app/lib/i18n/product";
import { tr } from "../../app/lib/i18n/tr";
import { pdfPages } from "../support/pdf-text";
import { e2eDataDir, runId, signIn } from "./support/admin";
import { gotoHydrated, STOCKED_MAGNET, waitForHydration } from "./support/shop";
import { shot } from "./support/shots";

const PHONE = { width: 390, height: 844 };
const VKN = "1234567816";
const company = {
  title: "Moda Yazılım ve Danışmanlık A.Ş.",
  taxOffice: "Zincirlikuyu",
  address: "Rıhtım Cad. No: 7",
  province: "İstanbul",
  district: "Kadıköy",
};

/** The PDF attached to the order's confirmation mail (the e2e server writes mail as .eml files in DATA_DIR/outbox). */
function contractPdfOfMail(baseURL: string, orderNumber: string): Buffer | null {
  const dir = path.join(e2eDataDir(baseURL), "outbox");
  if (!fs.existsSync(dir)) return null;
  for (const name of fs.readdirSync(dir)) {
    const eml = fs.readFileSync(path.join(dir, name), "utf8");
    if (!eml.includes(`Siparis-${orderNumber}-sozlesme.pdf`)) continue;
    const part = eml.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
    if (!part) continue;
    const body = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("")
      .replace(/\s+/g, "");
    return Buffer.from(body, "base64");
  }
  return null;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

async function fillOrder(page: Page, recipientName: string) {
  await page.locator("#recipientName").fill(recipientName);
  await page.locator("#recipientPhone").fill("0532 765 43 21");
  await page.locator("#recipientProvince").selectOption("Ankara");
  await page.locator("#recipientDistrict").selectOption("Çankaya");
  await page.locator("#recipientAddress").fill("Kızılay Mah. Atatürk Bulvarı No: 99");
  await page.locator("#recipientPostalCode").fill("06420");
  await page.locator("#senderEmail").fill("ik@moda-yazilim.example.com");
  await page.locator("#anonymousMessage").fill("Aramıza hoş geldin!");
  await page.getByLabel(billingText.company, { exact: true }).check();
  await page.locator("#billingTitle").fill(company.title);
  await page.locator("#billingVkn").fill(VKN);
  await page.locator("#billingTaxOffice").fill(company.taxOffice);
  await page.locator("#billingProvince").selectOption(company.province);
  await page.locator("#billingDistrict").selectOption(company.district);
  await page.locator("#billingAddress").fill(company.address);
}

test("a company orders a gift for an employee on a phone: contract shown and mailed, invoice with KDV in the admin, nothing on the slip", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: PHONE, locale: "tr-TR" });
  const page = await context.newPage();
  // Two magnets into the cart through the product page, as a shopper adds them (the browser's cart then agrees with
  // the server's at the checkout).
  await gotoHydrated(page, `/product/${STOCKED_MAGNET.slug}`);
  const addToCart = page.getByTestId("product-buy-form").getByRole("button", { name: productText.addToCart, exact: true });
  await addToCart.click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(1) })).toBeVisible();
  await addToCart.click();
  await expect(page.getByRole("link", { name: tr.nav.cartWithCount(2) })).toBeVisible();
  await page.goto("/checkout");
  await waitForHydration(page);
  const recipientName = `Yeni Çalışan ${runId()}`;
  await fillOrder(page, recipientName);

  // The contract filled for this order, before the consent.
  const contract = page.getByTestId("checkout-contract");
  for (const fact of [company.title, VKN, recipientName, "Kızılay Mah. Atatürk Bulvarı No: 99", STOCKED_MAGNET.name, "KDV"])
    await expect(contract).toContainText(fact);
  const shownDocuments = [
    await contract.getByTestId("contract-siparis-on-bilgilendirme-formu").innerText(),
    await contract.getByTestId("contract-siparis-mesafeli-satis-sozlesmesi").innerText(),
  ];
  await contract.scrollIntoViewIfNeeded();
  await shot(page, "paperwork-journey", "phone-contract");

  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: checkoutText.placeOrder }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
  for (const secret of [company.title, VKN, company.address]) await expect(page.locator("body")).not.toContainText(secret);

  // The order page's link gives the stored texts: the same words the checkout showed.
  const pdfHref = (await page.getByRole("link", { name: /Sözleşme metinleri/ }).getAttribute("href")) ?? "";
  const stored = await page.request.get(pdfHref);
  expect(stored.status()).toBe(200);
  const storedText = normalise((await pdfPages(await stored.body())).join(" "));
  for (const fact of [company.title, VKN, recipientName, STOCKED_MAGNET.name]) expect(storedText).toContain(fact);
  // Each text as shown, word for word, is in the stored one once the PDF's page headers and footers are taken out (the
  // PDF prints a label's colon and a list's dash where the page uses its layout: both left out of the comparison).
  const flat = (text: string) => text.replace(/[\s:-]/g, "");
  const storedBody = flat(storedText).replace(/SürprizHediye·SiparişORD\d{8}\d+Sayfa\d+\/\d+/g, "");
  for (const shown of shownDocuments) {
    expect(flat(shown).length).toBeGreaterThan(1000);
    expect(storedBody).toContain(flat(shown));
  }
  await context.close();

  // The admin: the order paid (simulated), its number, the invoice in the month with its KDV, the CSV, the slip.
  const admin = await browser.newPage({ viewport: PHONE });
  await signIn(admin);
  const list = `/admin/orders?q=${encodeURIComponent(recipientName)}`;
  await expect(async () => {
    await gotoHydrated(admin, list);
    await expect(admin.getByTestId("payment-status")).toHaveText(adminOrdersText.paymentStatus.completed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const orderNumber = (await admin.getByTestId("order-row").getByRole("cell").first().innerText()).trim().split("\n")[0];

  // The confirmation mail carries the contract as a PDF naming the shop and the order on every page.
  let mailed: Buffer | null = null;
  await expect(async () => {
    mailed = contractPdfOfMail(baseURL as string, orderNumber);
    expect(mailed).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  const mailedPages = await pdfPages(mailed as unknown as Buffer);
  for (const pageText of mailedPages) expect(pageText).toContain(orderNumber);
  expect(normalise(mailedPages.join(" "))).toContain(company.title);

  const month = istanbulDay(new Date()).slice(0, 7);
  await gotoHydrated(admin, `/admin/invoices?ay=${month}`);
  const row = admin.getByTestId("invoice-row").filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoicesText.kind.sale);
  await expect(row).toContainText(company.title);
  const number = (await row.getByRole("cell").first().innerText()).trim();
  await shot(admin, "paperwork-journey", "phone-invoices", { fullPage: true });
  const invoicePdf = await admin.request.get((await row.getByTestId("invoice-pdf").getAttribute("href")) ?? "");
  const invoiceText = normalise((await pdfPages(await invoicePdf.body())).join(" "));
  for (const fact of [number, company.title, VKN, company.taxOffice, "%20"]) expect(invoiceText).toContain(fact);
  const csv = (await (await admin.request.get(`/admin/invoices.csv?ay=${month}`)).body()).toString("utf8");
  const csvLine = csv.split(/\r?\n/).find((line) => line.startsWith(`${number};`)) ?? "";
  expect(csvLine).toContain(VKN);
  expect(csvLine).toContain(company.title);

  // The packing slip and its message card (what travels with the gift) carry none of the billing details.
  const slipText = await (await admin.request.get(`/admin/packing-slips?ids=${orderId}`)).text();
  expect(slipText).toContain(recipientName);
  for (const secret of [company.title, VKN, company.address, company.taxOffice]) expect(slipText).not.toContain(secret);
  await admin.close();
});
