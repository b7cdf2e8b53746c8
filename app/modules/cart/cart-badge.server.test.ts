import { describe, expect, it } from "vitest";
import { cartCountToRender, cartCookieItemCount } from "./cart-badge.server";

const cookieOf = (lines: { productId: string; quantity: number }[]) => `cart=${encodeURIComponent(JSON.stringify(lines))}`;
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("cartCookieItemCount", () => {
  it("adds up the quantities of the cart cookie", () => {
    expect(
      cartCookieItemCount(
        `theme=x; ${cookieOf([
          { productId: id(1), quantity: 2 },
          { productId: id(2), quantity: 5 },
        ])}`,
      ),
    ).toBe(7);
  });

  it("counts nothing without a cookie or for a malformed one", () => {
    expect(cartCookieItemCount(undefined)).toBe(0);
    expect(cartCookieItemCount("cart=%7Bnot-json")).toBe(0);
    expect(cartCookieItemCount(cookieOf([{ productId: "x", quantity: 2 }]))).toBe(0);
  });
});

describe("cartCountToRender", () => {
  const request = (path: string) => new Request(`http://shop.test${path}`, { headers: { cookie: cookieOf([{ productId: id(1), quantity: 4 }]) } });

  it("is the cookie's count on pages that are never stored", () => {
    expect(cartCountToRender(request("/cart"))).toBe(4);
    expect(cartCountToRender(request("/about"))).toBe(4);
  });

  it("is null on catalogue pages: the page cache writes the count in", () => {
    for (const path of ["/", "/products?q=kupa", "/product/kupa", "/products.data"]) expect(cartCountToRender(request(path))).toBeNull();
  });
});
