// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, type CartItem, cartTotals, type PricedCart, type PricedCartLine } from "~/lib/cart";
import { DEMO_SHOP_SETTINGS } from "~/lib/shop-settings";
import type { CheckoutFormResult } from "~/lib/checkout-fields";
import { checkoutFields } from "../../../tests/support/order-fixtures";
import { CartProvider } from "./cart-context";
import { CheckoutForm } from "./checkout-form";

const mug: CartItem = {
  productId: "7b0c6f1e-8d3a-4c59-9a53-3f2b1d0e9c11",
  productName: "Özel Işıklı Kupa",
  price: 14999,
  originalPrice: null,
  shippingCost: 2999,
  quantity: 2,
  image: null,
};

const labels = {
  recipientName: "Alıcı Adı Soyadı",
  recipientPhone: "Alıcı Telefonu",
  recipientProvince: "İl",
  recipientDistrict: "İlçe",
  recipientAddress: "Teslimat Adresi",
  recipientPostalCode: "Posta Kodu",
  senderEmail: "E-posta Adresiniz",
  anonymousMessage: "İsimsiz Mesajınız",
} as const;

const provinces = [
  { name: "Ankara", districts: ["Çankaya", "Keçiören"] },
  { name: "İstanbul", districts: ["Kadıköy", "Üsküdar"] },
];
/** The form as the shopper fills it: the fixture's city chosen from the lists. */
const { recipientCity: _city, ...typed } = checkoutFields;
const formValues = { ...typed, recipientProvince: "İstanbul", recipientDistrict: "Kadıköy" };

/** What the stub action received, and what it answers. */
let posted: FormData[];
let answer: CheckoutFormResult;

function renderCheckout(stored: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  const Stub = createRoutesStub([
    {
      path: "/checkout",
      Component: () => (
        <CheckoutForm
          serverLines={[]}
          shippingRule={DEMO_SHOP_SETTINGS.shipping}
          provinces={provinces}
          submissionKey="key-0123456789abcdef"
          result={useActionData<CheckoutFormResult>()}
        />
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
    { path: "/cart", Component: () => <p>Sepet sayfası</p> },
  ]);
  return render(
    <CartProvider>
      <Stub initialEntries={["/checkout"]} />
    </CartProvider>,
  );
}

const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name], { selector: "input, select, textarea" }) as HTMLInputElement;
const consent = () => document.getElementById("acceptTerms") as HTMLInputElement;
const placeOrder = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Siparişi Onayla ve Öde" })));

function fillIn(values: Partial<Record<keyof typeof labels, string>>) {
  // The province first: choosing it fills the district list.
  for (const [name, value] of Object.entries(values).sort(([a], [b]) => Number(b === "recipientProvince") - Number(a === "recipientProvince"))) {
    fireEvent.change(field(name as keyof typeof labels), { target: { value } });
  }
}

