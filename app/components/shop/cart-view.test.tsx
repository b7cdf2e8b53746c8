// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, type CartItem, cartTotals, NO_CART_CAMPAIGN, type PricedCart, type PricedCartLine } from "~/lib/cart";
import { DEMO_SHOP_SETTINGS, type ShippingRule } from "~/lib/shop-settings";

const rule = DEMO_SHOP_SETTINGS.shipping;
import { CartProvider } from "./cart-context";
import { CartView } from "./cart-view";

const mug: PricedCartLine = {
  productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11",
  variantId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11",
  variantLabel: "",
  productName: "Özel Işıklı Kupa",
  slug: "ozel-isikli-kupa",
  price: 14999,
  originalPrice: 17999,
  shippingCost: 2999,
  quantity: 2,
  image: null,
  stock: 3,
};
const pad: PricedCartLine = {
  productId: "0f9e8d7c-6b5a-4a39-8b27-16a5b4c3d2e1",
  variantId: "0f9e8d7c-6b5a-4a39-8b27-16a5b4c3d2e1",
  variantLabel: "",
  productName: "Mouse Pad",
  slug: "mouse-pad",
  price: 9950,
  originalPrice: null,
  shippingCost: 0,
  quantity: 1,
  image: null,
  stock: 10,
};

/** What the stub /api/cart answers: by default the cart exactly as it was sent. */
let answer: (sent: { productId: string; quantity: number }[]) => PricedCart;
let rechecks = 0;
/** Writes to local storage after the test's own: the first is the re-checked cart replacing the stored one. */
let storageWrites: ReturnType<typeof vi.spyOn>;
const priceAsStored = (): PricedCart => {
  const lines = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as Required<CartItem>[];
  return { lines, removed: [], totals: cartTotals(lines, rule), campaign: NO_CART_CAMPAIGN };
};

function renderCart(stored: CartItem[], shippingRule: ShippingRule = rule) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  storageWrites = vi.spyOn(window.localStorage, "setItem");
  const Stub = createRoutesStub([
    { path: "/cart", Component: () => <CartView serverLines={[]} shippingRule={shippingRule} /> },
    {
      path: "/api/cart",
      action: async ({ request }) => {
        rechecks++;
        return answer(((await request.json()) as { items: { productId: string; quantity: number }[] }).items);
      },
    },
    { path: "/checkout", Component: () => <p>Ödeme sayfası</p> },
  ]);
  return render(
    <CartProvider>
      <Stub initialEntries={["/cart"]} />
    </CartProvider>,
  );
}

/** The cart after the server's re-check has answered and its answer has replaced the stored cart. */
async function renderCheckedCart(stored: CartItem[], shippingRule: ShippingRule = rule) {
  renderCart(stored, shippingRule);
  await waitFor(() => {
    expect(rechecks).toBe(1);
    expect(storageWrites).toHaveBeenCalledWith(CART_STORAGE_KEY, expect.any(String));
    expect(screen.queryByText("Sepetiniz kontrol ediliyor...")).toBeNull();
  });
}

const lines = () => screen.queryAllByTestId("cart-line");
const summary = () => ({
  subtotal: screen.getByTestId("cart-subtotal").textContent,
  shipping: screen.getByTestId("cart-shipping").textContent,
  total: screen.getByTestId("cart-total").textContent,
});

beforeEach(() => {
  answer = priceAsStored;
  rechecks = 0;
});
afterEach(() => {
  cleanup();
  storageWrites.mockRestore();
  window.localStorage.clear();
});

