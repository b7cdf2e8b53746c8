// The order contract's terms as placeOrder priced them (docs/product.md#order-contract): the same builder the checkout's
// loader uses for the page, so the hash posted back with the form matches unless a price, the shipping, a campaign or
// the seller changed meanwhile; and the two documents stored with the order, filled with its parties.
import type { Executor } from "~/db/client.server";
import type { OrderContractParties } from "~/lib/order-contract";
import { contractTermsFrom } from "~/lib/order-contract";
import type { OrderSeller, ShopSettings } from "~/lib/shop-settings";
import type { OrderLineOption } from "~/lib/variants";
import { variantLabel } from "~/lib/variants";
import type { VatRate } from "~/lib/vat";
import { contractTermsHash, storeOrderDocuments } from "~/modules/documents/order-documents.server";
import type { PlaceOrderInput } from "./place-order.server";

export interface PricedOrderFacts {
  input: PlaceOrderInput;
  settings: ShopSettings;
  seller: OrderSeller;
  reserved: readonly { name: string; optionValues: readonly OrderLineOption[]; priceKurus: number; quantity: number; personalisation: readonly unknown[] }[];
  lineDiscounts: readonly number[];
  lineVatRates: readonly VatRate[];
  pricing: { subtotal: number; shipping: number; discountTotal: number; total: number };
}

export function orderContractTerms({ input, settings, seller, reserved, lineDiscounts, lineVatRates, pricing }: PricedOrderFacts) {
  const terms = contractTermsFrom({
    seller,
    shop: settings,
    lines: reserved.map((r, i) => ({
      name: r.name,
      option: variantLabel(r.optionValues),
      quantity: r.quantity,
      unitPriceKurus: r.priceKurus,
      discountKurus: lineDiscounts[i],
      vatRate: lineVatRates[i],
      personalised: r.personalisation.length > 0,
    })),
    subtotalKurus: pricing.subtotal,
    discountKurus: pricing.discountTotal,
    shippingKurus: pricing.shipping,
    totalKurus: pricing.total,
    paymentMethod: input.paymentMethod,
  });
  return {
    terms,
    hash: contractTermsHash(terms),
    /** Stores both documents, filled with the order's parties, in the order's transaction. */
    store(tx: Executor, orderId: string, deliveryDate: string | null, now: Date) {
      const f = input.fields;
      const parties: OrderContractParties = {
        senderEmail: f.senderEmail,
        billing: input.billing ?? null,
        recipientName: f.recipientName,
        recipientAddress: f.recipientAddress,
        recipientCity: f.recipientCity,
        recipientPostalCode: f.recipientPostalCode,
        recipientPhone: f.recipientPhone,
        deliveryDate,
      };
      return storeOrderDocuments(tx, orderId, terms, parties, now);
    },
  };
}