beforeEach(() => {
  posted = [];
  answer = {};
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the checkout form", () => {
  it("shows the cart's lines and totals beside the form", async () => {
    renderCheckout([mug]);
    const summary = await screen.findByRole("complementary", { name: "Sipariş Özeti" });
    expect(within(summary).getByText("Özel Işıklı Kupa")).toBeTruthy();
    expect(within(summary).getByText("× 2")).toBeTruthy();
    expect(screen.getByTestId("checkout-subtotal").textContent).toBe("₺299,98");
    expect(screen.getByTestId("checkout-shipping").textContent).toBe("₺29,99");
    expect(screen.getByTestId("checkout-total").textContent).toBe("₺329,97");
  });

  it("sent empty, marks every field and the consent box and sends nothing", async () => {
    renderCheckout([mug]);
    await placeOrder();
    expect(screen.getByRole("alert").textContent).toBe("Lütfen işaretli alanları kontrol edin.");
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) {
      expect(field(name).getAttribute("aria-invalid"), name).toBe("true");
      expect(document.getElementById(`${name}-error`)?.textContent, name).toBe("Zorunlu alan");
    }
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("acceptTerms-error")?.textContent).toBe("Devam etmek için onay vermelisiniz.");
    // The first field in the form's order takes the focus.
    expect(document.activeElement).toBe(field("recipientName"));
    expect(posted).toHaveLength(0);
  });

  it("refuses a malformed e-mail address, and typing in a field clears its error", async () => {
    renderCheckout([mug]);
    fillIn({ ...formValues, senderEmail: "gonderen@" });
    fireEvent.click(consent());
    await placeOrder();
    expect(document.getElementById("senderEmail-error")?.textContent).toBe("Geçerli bir e-posta adresi girin.");
    expect(screen.queryAllByText(/Zorunlu alan|onay vermelisiniz/)).toHaveLength(0);
    expect(document.activeElement).toBe(field("senderEmail"));

    fillIn({ senderEmail: "gonderen@example.com" });
    expect(document.getElementById("senderEmail-error")).toBeNull();
    expect(field("senderEmail").getAttribute("aria-invalid")).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it("keeps the order back until the consent box is ticked, then posts the fields and the cart", async () => {
    renderCheckout([mug]);
    fillIn(formValues);
    await placeOrder();
    expect(document.getElementById("acceptTerms-error")?.textContent).toBe("Devam etmek için onay vermelisiniz.");
    expect(document.activeElement).toBe(consent());
    expect(posted).toHaveLength(0);

    fireEvent.click(consent());
    expect(document.getElementById("acceptTerms-error")).toBeNull();
    await placeOrder();
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0];
    expect(Object.fromEntries(Object.keys(labels).map((name) => [name, form.get(name)]))).toEqual(formValues);
    expect(form.get("acceptTerms")).toBe("on");
    // Thank-you notes allowed by default (docs/product.md#thank-you-notes).
    expect(form.get("thanksAllowed")).toBe("on");
    expect(JSON.parse(String(form.get("items")))).toEqual([{ productId: mug.productId, quantity: 2 }]);
    expect(form.get("submissionKey")).toBe("key-0123456789abcdef");
  });

  it("shows the server's answer when it refuses the order", async () => {
    answer = { formError: "Özel Işıklı Kupa: stokta yalnızca 1 adet kaldı." };
    renderCheckout([mug]);
    fillIn(formValues);
    fireEvent.click(consent());
    await placeOrder();
    expect((await screen.findByRole("alert")).textContent).toBe("Özel Işıklı Kupa: stokta yalnızca 1 adet kaldı.");
  });

  it("links the consent box to the pre-information form and the agreement filled for this order, on the page", async () => {
    renderCheckout([mug]);
    const links = within(consent().parentElement as HTMLElement).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["Ön Bilgilendirme Formu", "#siparis-on-bilgilendirme-formu", null],
      ["Mesafeli Satış Sözleşmesi", "#siparis-mesafeli-satis-sozlesmesi", null],
    ]);
    expect(consent().parentElement?.textContent).toBe("Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum; 18 yaşından büyüğüm.");
  });

  it("narrows the province and district lists as the shopper types, and refuses a district of another province", async () => {
    renderCheckout([mug]);
    const district = field("recipientDistrict") as unknown as HTMLSelectElement;
    await waitFor(() => expect(district.disabled).toBe(true));
    // "ist" leaves one province: it is chosen, and its districts fill the second list.
    fireEvent.change(screen.getByRole("searchbox", { name: "İl ara" }), { target: { value: "ist" } });
    expect((field("recipientProvince") as unknown as HTMLSelectElement).value).toBe("İstanbul");
    expect([...district.options].map((o) => o.textContent)).toEqual(["İlçe seçin", "Kadıköy", "Üsküdar"]);
    fireEvent.change(screen.getByRole("searchbox", { name: "İlçe ara" }), { target: { value: "usk" } });
    expect(district.value).toBe("Üsküdar");
  });

  it("checks the phone and the e-mail when the shopper leaves them, and groups a Turkish number", async () => {
    renderCheckout([mug]);
    const phone = field("recipientPhone");
    fireEvent.change(phone, { target: { value: "+90 555 123 4567" } });
    fireEvent.blur(phone);
    expect(phone.value).toBe("0 555 123 45 67");
    expect(document.getElementById("recipientPhone-error")).toBeNull();
    fireEvent.change(phone, { target: { value: "0555 12" } });
    fireEvent.blur(phone);
    expect(document.getElementById("recipientPhone-error")?.textContent).toBe(
      "Geçerli bir telefon numarası girin: 0 5xx xxx xx xx (yurt dışı için + ile başlayın).",
    );
    fireEvent.change(field("senderEmail"), { target: { value: "ayse@gmail" } });
    fireEvent.blur(field("senderEmail"));
    expect(document.getElementById("senderEmail-error")?.textContent).toBe("Geçerli bir e-posta adresi girin.");
  });

  it("counts the message's characters against its limit and shows it on a card", async () => {
    renderCheckout([mug]);
    await waitFor(() => expect(screen.getByTestId("message-counter").textContent).toBe("0 / 1000 karakter"));
    expect(screen.getByTestId("message-card-preview").textContent).toContain("Mesajınız burada görünecek.");
    fireEvent.change(field("anonymousMessage"), { target: { value: "İyi ki doğdun!" } });
    expect(screen.getByTestId("message-counter").textContent).toBe("14 / 1000 karakter");
    expect(screen.getByTestId("message-card-preview").textContent).toMatch(/^Kartın önizlemesiİyi ki doğdun!Teşekkür için: .+\/tesekkur/);
    fireEvent.change(field("anonymousMessage"), { target: { value: "a".repeat(950) } });
    expect(screen.getByTestId("message-counter").textContent).toBe("950 / 1000 karakter · 50 karakter kaldı");
  });

  it("tells beside each line what the server found changed, and takes the server's figures", async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...mug, price: 12999 }]));
    const changes = [{ kind: "priceChanged" as const, productId: mug.productId, productName: mug.productName, from: 12999, to: 14999 }];
    const Stub = createRoutesStub([
      {
        path: "/checkout",
        Component: () => (
          <CheckoutForm
            serverLines={[mug]}
            shippingRule={DEMO_SHOP_SETTINGS.shipping}
            serverChanges={changes}
            provinces={provinces}
            submissionKey="key-0123456789abcdef"
            result={undefined}
          />
        ),
      },
    ]);
    render(
      <CartProvider>
        <Stub initialEntries={["/checkout"]} />
      </CartProvider>,
    );
    expect((await screen.findByTestId("cart-line-changes")).textContent).toBe("Fiyatı arttı: ₺129,99 yerine artık ₺149,99.");
    expect(screen.getByTestId("checkout-changes").textContent).toBe("Sepetiniz son görüşünüzden bu yana güncellendi; değişiklikler ürünlerin yanında yazıyor.");
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]")[0].price).toBe(14999));
    expect(screen.getByTestId("checkout-total").textContent).toBe("₺329,97");
  });

  it("sends an empty cart back to the cart page", async () => {
    renderCheckout([]);
    expect(await screen.findByText("Sepet sayfası")).toBeTruthy();
  });
});

