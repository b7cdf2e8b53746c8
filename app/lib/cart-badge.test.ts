import { describe, expect, it } from "vitest";
import { cartCountToRender, cartCookieItemCount } from "./cart-badge.server";
import { fillCartCount } from "./cart-badge";

const header =
  '<a href="/cart" aria-label="Sepet, 0 ürün" data-cart-count="link" class="relative">' +
  '<svg aria-hidden="true"></svg><span data-testid="cart-badge" data-cart-count="badge" class="empty:hidden"></span></a>';
const cookieOf = (lines: { productId: string; quantity: number }[]) => `cart=${encodeURIComponent(JSON.stringify(lines))}`;
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("fillCartCount", () => {
  it("writes the count into the cart link's name and its badge", () => {
    expect(fillCartCount(header, 3)).toBe(
      '<a href="/cart" aria-label="Sepet, 3 ürün" data-cart-count="link" class="relative">' +
        '<svg aria-hidden="true"></svg><span data-testid="cart-badge" data-cart-count="badge" class="empty:hidden">3</span></a>',
    );
    expect(fillCartCount(fillCartCount(header, 3) as string, 0)).toBe(header);
  });

  it("leaves text that only quotes the markers alone (React and the hydration data escape their quotes)", () => {
    const quoted = `<p>&lt;a data-cart-count=&quot;link&quot;&gt;x</p><script>"<a data-cart-count=\\"link\\" aria-label=\\"x\\">"</script>`;
    expect(fillCartCount(quoted, 5)).toBeNull();
    expect(fillCartCount(`${header}${quoted}`, 5)).toContain(quoted);
  });

  it("is null for an answer without the header (JSON, data requests)", () => {
    expect(fillCartCount('{"results":[]}', 2)).toBeNull();
  });
});

describe("cartCookieItemCount", () => {
  it("adds up the quantities of the cart cookie", () => {
    expect(cartCookieItemCount(`theme=x; ${cookieOf([{ productId: id(1), quantity: 2 }, { productId: id(2), quantity: 5 }])}`)).toBe(7);
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
