// First run (docs/product.md#first-run) in Chromium, on a fresh shop of the test's own (the demo catalogue and
// the demo company, as `npm start` gives them), so that removing the demo catalogue disturbs no other spec:
// the owner sees the `Mağazanızı kurun` checklist at phone and laptop size, each step with its way there, and
// removes the demo catalogue through its confirm step; the shop's product list then has no demo product.
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PRODUCTS } from "../../app/lib/i18n/demo-catalog";
import { setupChecklistText } from "../../app/lib/i18n/setup-checklist";
import { ADMIN, freePort, type OwnServer, startOwnServer, submitLogin } from "./support/admin";
import { shot } from "./support/shots";
import { waitForHydration } from "./support/shop";

test.describe.configure({ mode: "serial" });

const t = setupChecklistText;
const SHOTS = "first-run";
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(await freePort(3475, 3479));
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInOwn(page: Page) {
  await page.goto(`${server?.url}/admin`);
  await waitForHydration(page);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const checklist = (page: Page) => page.getByTestId("setup-checklist");

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`the owner sees the setup checklist on a fresh shop at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInOwn(page);
    await expect(checklist(page).getByRole("heading", { level: 2, name: t.title })).toBeVisible();
    await expect(page.getByTestId("setup-progress")).toHaveText(t.progress(0, 6));
    const links: [string, string, string][] = [
      ["company", t.steps.company.action, "/admin/settings#company"],
      ["logo", t.steps.logo.action, "/admin/settings#appearance"],
      ["shipping", t.steps.shipping.action, "/admin/settings#shipping"],
      ["payment", t.steps.payment.action, "/admin/settings#notifications"],
      ["mail", t.steps.mail.action, "/admin/settings#notifications"],
    ];
    for (const [id, label, href] of links) {
      const step = page.getByTestId(`setup-step-${id}`);
      await expect(step).toHaveAttribute("data-done", "false");
      await expect(step.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect(page.getByTestId("setup-step-payment")).toContainText(t.steps.payment.modes.simulated);
    await expect(page.getByTestId("setup-step-mail")).toContainText(t.steps.mail.files);
    await expect(page.getByTestId("setup-step-demoCatalog")).toContainText(t.steps.demoCatalog.open(DEMO_PRODUCTS.length));
    // Each way there fits the screen and is a comfortable tap target.
    for (const link of await checklist(page).getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
    }
    await checklist(page).scrollIntoViewIfNeeded();
    await shot(page, SHOTS, `checklist-${size.width}`, { fullPage: true });
  });
}

test("the owner removes the demo catalogue through its confirm step; the shop lists no demo product", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwn(page);
  await page.getByTestId("demo-removal-start").click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?demo=confirm/);
  const confirm = page.getByTestId("demo-removal-confirm");
  await expect(confirm.getByRole("heading", { name: t.demoRemoval.confirmTitle })).toBeVisible();
  await expect(confirm).toContainText(`${DEMO_PRODUCTS.length} demo ürün`);
  // It opens under its step, where the owner tapped: in view without scrolling back down.
  await expect(confirm).toBeInViewport();
  // Nothing is gone yet.
  expect(fs.readdirSync(path.join(server?.dataDir ?? "", "uploads", "products")).length).toBeGreaterThan(0);
  await shot(page, SHOTS, "confirm-390");

  await confirm.getByRole("button", { name: t.demoRemoval.confirm }).click();
  await expect(page.getByTestId("demo-removed")).toContainText("Demo katalog kaldırıldı");
  await expect(page.getByTestId("setup-step-demoCatalog")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("setup-step-demoCatalog")).toContainText(t.steps.demoCatalog.done);
  await expect(page.getByTestId("demo-removal-start")).toHaveCount(0);
  await shot(page, SHOTS, "removed-390", { fullPage: true });
  // The pictures' files went with them.
  expect(fs.readdirSync(path.join(server?.dataDir ?? "", "uploads", "products"))).toEqual([]);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${server?.url}/products`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const product of DEMO_PRODUCTS.slice(0, 5)) await expect(page.getByText(product.name, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("product-card")).toHaveCount(0);
  await shot(page, SHOTS, "products-1366");
});
