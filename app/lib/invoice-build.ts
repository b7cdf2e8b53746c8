// What an invoice says, worked out from an order (docs/product.md#invoices): the seller from the order's seller
// facts, the buyer from its billing details (`Nihai Tüketici` when none), the lines with their KDV, and the lines
// of a return document (the refunded units, or an amount shared over the sale's lines so that the KDV of each
// rate is right). Pure: app/modules/invoices reads the rows and writes the invoice.
import { allocate, paidForUnits } from "./campaigns";
import { FINAL_CONSUMER_NAME, FINAL_CONSUMER_TCKN, type OrderBilling } from "./billing";
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller, InvoiceTotals } from "./invoice";
import type { OrderSeller } from "./shop-settings";
import { sumByRate, vatBreakdown, vatOfGross, vatTotal, type VatBreakdownRow, type VatRate } from "./vat";

/** The shipping's line on an invoice. */
export const SHIPPING_LINE_NAME = "Kargo";

/** The seller as the invoice prints it, from the seller facts the order kept. */
export function invoiceSeller(seller: OrderSeller): InvoiceSeller {
  const place = [seller.district, seller.province].filter(Boolean).join(" / ");
  return {
    name: seller.companyName,
    taxOffice: seller.taxOffice,
    taxNumber: seller.taxNumber,
    mersisNumber: seller.mersisNumber,
    address: [seller.address, place].filter(Boolean).join(", "),
    email: seller.email,
    phone: seller.phone,
    website: seller.website,
  };
}

/**
 * The buyer: a company by its title, VKN and tax office; a person by name and TCKN (11111111111 when none was
 * given); no name at all: `Nihai Tüketici`. The e-mail is the sender's.
 */
export function invoiceBuyer(billing: OrderBilling | null, senderEmail: string): InvoiceBuyer {
  if (billing?.kind === "company")
    return { kind: "company", name: billing.title, taxNumber: billing.vkn, taxOffice: billing.taxOffice, address: billing.address, email: senderEmail };
  const name = billing?.name.trim() ?? "";
  return {
    kind: "individual",
    name: name || FINAL_CONSUMER_NAME,
    taxNumber: (name && billing?.tckn) || FINAL_CONSUMER_TCKN,
    taxOffice: "",
    address: billing?.address ?? null,
    email: senderEmail,
  };
}

/** An order line as the invoice needs it: its name (with the option label), what was paid, and its stored KDV. */
export interface SoldLine {
  name: string;
  quantity: number;
  unitPriceKurus: number;
  discountKurus: number;
  vatRate: VatRate;
  vatKurus: number;
}

export interface SoldShipping {
  shippingKurus: number;
  shippingDiscountKurus: number;
  shippingVatRate: VatRate;
  shippingVatKurus: number;
}

function line(name: string, quantity: number, rate: VatRate, unitGrossKurus: number, grossKurus: number, vatKurus: number): InvoiceLine {
  return {
    name,
    quantity,
    vatRate: rate,
    unitGrossKurus,
    discountKurus: unitGrossKurus * quantity - grossKurus,
    grossKurus,
    netKurus: grossKurus - vatKurus,
    vatKurus,
  };
}

/** The sale invoice's lines: each order line at what was paid with its stored KDV, then `Kargo` when shipping was paid. */
export function saleInvoiceLines(items: readonly SoldLine[], shipping: SoldShipping): InvoiceLine[] {
  const lines = items.map((item) =>
    line(item.name, item.quantity, item.vatRate, item.unitPriceKurus, item.unitPriceKurus * item.quantity - item.discountKurus, item.vatKurus),
  );
  const shippingPaid = shipping.shippingKurus - shipping.shippingDiscountKurus;
  if (shippingPaid > 0) lines.push(line(SHIPPING_LINE_NAME, 1, shipping.shippingVatRate, shipping.shippingKurus, shippingPaid, shipping.shippingVatKurus));
  return lines;
}

/** The totals of lines: gross, net, KDV and the breakdown by rate (each line's KDV as it stands). */
export function linesTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const breakdown = sumByRate(lines.map((l) => ({ rate: l.vatRate, grossKurus: l.grossKurus, vatKurus: l.vatKurus })));
  const grossKurus = lines.reduce((sum, l) => sum + l.grossKurus, 0);
  const vatKurus = vatTotal(breakdown);
  return { grossKurus, netKurus: grossKurus - vatKurus, vatKurus, breakdown };
}

/** A sold line by its order item, for a refund of chosen units. */
export interface RefundableItem extends SoldLine {
  itemId: string;
}

/**
 * A line refund's return lines: each refunded line's units at what was paid for them (the line's discount shared
 * over its units, as the refund's amount was worked out), `refundedBefore` the units of the line refunded before.
 * The lines always add up to `amountKurus` (should the units disagree with it, the amount is shared by them).
 */
export function refundedUnitLines(
  items: readonly RefundableItem[],
  refunded: readonly { itemId: string; quantity: number }[],
  refundedBefore: ReadonlyMap<string, number>,
  amountKurus: number,
): InvoiceLine[] {
  const chosen = refunded.flatMap(({ itemId, quantity }) => {
    const item = items.find((i) => i.itemId === itemId);
    return item && quantity > 0 ? [{ item, quantity, paid: paidForUnits(item, refundedBefore.get(itemId) ?? 0, quantity) }] : [];
  });
  const sum = chosen.reduce((total, c) => total + c.paid, 0);
  const amounts =
    sum === amountKurus
      ? chosen.map((c) => c.paid)
      : allocate(
          amountKurus,
          chosen.map((c) => c.paid || 1),
        );
  return chosen
    .map(({ item, quantity }, i) => line(item.name, quantity, item.vatRate, item.unitPriceKurus, amounts[i], vatOfGross(amounts[i], item.vatRate)))
    .filter((l) => l.grossKurus > 0);
}

/**
 * An amount refund's (or a cancellation's) return lines: the amount shared over what is left of the sale's lines
 * (their gross less the earlier return documents' lines of the same name and rate) in proportion, so each rate
 * takes its share and its KDV. A line returned whole is copied; a part of one is one unit of that part.
 */
export function amountReturnLines(sale: readonly InvoiceLine[], earlierReturns: readonly InvoiceLine[], amountKurus: number): InvoiceLine[] {
  const left = sale.map((l) => l.grossKurus);
  for (const back of earlierReturns) {
    let rest = back.grossKurus;
    sale.forEach((l, i) => {
      if (rest <= 0 || l.name !== back.name || l.vatRate !== back.vatRate) return;
      const take = Math.min(rest, left[i]);
      left[i] -= take;
      rest -= take;
    });
  }
  const weights = left.reduce((a, b) => a + b, 0) >= amountKurus ? left : sale.map((l) => l.grossKurus);
  const shares = allocate(amountKurus, weights);
  return sale.flatMap((l, i) => {
    const share = shares[i];
    if (share <= 0) return [];
    if (share === l.grossKurus) return [{ ...l }];
    return [line(l.name, 1, l.vatRate, share, share, vatOfGross(share, l.vatRate))];
  });
}

/** The breakdown of lines recomputed from their gross amounts (what a check compares a stored breakdown with). */
export function recomputedBreakdown(lines: readonly InvoiceLine[]): VatBreakdownRow[] {
  return vatBreakdown(lines.map((l) => ({ rate: l.vatRate, grossKurus: l.grossKurus })));
}