describe("the cart page", () => {
  it("lists each line with its unit price, discount and line total, and the totals with the highest shipping", async () => {
    await renderCheckedCart([mug, pad]);
    expect(lines()).toHaveLength(2);
    const first = within(lines()[0]);
    expect(first.getByRole("heading", { name: "Özel Işıklı Kupa" })).toBeTruthy();
    expect(first.getAllByRole("link", { name: "Özel Işıklı Kupa" }).map((link) => link.getAttribute("href"))).toEqual([
      "/product/ozel-isikli-kupa",
      "/product/ozel-isikli-kupa",
    ]);
    expect(first.getByText("%17 indirim")).toBeTruthy();
    expect(first.getByTestId("cart-line-total").textContent).toBe("₺299,98");
    expect(within(lines()[1]).queryByText(/indirim/)).toBeNull();
    expect(summary()).toEqual({ subtotal: "₺399,48", shipping: "₺29,99", total: "₺429,47" });
  });

  it("raises and lowers a quantity within the stock, and the totals follow", async () => {
    await renderCheckedCart([mug, pad]);
    const first = within(lines()[0]);
    const more = first.getByRole("button", { name: "Artır" });
    fireEvent.click(more);
    expect(first.getByTestId(`qty-${mug.productId}-value`).textContent).toBe("3");
    expect(first.getByTestId("cart-line-total").textContent).toBe("₺449,97");
    expect(summary()).toEqual({ subtotal: "₺549,47", shipping: "₺29,99", total: "₺579,46" });
    // Three is the whole stock.
    expect((more as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(first.getByRole("button", { name: "Azalt" }));
    expect(first.getByTestId(`qty-${mug.productId}-value`).textContent).toBe("2");
    expect(summary().total).toBe("₺429,47");
  });

  it("tells how much is missing for free shipping, and ships free from the threshold on", async () => {
    const answerPriced = priceAsStored;
    const withThreshold: ShippingRule = { ...rule, freeFrom: 54947 };
    answer = () => ({ ...answerPriced(), totals: cartTotals(answerPriced().lines, withThreshold) });
    await renderCheckedCart([mug, pad], withThreshold);
    expect(screen.getByTestId("cart-free-shipping").textContent).toBe("Kargonun bedava olmasına ₺149,99 kaldı");
    expect(summary()).toEqual({ subtotal: "₺399,48", shipping: "₺29,99", total: "₺429,47" });

    fireEvent.click(within(lines()[0]).getByRole("button", { name: "Artır" }));
    expect(screen.getByTestId("cart-free-shipping").textContent).toBe("Kargo bedava!");
    expect(summary()).toEqual({ subtotal: "₺549,47", shipping: "Ücretsiz", total: "₺549,47" });
  });

  it("says nothing of free shipping when the shop has no threshold", async () => {
    await renderCheckedCart([mug, pad]);
    expect(screen.queryByTestId("cart-free-shipping")).toBeNull();
  });

  it("removes a line with its bin button or by lowering it to zero; an empty cart says so", async () => {
    await renderCheckedCart([mug, pad]);
    fireEvent.click(screen.getByRole("button", { name: "Özel Işıklı Kupa ürününü sepetten kaldır" }));
    expect(lines()).toHaveLength(1);
    // Only the pad is left: its shipping is free.
    expect(summary()).toEqual({ subtotal: "₺99,50", shipping: "Ücretsiz", total: "₺99,50" });

    fireEvent.click(within(lines()[0]).getByRole("button", { name: "Azalt" }));
    expect(lines()).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Sepetiniz boş" })).toBeTruthy();
    expect(screen.getByText("Sepetinize henüz ürün eklemediniz.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alışverişe Devam Et" }).getAttribute("href")).toBe("/products");
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("empties the whole cart with “Sepeti Temizle”", async () => {
    await renderCheckedCart([mug, pad]);
    fireEvent.click(screen.getByRole("button", { name: "Sepeti Temizle" }));
    expect(screen.getByRole("heading", { name: "Sepetiniz boş" })).toBeTruthy();
  });

  it("shows what the server's re-check changed and the cart as priced now", async () => {
    answer = () => {
      const repriced = [{ ...mug, price: 15999, quantity: 1, stock: 1 }];
      return { lines: repriced, removed: [{ productId: pad.productId, reason: "soldOut" }], totals: cartTotals(repriced, rule), campaign: NO_CART_CAMPAIGN };
    };
    await renderCheckedCart([mug, pad]);
    const notice = await screen.findByTestId("cart-changes");
    expect(within(notice).getByText("Sepetinizdeki bazı ürünler güncellendi:")).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Özel Işıklı Kupa: fiyatı ₺149,99 yerine artık ₺159,99.",
      "Özel Işıklı Kupa: stokta yalnızca 1 adet kaldı, adet güncellendi.",
      "Mouse Pad: stokta kalmadı, sepetten çıkarıldı.",
    ]);
    expect(lines()).toHaveLength(1);
    expect(summary()).toEqual({ subtotal: "₺159,99", shipping: "₺29,99", total: "₺189,98" });
    // Beside each line, what happened to it; the removed pad keeps a row saying why it left.
    expect(
      within(lines()[0])
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Fiyatı arttı: ₺149,99 yerine artık ₺159,99.", "Stokta yalnızca 1 adet kaldı: 2 adet yerine 1 adet."]);
    const removed = screen.getByTestId("cart-removed-line");
    expect(removed.textContent).toBe("Mouse PadSepetten çıkarıldıStokta kalmadı, sepetten çıkarıldı.");
  });

  it("shows the server's changes (told from the cookie) before and after its own re-check, each once", async () => {
    const serverChanges = [{ kind: "priceChanged" as const, productId: mug.productId, productName: mug.productName, from: 12999, to: 14999 }];
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([mug]));
    storageWrites = vi.spyOn(window.localStorage, "setItem");
    const Stub = createRoutesStub([
      { path: "/cart", Component: () => <CartView serverLines={[mug]} serverChanges={serverChanges} shippingRule={rule} /> },
      {
        path: "/api/cart",
        action: () => {
          rechecks++;
          return priceAsStored();
        },
      },
    ]);
    render(
      <CartProvider>
        <Stub initialEntries={["/cart"]} />
      </CartProvider>,
    );
    await waitFor(() => expect(rechecks).toBe(1));
    await waitFor(() => expect(screen.queryByText("Sepetiniz kontrol ediliyor...")).toBeNull());
    expect(within(lines()[0]).getByTestId("cart-line-changes").textContent).toBe("Fiyatı arttı: ₺129,99 yerine artık ₺149,99.");
  });

  it("sends the re-check only ids (product and variant) and quantities, and leads on to the checkout", async () => {
    const sent = vi.fn((_items: { productId: string; variantId?: string; quantity: number }[]) => priceAsStored());
    answer = sent;
    await renderCheckedCart([mug]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toEqual([{ productId: mug.productId, quantity: 2, variantId: mug.variantId }]);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Ödemeye Geç" })));
    expect(await screen.findByText("Ödeme sayfası")).toBeTruthy();
  });
});

describe("the cart page's discount code and campaigns", () => {
  /** The server's pricing with SEVGILI20 (20 % off the mugs) and a "3 al 2 öde" hint, for the lines sent. */
  const withCode = (sent: { productId: string; quantity: number }[], code: string | null): PricedCart => {
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as PricedCartLine[];
    const lines = stored.map((line) => ({ ...line, quantity: sent.find((s) => s.productId === line.productId)?.quantity ?? line.quantity }));
    const totals = cartTotals(lines, rule);
    const mugs = lines.find((line) => line.productId === mug.productId);
    const off = code === "SEVGILI20" && mugs ? Math.round((mugs.price * mugs.quantity * 20) / 100) : 0;
    return {
      lines,
      removed: [],
      totals: { ...totals, discount: off, total: totals.total - off },
      campaign: {
        discounts: off ? [{ campaignId: "c1", kind: "code", label: "SEVGILI20", target: "items", amountKurus: off }] : [],
        lineDiscounts: off ? { [mug.variantId]: off } : {},
        code: code === null ? null : off ? { code, applied: true, amountKurus: off } : { code, applied: false, refusal: "ended" },
        hints: [{ campaignId: "c2", label: "Kupalarda 3 al 2 öde", rule: { kind: "buyXPayY", buy: 3, pay: 2 }, missing: { items: 1 } }],
      },
    };
  };
  let sentBodies: { items: { productId: string; quantity: number }[]; code: string | null }[];

  function renderWithCode(code: string | null) {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([mug, pad]));
    storageWrites = vi.spyOn(window.localStorage, "setItem");
    sentBodies = [];
    const Stub = createRoutesStub([
      { path: "/cart", Component: () => <CartView serverLines={[]} shippingRule={rule} code={code} /> },
      {
        path: "/api/cart",
        action: async ({ request }) => {
          const body = (await request.json()) as (typeof sentBodies)[number];
          sentBodies.push(body);
          return withCode(body.items, body.code);
        },
      },
    ]);
    render(
      <CartProvider>
        <Stub initialEntries={["/cart"]} />
      </CartProvider>,
    );
  }

  it("shows the code's discount line, each line's discount, the total after it and what an offer still needs", async () => {
    renderWithCode("SEVGILI20");
    const discount = await screen.findByTestId("cart-discount");
    expect(sentBodies[0].code).toBe("SEVGILI20");
    // 20 % of 2 × ₺149,99 = ₺60,00 (rounded); total ₺399,48 + ₺29,99 − ₺60,00.
    expect(discount.textContent).toBe("İndirim (SEVGILI20)−₺60,00");
    expect(summary()).toEqual({ subtotal: "₺399,48", shipping: "₺29,99", total: "₺369,47" });
    expect(within(lines()[0]).getByTestId("cart-line-discount").textContent).toBe("İndirim: −₺60,00");
    expect(within(lines()[1]).queryByTestId("cart-line-discount")).toBeNull();
    expect(screen.getByTestId("discount-code-status").textContent).toBe("SEVGILI20 kodu uygulandı.");
    expect(screen.getByRole("button", { name: "Kaldır" })).toBeTruthy();
    expect(screen.getByTestId("offer-hint").textContent).toContain("1 ürün daha ekleyin, en ucuzu bedava");
  });

  it("never keeps a discount for a cart the server has not priced: a new quantity asks again, with the code", async () => {
    renderWithCode("SEVGILI20");
    await screen.findByTestId("cart-discount");
    fireEvent.click(within(lines()[0]).getByRole("button", { name: "Artır" }));
    // At once: the browser's own sums, without the discount given for two mugs.
    expect(screen.queryByTestId("cart-discount")).toBeNull();
    expect(summary().total).toBe("₺579,46");
    // Then the server's answer for three: 20 % of ₺449,97 = ₺89,99.
    await waitFor(() => expect(screen.getByTestId("cart-discount").textContent).toBe("İndirim (SEVGILI20)−₺89,99"));
    expect(sentBodies.at(-1)).toEqual({
      items: expect.arrayContaining([expect.objectContaining({ productId: mug.productId, quantity: 3 })]),
      code: "SEVGILI20",
    });
    expect(summary().total).toBe("₺489,47");
  });

  it("tells why a code does not apply and gives no discount; without a code it offers the field", async () => {
    renderWithCode("ESKIKOD");
    expect((await screen.findByTestId("discount-code-refusal")).textContent).toBe("Bu indirim kodunun süresi doldu.");
    expect(screen.queryByTestId("cart-discount")).toBeNull();
    expect(summary().total).toBe("₺429,47");
    cleanup();
    storageWrites.mockRestore();
    renderWithCode(null);
    expect(await screen.findByRole("textbox", { name: "İndirim kodu" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Uygula" })).toBeTruthy();
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    expect(sentBodies[0].code).toBeNull();
  });
});
