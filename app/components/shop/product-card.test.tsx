// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "~/lib/cart";
import type { ProductSummary } from "~/modules/catalog/queries.server";
import { CartProvider } from "./cart-context";
import { ProductGrid } from "./product-card";

const kupa: ProductSummary = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "inatci-kedi-kupasi",
  name: "İnatçı Kedi Kupası",
  description: "Kedi.",
  priceKurus: 17999,
  originalPriceKurus: null,
  shippingCostKurus: 0,
  stock: 3,
  maxPriceKurus: 17999,
  variantCount: 1,
  isNew: false,
  rating: null,
  image: null,
};
const figur: ProductSummary = { ...kupa, id: "22222222-2222-4222-8222-222222222222", slug: "karton-kedi", name: "Karton Kedi" };

function renderGrid() {
  const Stub = createRoutesStub([
    {
      path: "/products",
      Component: () => (
        <CartProvider>
          <ProductGrid products={[kupa, figur]} />
        </CartProvider>
      ),
    },
    { path: "/product/:slug", Component: () => <p>Ürün sayfası: {useParams().slug}</p> },
  ]);
  render(<Stub initialEntries={["/products"]} />);
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("product cards: one click handler for the list", () => {
  it("adds the card's own product to the browser's cart, without posting the form", () => {
    renderGrid();
    const buttons = screen.getAllByRole("button", { name: /Sepete Ekle/ });
    const notPosted = fireEvent.click(buttons[1]);
    expect(notPosted).toBe(false);
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as { productId: string; quantity: number }[];
    expect(stored.map((line) => [line.productId, line.quantity])).toEqual([[figur.id, 1]]);
    expect(screen.getByTestId("added-notice").textContent).toContain("Karton Kedi");
  });

  it("follows a card's plain link inside the app; a modified click is left to the browser", () => {
    renderGrid();
    const link = screen.getByRole("link", { name: "İnatçı Kedi Kupası" });
    expect(link.getAttribute("href")).toBe("/product/inatci-kedi-kupasi");
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    fireEvent.click(link);
    expect(screen.getByText("Ürün sayfası: inatci-kedi-kupasi")).toBeTruthy();
  });
});

describe("product cards: the discount badge", () => {
  it("reads only the percent off on a card (docs/product.md#prices-and-discounts), no word beside it", () => {
    const Stub = createRoutesStub([
      {
        path: "/products",
        Component: () => (
          <CartProvider>
            <ProductGrid products={[{ ...kupa, priceKurus: 7499, originalPriceKurus: 9999 }]} />
          </CartProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/products"]} />);
    expect(screen.getByText(/^%\d+/).textContent).toBe("%25");
    expect(screen.queryByText(/İndirim/)).toBeNull();
  });
});

describe("product cards: a personalised gift", () => {
  function renderOne(product: ProductSummary) {
    const Stub = createRoutesStub([
      {
        path: "/products",
        Component: () => (
          <CartProvider>
            <ProductGrid products={[product]} />
          </CartProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/products"]} />);
  }

  it("links to the product page to personalise when a personal field is required, with no one-click add", () => {
    renderOne({ ...kupa, personalRequired: true });
    const link = screen.getByRole("link", { name: "Kişiselleştir" });
    expect(link.getAttribute("href")).toBe("/product/inatci-kedi-kupasi");
    expect(screen.queryByRole("button", { name: /Sepete Ekle/ })).toBeNull();
  });

  it("keeps the one-click add when the personal fields are all optional", () => {
    renderOne({ ...kupa, personalRequired: false });
    expect(screen.queryByRole("link", { name: "Kişiselleştir" })).toBeNull();
    expect(screen.getByRole("button", { name: /Sepete Ekle/ })).toBeTruthy();
  });
});

describe("product cards: the rating (docs/product.md#reviews)", () => {
  function renderCards(products: ProductSummary[]) {
    const Stub = createRoutesStub([
      {
        path: "/products",
        Component: () => (
          <CartProvider>
            <ProductGrid products={products} />
          </CartProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/products"]} />);
  }

  it("shows the stars, the average with a decimal comma and the count, read out as one sentence", () => {
    renderCards([
      { ...kupa, rating: { average: 4.7, count: 12 } },
      { ...figur, rating: { average: 5, count: 1 } },
    ]);
    const lines = screen.getAllByTestId("rating-line");
    expect(lines.map((line) => line.textContent)).toEqual([
      "★★★★★4,7(12)5 üzerinden 4,7 puan, 12 değerlendirme",
      "★★★★★5,0(1)5 üzerinden 5,0 puan, 1 değerlendirme",
    ]);
    expect(lines[0].querySelector(".rating-stars")?.getAttribute("style")).toBe("--rating: 4.7;");
  });

  it("shows nothing of ratings for a product without approved reviews", () => {
    renderCards([kupa]);
    expect(screen.queryByTestId("rating-line")).toBeNull();
    expect(screen.queryByText(/değerlendirme/)).toBeNull();
  });
});
