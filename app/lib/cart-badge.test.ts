import { describe, expect, it } from "vitest";
import { fillCartCount } from "./cart-badge";

const header =
  '<a href="/cart" aria-label="Sepet, 0 ürün" data-cart-count="link" class="relative">' +
  '<svg aria-hidden="true"></svg><span data-testid="cart-badge" data-cart-count="badge" class="empty:hidden"></span></a>';

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
