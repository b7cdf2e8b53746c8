// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cartText } from "~/lib/i18n/cart";
import { productText } from "~/lib/i18n/product";
import { DiscountBadge, Price } from "./price";

afterEach(cleanup);

describe("Price and DiscountBadge", () => {
  it("shows the price, and the old one struck through only when it was higher", () => {
    expect(render(<Price kurus={7499} original={9999} />).container.textContent).toBe("₺74,99₺99,99");
    cleanup();
    expect(render(<Price kurus={7499} original={7499} />).container.textContent).toBe("₺74,99");
  });

  it("words the percent off for the card, the cart line and the product page", () => {
    const text = (label: (percent: number) => string) => {
      const { container } = render(<DiscountBadge kurus={7499} original={9999} label={label} className="badge" />);
      const shown = container.textContent;
      cleanup();
      return shown;
    };
    expect([text(productText.discountShort), text(cartText.discount), text(productText.discountOff)]).toEqual(["%25", "%25 indirim", "%25 İndirim"]);
  });

  it("shows nothing without a real discount", () => {
    for (const original of [null, undefined, 7499, 5000]) {
      expect(render(<DiscountBadge kurus={7499} original={original} label={productText.discountOff} className="badge" />).container.innerHTML).toBe("");
      cleanup();
    }
  });
});