describe("the checkout's discount code", () => {
  const pricedWith = (outcome: "applied" | "ended"): PricedCart => {
    const line = { ...mug, variantId: mug.productId, variantLabel: "", slug: "ozel-isikli-kupa", stock: 5 } as PricedCartLine;
    const totals = cartTotals([line], DEMO_SHOP_SETTINGS.shipping);
    const off = outcome === "applied" ? 6000 : 0;
    return {
      lines: [line],
      removed: [],
      totals: { ...totals, discount: off, total: totals.total - off },
      campaign: {
        discounts: off ? [{ campaignId: "c1", kind: "code", label: "SEVGILI20", target: "items", amountKurus: off }] : [],
        lineDiscounts: off ? { [mug.productId]: off } : {},
        code: off ? { code: "SEVGILI20", applied: true, amountKurus: off } : { code: "SEVGILI20", applied: false, refusal: "ended" },
        hints: [],
      },
    };
  };

  function renderWithCode(priced: PricedCart) {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(priced.lines));
    const Stub = createRoutesStub([
      {
        path: "/checkout",
        Component: () => (
          <CheckoutForm
            serverLines={priced.lines}
            serverPriced={priced}
            code="SEVGILI20"
            shippingRule={DEMO_SHOP_SETTINGS.shipping}
            provinces={provinces}
            submissionKey="key-0123456789abcdef"
            result={undefined}
          />
        ),
      },
    ]);
    return render(
      <CartProvider>
        <Stub initialEntries={["/checkout"]} />
      </CartProvider>,
    );
  }
  const postedCode = (container: HTMLElement) => (container.querySelector('form:not([id]) input[name="discountCode"]') as HTMLInputElement).value;

  it("shows the code's discount line and the total after it, and posts the code with the order", async () => {
    const { container } = renderWithCode(pricedWith("applied"));
    await waitFor(() => expect(screen.getByTestId("checkout-discount").textContent).toBe("İndirim (SEVGILI20)−₺60,00"));
    expect(screen.getByTestId("checkout-total").textContent).toBe("₺269,97");
    expect(screen.getByTestId("checkout-line-discount").textContent).toBe("İndirim: −₺60,00");
    expect(postedCode(container)).toBe("SEVGILI20");
    // The code's own fields post to /cart (and back here), not with the order.
    const remove = screen.getByRole("button", { name: "Kaldır" });
    expect(remove.getAttribute("form")).toBe("checkout-discount-code-form");
    expect(container.querySelector("form#checkout-discount-code-form")?.getAttribute("action")).toBe("/cart");
  });

  it("tells a code that does not apply, gives no discount and places the order without it", async () => {
    const { container } = renderWithCode(pricedWith("ended"));
    expect((await screen.findByTestId("discount-code-refusal")).textContent).toBe("Bu indirim kodunun süresi doldu.");
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
    expect(screen.getByTestId("checkout-total").textContent).toBe("₺329,97");
    expect(postedCode(container)).toBe("");
  });
});
