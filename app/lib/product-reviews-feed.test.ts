import { describe, expect, it } from "vitest";
import { productReviewsFeedXml, reviewXml } from "./product-reviews-feed";

const review = {
  id: "r1",
  rating: 4,
  title: "Güzel",
  body: "Kupa <çok> güzel & sağlam",
  reviewerInitials: "A. Y.",
  photoKey: null,
  createdAt: new Date("2026-11-20T10:00:00Z"),
  product: { slug: "kupa", name: "Kupa", brand: "Kahkaha Kutusu", skus: ["KUPA-BEYAZ", "KUPA-SIYAH"] },
};

describe("reviewXml", () => {
  it("writes the schema's elements in order, text escaped, every SKU of the product", () => {
    expect(reviewXml(review, "https://hediye.example")).toBe(
      "<review><review_id>r1</review_id>" +
        '<reviewer><name is_anonymous="false">A. Y.</name></reviewer>' +
        "<review_timestamp>2026-11-20T10:00:00.000Z</review_timestamp><title>Güzel</title>" +
        "<content>Kupa &lt;çok&gt; güzel &amp; sağlam</content>" +
        '<review_url type="group">https://hediye.example/product/kupa</review_url>' +
        '<ratings><overall min="1" max="5">4</overall></ratings>' +
        "<products><product><product_ids><skus><sku>KUPA-BEYAZ</sku><sku>KUPA-SIYAH</sku></skus><brands><brand>Kahkaha Kutusu</brand></brands></product_ids>" +
        "<product_name>Kupa</product_name><product_url>https://hediye.example/product/kupa</product_url></product></products>" +
        "<is_spam>false</is_spam><collection_method>post_fulfillment</collection_method></review>",
    );
  });

  it("an anonymised review is anonymous; an empty title is left out", () => {
    const xml = reviewXml({ ...review, reviewerInitials: null, title: " " }, "https://hediye.example");
    expect(xml).toContain('<name is_anonymous="true">Anonim</name>');
    expect(xml).not.toContain("<title>");
  });

  it("the feed names its schema version and the shop as publisher", () => {
    const xml = productReviewsFeedXml("Kahkaha Kutusu", "https://hediye.example", []);
    expect(xml).toContain("<version>2.4</version>");
    expect(xml).toContain("<publisher><name>Kahkaha Kutusu</name></publisher>");
  });
});
