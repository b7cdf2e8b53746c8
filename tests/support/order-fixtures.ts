import type { CheckoutFields } from "~/lib/checkout-fields";

export const checkoutFields: Omit<CheckoutFields, "acceptTerms"> = {
  recipientName: "Ayşe Yılmaz",
  recipientAddress: "Caferağa Mah. Moda Cad. No: 1",
  recipientCity: "İstanbul",
  recipientPostalCode: "34710",
  recipientPhone: "05551234567",
  senderEmail: "gonderen@example.com",
  anonymousMessage: "Doğum günün kutlu olsun!",
};

/** The posted checkout form, as a browser without JavaScript would send it. */
export function checkoutForm(items: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(checkoutFields)) form.set(k, v);
  form.set("acceptTerms", "on");
  form.set("items", JSON.stringify(items));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}
