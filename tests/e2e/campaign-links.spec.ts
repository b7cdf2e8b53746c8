// docs/decisions/0018: a campaign link (utm_*, fbclid…) opens the canonical page, stored once for every
// click: the address bar keeps what the shopper opened, the page names its canonical URL, and it hydrates
// and works as the plain page does (filters and chips write clean addresses), on a phone and a laptop.
import { expect, test } from "@playwright/test";
import { listingText } from "../../app/lib/i18n/listing";
import { gotoHydrated } from "./support/shop";

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

for (const { name, viewport } of sizes) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a campaign link shows the canonical list, hydrates without errors, and its links drop the campaign", async ({ page, baseURL }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));

      const campaign = `/products?utm_source=e2e-${Date.now()}&sort=price-asc&fbclid=IwAR${Math.random().toString(36).slice(2)}`;
      await gotoHydrated(page, campaign);
      await expect(page).toHaveURL(new RegExp(`${campaign.replace(/[?.]/g, "\\$&")}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products?sort=price-asc`);
      // The same stored page as the plain address (asked one after the other: other tests may change the catalogue
      // or its stock in between, and with it the page).
      await expect(async () => {
        const plain = await page.request.get("/products?sort=price-asc");
        const again = await page.request.get(campaign.replace("e2e-", "e2e-again-"));
        expect(again.headers().etag).toBe(plain.headers().etag);
      }).toPass({ timeout: 15_000 });

      await page.getByRole("form", { name: listingText.filters }).getByLabel(listingText.sort).selectOption("newest");
      await expect(page).toHaveURL(/\/products\?sort=newest$/);
      expect(errors).toEqual([]);
    });
  });
}
