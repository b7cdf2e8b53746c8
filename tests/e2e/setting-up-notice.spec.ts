// docs/product.md#page-shell, #search-engines: while the demo company is in force (the shop the browser tests
// start), every shop page has one short `Kurulum aşamasında` line above the header, which scrolls away while
// the header stays, and asks search engines not to index it. (Without it, after the owner enters their
// company: tests/integration/shop-settings-pages.test.ts.)
import { expect, test } from "@playwright/test";
import { tr } from "../../app/lib/i18n/tr";
import { shot } from "./support/shots";
import { gotoHydrated } from "./support/shop";

const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 800 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`${size} ${viewport.width}×${viewport.height}: the home page and a legal page say the shop is being set up, on one line above the header`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ["home", "/"],
      ["kvkk", "/kvkk"],
    ]) {
      await gotoHydrated(page, path);
      const notice = page.getByRole("complementary", { name: tr.settingUp.title });
      await expect(notice).toHaveText(`${tr.settingUp.title}: ${tr.settingUp.text}`);
      const box = await notice.boundingBox();
      const header = await page.getByRole("banner").boundingBox();
      // At the very top, the whole width, one line of small text; the header right below it.
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
      expect(box?.height, path).toBeLessThanOrEqual(32);
      expect(header?.y, path).toBeCloseTo((box?.y ?? 0) + (box?.height ?? 0), 0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await shot(page, "setting-up", `${name}-${size}`);

      // Scrolled down, the line has gone with the page and the header stays at the top.
      await page.mouse.wheel(0, 600);
      await expect(notice).not.toBeInViewport();
      await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
    }
  });
}
