import { describe, expect, it } from "vitest";
import { validateJsonLd, validateStructuredData } from "./structured-data";

const product = {
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Kupa",
  image: ["https://shop.example/kupa.jpg"],
  offers: { "@type": "Offer", price: "199.90", priceCurrency: "TRY", availability: "https://schema.org/InStock" },
};

describe("structured data check", () => {
  it("passes a product with a priced offer", async () => {
    const check = await validateJsonLd(product);
    expect(check.errors).toEqual([]);
    expect(check.jsonLd.Product).toHaveLength(1);
  });

  it("finds a product offer without a price", async () => {
    const check = await validateJsonLd({ ...product, offers: { "@type": "Offer", priceCurrency: "TRY" } });
    expect(check.errors).toEqual([expect.stringContaining('"price" is missing')]);
  });

  it("finds a product without offers, rating or reviews, and unreadable JSON-LD", async () => {
    const { offers: _offers, ...bare } = product;
    expect((await validateJsonLd(bare)).errors).toEqual(
      expect.arrayContaining([expect.stringContaining('"aggregateRating", "offers" or "review"'), expect.stringContaining('"offers" is missing')]),
    );
    const broken = await validateStructuredData('<html><head><script type="application/ld+json">{"@type": "Product",</script></head></html>');
    expect(broken.errors).not.toEqual([]);
  });

  it("warns of what Google only recommends", async () => {
    expect((await validateJsonLd(product)).warnings).toEqual(expect.arrayContaining([expect.stringContaining('"brand"')]));
  });
});
