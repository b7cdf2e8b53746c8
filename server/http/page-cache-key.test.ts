import { describe, expect, it } from "vitest";
import { canonicalCatalogUrl } from "./page-cache-key";

describe("canonicalCatalogUrl", () => {
  it("leaves a URL without a query alone", () => {
    expect(canonicalCatalogUrl("/products")).toBeNull();
    expect(canonicalCatalogUrl("/")).toBeNull();
  });

  it("drops what a page does not read: every parameter of the home and product pages", () => {
    expect(canonicalCatalogUrl("/?utm_source=newsletter&fbclid=IwAR1")).toBe("/");
    expect(canonicalCatalogUrl("/product/isikli-kupa?gclid=abc&ref=insta")).toBe("/product/isikli-kupa");
  });

  it("keeps a product page's chosen variant (?secim=) and the no-JavaScript form's values, without campaign parameters", () => {
    expect(canonicalCatalogUrl("/product/kupa?utm_source=x&secim=KUPA-SIYAH&fbclid=1")).toBe("/product/kupa?secim=KUPA-SIYAH");
    expect(canonicalCatalogUrl("/product/kupa?secim=KUPA-SIYAH")).toBe("/product/kupa?secim=KUPA-SIYAH");
    expect(canonicalCatalogUrl("/product/kupa?secenek2=90+cm&utm_medium=cpc&secenek1=Siyah")).toBe("/product/kupa?secenek1=Siyah&secenek2=90+cm");
    expect(canonicalCatalogUrl("/product/kupa.data?secim=KUPA-SIYAH&_ga=1")).toBe("/product/kupa.data?secim=KUPA-SIYAH");
  });

  it("keeps the cart's refusals of a personalised gift's fields (?hata=<fieldId>.<reason>), only in their short form", () => {
    expect(canonicalCatalogUrl("/product/kupa?secim=KUPA&hata=f1.photo-missing&hata=f2.too-long&utm_source=x")).toBe(
      "/product/kupa?secim=KUPA&hata=f1.photo-missing&hata=f2.too-long",
    );
    expect(canonicalCatalogUrl("/product/kupa?hata=f1.not_an_image")).toBe("/product/kupa?hata=f1.not_an_image");
    expect(canonicalCatalogUrl(`/product/kupa?hata=${"x".repeat(300)}&hata=%3Cscript%3E`)).toBe("/product/kupa");
  });

  it("writes the list's parameters in their canonical form and order", () => {
    expect(canonicalCatalogUrl("/products?utm_source=x")).toBe("/products");
    expect(canonicalCatalogUrl("/products?fbclid=r4nd0m&sort=newest&page=1")).toBe("/products?sort=newest");
    expect(canonicalCatalogUrl("/products?page=2&category=kupa&msclkid=1")).toBe("/products?category=kupa&page=2");
    expect(canonicalCatalogUrl("/products?category=kupa")).toBe("/products?category=kupa");
  });

  it("keeps React Router's data-request parameters after the page's", () => {
    expect(canonicalCatalogUrl("/products.data?utm_source=x&sort=newest&_routes=routes%2Fshop%2Fproducts")).toBe(
      "/products.data?sort=newest&_routes=routes%2Fshop%2Fproducts",
    );
    expect(canonicalCatalogUrl("/_root.data?utm_source=x&_routes=root")).toBe("/_root.data?_routes=root");
    expect(canonicalCatalogUrl("/product/kupa.data?_ga=1")).toBe("/product/kupa.data");
  });

  it("keeps only the search term of /api/search, as the route reads it", () => {
    expect(canonicalCatalogUrl("/api/search?utm_source=x&q=kupa")).toBe("/api/search?q=kupa");
    expect(canonicalCatalogUrl(`/api/search?q=${"a".repeat(150)}`)).toBe(`/api/search?q=${"a".repeat(100)}`);
    expect(canonicalCatalogUrl("/api/search?q=")).toBe("/api/search");
  });

  it("leaves the list's empty filter fields to the page (it redirects to a clean address that keeps the rest)", () => {
    expect(canonicalCatalogUrl("/products?sort=newest&min=&max=&utm_source=x")).toBeNull();
  });

  it("leaves other paths alone", () => {
    expect(canonicalCatalogUrl("/checkout?utm_source=x")).toBeNull();
    expect(canonicalCatalogUrl("/admin/orders?page=2")).toBeNull();
  });
});

describe("canonicalCatalogUrl: a product page's review list (docs/product.md#reviews)", () => {
  it("keeps the list's sort and page in canonical form, so each list page is stored apart", () => {
    expect(canonicalCatalogUrl("/product/kupa?yorum-sayfa=2&utm_source=x")).toBe("/product/kupa?yorum-sayfa=2");
    expect(canonicalCatalogUrl("/product/kupa?yorum-sayfa=2&yorumlar=faydali")).toBe("/product/kupa?yorumlar=faydali&yorum-sayfa=2");
    expect(canonicalCatalogUrl("/product/kupa.data?yorumlar=faydali&_routes=x")).toBe("/product/kupa.data?yorumlar=faydali&_routes=x");
    expect(canonicalCatalogUrl("/product/kupa?secim=KUPA&yorum-sayfa=3")).toBe("/product/kupa?secim=KUPA&yorum-sayfa=3");
  });

  it("drops the defaults and what names no list page: page 1, newest first, an unknown sort, a malformed page", () => {
    expect(canonicalCatalogUrl("/product/kupa?yorumlar=yeni&yorum-sayfa=1")).toBe("/product/kupa");
    expect(canonicalCatalogUrl("/product/kupa?yorumlar=rastgele&yorum-sayfa=abc")).toBe("/product/kupa");
    expect(canonicalCatalogUrl("/product/kupa?yorum-sayfa=-4")).toBe("/product/kupa");
    expect(canonicalCatalogUrl("/product/kupa?yorum-sayfa=02")).toBe("/product/kupa?yorum-sayfa=2");
    // Past the last possible page: the last one (the page itself shows its own last page).
    expect(canonicalCatalogUrl("/product/kupa?yorum-sayfa=9999")).toBe("/product/kupa?yorum-sayfa=500");
  });

  it("keeps the review a vote has just counted (?oylandi=<id>) only when it is an id", () => {
    const id = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
    expect(canonicalCatalogUrl(`/product/kupa?yorum-sayfa=2&oylandi=${id.toUpperCase()}`)).toBe(`/product/kupa?yorum-sayfa=2&oylandi=${id}`);
    expect(canonicalCatalogUrl("/product/kupa?oylandi=%3Cscript%3E")).toBe("/product/kupa");
  });
});
