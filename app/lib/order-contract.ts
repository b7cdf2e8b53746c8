// The pre-information form and the distance-sales contract filled for one order (docs/product.md#order-contract).
// Pure: the checkout's loader builds the order part (the terms: seller, lines, prices, KDV, shipping, total, payment),
// the browser fills the buyer's and the recipient's part as the form is typed, and placeOrder builds the same from what
// it priced and stores both documents exactly as they are shown. Personal values sit only in fact rows with the
// labels of PERSONAL_FACT_LABELS, so anonymising replaces them without touching the amounts.
import type { OrderBilling } from "./billing";
import { contractText as t } from "./i18n/contract";
import { buyerDeclarations, defectiveGoods, personalDataArticle, sellerDuties, withdrawalHow } from "./i18n/pages/distance-sales-agreement";
import {
  companyFacts,
  deliveryTimes,
  disputes,
  complaintsTo,
  personalisedGoodsException,
  sameDayDispatch,
  withdrawalExceptions,
  withdrawalPeriod,
  type Block,
  type LegalDocument,
  type LegalSection,
  type Rich,
  type S,
} from "./i18n/pages/shared";
import { formatKurus } from "./money";
import type { OrderSeller } from "./shop-settings";
import { saleVat, type VatBreakdownRow, type VatRate } from "./vat";
import type { PaymentMethod } from "~/lib/payment-mode";

/** Bump when the template's wording or layout changes: each stored document keeps the version it was made with. */
export const CONTRACT_VERSION = 1;

export type ContractShopFacts = Pick<S, "delivery" | "withdrawalDays" | "refundBusinessDays" | "supportReplyHours" | "minimumAge">;

export interface ContractLine {
  name: string;
  /** The chosen options ("Renk: Siyah"); "" for a product without options. */
  option: string;
  quantity: number;
  unitPriceKurus: number;
  discountKurus: number;
  /** What is paid for the line: quantity × unit price − its discount. */
  paidKurus: number;
  vatRate: number;
  vatKurus: number;
  personalised: boolean;
}

/** The order part of the texts: what the server prices; its hash is posted back with the form. */
export interface OrderContractTerms {
  seller: OrderSeller;
  shop: ContractShopFacts;
  lines: ContractLine[];
  subtotalKurus: number;
  /** The campaigns' discounts together (lines and shipping). */
  discountKurus: number;
  shippingKurus: number;
  shippingDiscountKurus: number;
  totalKurus: number;
  vatKurus: number;
  vatBreakdown: VatBreakdownRow[];
  paymentMethod: PaymentMethod;
}

/** The people's part, from the form; null (or undefined for billing and date): not known yet, a placeholder is shown. */
export interface OrderContractParties {
  senderEmail: string | null;
  /** undefined: not read yet; null: none given (Nihai Tüketici). */
  billing: OrderBilling | null | undefined;
  recipientName: string | null;
  /** The street address; with recipientCity and recipientPostalCode it makes the delivery address. */
  recipientAddress: string | null;
  recipientCity: string | null;
  recipientPostalCode: string | null;
  recipientPhone: string | null;
  /** yyyy-mm-dd; null: as soon as possible; undefined: not read yet. */
  deliveryDate: string | null | undefined;
}

export const UNKNOWN_PARTIES: OrderContractParties = {
  senderEmail: null,
  billing: undefined,
  recipientName: null,
  recipientAddress: null,
  recipientCity: null,
  recipientPostalCode: null,
  recipientPhone: null,
  deliveryDate: undefined,
};

export interface ContractTermsInput {
  seller: OrderSeller;
  shop: ContractShopFacts;
  lines: { name: string; option: string; quantity: number; unitPriceKurus: number; discountKurus: number; vatRate: VatRate; personalised: boolean }[];
  subtotalKurus: number;
  discountKurus: number;
  shippingKurus: number;
  totalKurus: number;
  paymentMethod: PaymentMethod;
}

/** The terms from priced lines: each line's KDV and the breakdown by saleVat (the order's own computation). */
export function contractTermsFrom(input: ContractTermsInput): OrderContractTerms {
  const lineDiscounts = input.lines.reduce((sum, l) => sum + l.discountKurus, 0);
  const shippingDiscountKurus = input.discountKurus - lineDiscounts;
  const paid = input.lines.map((l) => l.unitPriceKurus * l.quantity - l.discountKurus);
  const vat = saleVat(
    input.lines.map((l, i) => ({ rate: l.vatRate, grossKurus: paid[i] })),
    input.shippingKurus - shippingDiscountKurus,
  );
  const lines: ContractLine[] = input.lines.map((l, i) => ({
    name: l.name,
    option: l.option,
    quantity: l.quantity,
    unitPriceKurus: l.unitPriceKurus,
    discountKurus: l.discountKurus,
    paidKurus: paid[i],
    vatRate: l.vatRate,
    vatKurus: vat.lineVatKurus[i],
    personalised: l.personalised,
  }));
  // One order of lines whatever order the cart and the transaction met them in (a stable sort keeps equal lines' order).
  lines.sort((a, b) => (a.name === b.name ? (a.option < b.option ? -1 : a.option > b.option ? 1 : 0) : a.name < b.name ? -1 : 1));
  return {
    seller: input.seller,
    shop: {
      delivery: input.shop.delivery,
      withdrawalDays: input.shop.withdrawalDays,
      refundBusinessDays: input.shop.refundBusinessDays,
      supportReplyHours: input.shop.supportReplyHours,
      minimumAge: input.shop.minimumAge,
    },
    lines,
    subtotalKurus: input.subtotalKurus,
    discountKurus: input.discountKurus,
    shippingKurus: input.shippingKurus,
    shippingDiscountKurus,
    totalKurus: input.totalKurus,
    vatKurus: vat.vatKurus,
    vatBreakdown: vat.breakdown,
    paymentMethod: input.paymentMethod,
  };
}

/** The terms as one stable string (keys sorted): what the terms hash is taken of. */
export function contractTermsText(terms: OrderContractTerms): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return JSON.stringify(sorted(terms));
}

const or = (value: string | null | undefined, placeholder: string): string => (value && value.trim() ? value.trim() : placeholder);

function deliveryAddress(p: OrderContractParties): string {
  if (!p.recipientAddress?.trim()) return t.placeholder.recipientAddress;
  return [p.recipientAddress.trim(), p.recipientCity?.trim(), p.recipientPostalCode?.trim()].filter(Boolean).join(", ");
}

export function formatDeliveryDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString("tr-TR", { day: "numeric", month: "long", year: "numeric", weekday: "long", timeZone: "UTC" });
}

/** The buyer's facts: e-mail and billing details. Every value here is personal (erased by anonymisation). */
function buyerFacts(p: OrderContractParties): Block {
  const rows: [string, Rich][] = [[t.facts.buyerEmail, or(p.senderEmail, t.placeholder.buyerEmail)]];
  const b = p.billing;
  if (b === undefined) rows.push([t.facts.billingName, t.placeholder.billing]);
  else if (b === null) rows.push([t.facts.billingName, t.noBilling]);
  else if (b.kind === "individual") {
    rows.push([t.facts.billingName, b.name]);
    rows.push([t.facts.billingTckn, b.tckn || t.noTckn]);
  } else {
    rows.push([t.facts.billingTitle, b.title]);
    rows.push([t.facts.billingVkn, b.vkn]);
    rows.push([t.facts.billingTaxOffice, b.taxOffice]);
  }
  if (b && b.address) rows.push([t.facts.billingAddress, `${b.address.address}, ${b.address.district} / ${b.address.province}`]);
  return { facts: rows };
}

function recipientFacts(p: OrderContractParties): Block {
  return {
    facts: [
      [t.facts.recipientName, or(p.recipientName, t.placeholder.recipientName)],
      [t.facts.recipientAddress, deliveryAddress(p)],
      [t.facts.recipientPhone, or(p.recipientPhone, t.placeholder.recipientPhone)],
      [
        t.facts.deliveryDate,
        p.deliveryDate === undefined ? t.placeholder.deliveryDate : p.deliveryDate ? formatDeliveryDay(p.deliveryDate) : t.asSoonAsPossible,
      ],
    ],
  };
}

/** The facts whose values are personal data: anonymising an order replaces them (eraseContractPersonalData). */
export const PERSONAL_FACT_LABELS: readonly string[] = [
  t.facts.buyerEmail,
  t.facts.billingName,
  t.facts.billingTckn,
  t.facts.billingTitle,
  t.facts.billingVkn,
  t.facts.billingAddress,
  t.facts.recipientName,
  t.facts.recipientAddress,
  t.facts.recipientPhone,
];

const lineName = (l: ContractLine) => (l.option ? `${l.name} (${l.option})` : l.name);

function goodsBlocks(terms: OrderContractTerms): Block[] {
  const items: Rich[] = terms.lines.map((l) =>
    [
      t.line(lineName(l), l.quantity, l.unitPriceKurus),
      ...(l.discountKurus > 0 ? [t.lineDiscount(l.discountKurus)] : []),
      t.linePaid(l.paidKurus),
      t.lineVat(l.vatRate, l.vatKurus),
      ...(l.personalised ? [t.personalisedLine] : []),
    ].join("; "),
  );
  const lineDiscounts = terms.discountKurus - terms.shippingDiscountKurus;
  const totals: [string, Rich][] = [
    [t.subtotal, formatKurus(terms.subtotalKurus)],
    ...(lineDiscounts > 0 ? ([[t.discounts, t.minus(lineDiscounts)]] as [string, Rich][]) : []),
    [t.shipping, terms.shippingKurus > 0 ? formatKurus(terms.shippingKurus) : t.freeShipping],
    ...(terms.shippingDiscountKurus > 0 ? ([[t.shippingDiscount, t.minus(terms.shippingDiscountKurus)]] as [string, Rich][]) : []),
    [t.total, formatKurus(terms.totalKurus)],
    ...terms.vatBreakdown.filter((row) => row.vatKurus > 0).map((row): [string, Rich] => [t.vatRow(row.rate), formatKurus(row.vatKurus)]),
    [t.vatTotal, formatKurus(terms.vatKurus)],
  ];
  return [t.goodsIntro, { list: items }, { facts: totals }, t.pricesNote];
}

const paymentBlock = (terms: OrderContractTerms): Block => ({ facts: [[t.facts.paymentMethod, t.payment[terms.paymentMethod]]] });

function deliveryBlocks(terms: OrderContractTerms, intro: string): Block[] {
  return [`${intro} ${sameDayDispatch(terms.shop)} ${deliveryTimes(terms.shop)} ${t.legalMax(terms.shop.delivery.legalMaxDays)}`];
}

const withdrawalFacts = (terms: OrderContractTerms) => ({ ...terms.seller, refundBusinessDays: terms.shop.refundBusinessDays });

function exceptionBlocks(terms: OrderContractTerms): Block[] {
  const personalised = terms.lines.filter((l) => l.personalised).map(lineName);
  return personalised.length > 0
    ? [t.personalisedLines(personalised), personalisedGoodsException, t.otherExceptions, withdrawalExceptions]
    : [t.noPersonalisedLines, t.otherExceptions, withdrawalExceptions];
}

export function preInformationDocument(terms: OrderContractTerms, parties: OrderContractParties): LegalDocument {
  const sections: LegalSection[] = [
    { heading: `1. ${t.sellerHeading}`, blocks: [companyFacts(terms.seller)] },
    { heading: `2. ${t.buyerHeading}`, blocks: [buyerFacts(parties)] },
    { heading: `3. ${t.recipientHeading}`, blocks: [recipientFacts(parties)] },
    { heading: `4. ${t.goodsHeading}`, blocks: goodsBlocks(terms) },
    { heading: `5. ${t.paymentHeading}`, blocks: [paymentBlock(terms), t.paymentTiming] },
    { heading: `6. ${t.deliveryHeading}`, blocks: deliveryBlocks(terms, t.deliveryTo) },
    { heading: `7. ${t.withdrawalHeading}`, blocks: [`${withdrawalPeriod(terms.shop)} ${t.withdrawalStart}`, withdrawalHow(withdrawalFacts(terms))] },
    { heading: `8. ${t.exceptionsHeading}`, blocks: exceptionBlocks(terms) },
    {
      heading: `9. ${t.complaintsHeading}`,
      blocks: [complaintsTo(terms.seller, terms.shop), disputes],
    },
  ];
  return { title: t.preInformationTitle, description: t.preInformationDescription, lead: [t.preInformationLead], sections };
}

export function distanceSalesDocument(terms: OrderContractTerms, parties: OrderContractParties): LegalDocument {
  const a = t.article;
  const sections: LegalSection[] = [
    {
      // The parties' article names each party before its facts.
      heading: a.parties,
      blocks: [
        [{ strong: t.seller }],
        companyFacts(terms.seller),
        [{ strong: t.buyer }],
        buyerFacts(parties),
        [{ strong: t.recipient }],
        recipientFacts(parties),
      ],
    },
    { heading: a.subject, blocks: [t.subject(terms.seller.website)] },
    { heading: a.goods, blocks: [...goodsBlocks(terms), paymentBlock(terms), t.paymentTiming] },
    { heading: a.delivery, blocks: deliveryBlocks(terms, t.deliveryToContract) },
    { heading: a.buyer, blocks: [buyerDeclarations(terms.shop)] },
    { heading: a.seller, blocks: [sellerDuties] },
    { heading: a.withdrawal, blocks: [`${withdrawalPeriod(terms.shop)} ${t.withdrawalStart}`, withdrawalHow(withdrawalFacts(terms))] },
    { heading: a.exceptions, blocks: exceptionBlocks(terms) },
    { heading: a.defects, blocks: [defectiveGoods] },
    { heading: a.personalData, blocks: [personalDataArticle] },
    { heading: a.disputes, blocks: [disputes] },
    { heading: a.entry, blocks: [t.entry] },
  ];
  return { title: t.distanceSalesTitle, description: t.distanceSalesDescription, lead: [t.distanceSalesLead], sections };
}

export type OrderDocumentKind = "pre_information" | "distance_sales";

/** Both documents, in the order they are shown, stored and printed. */
export function orderContractDocuments(terms: OrderContractTerms, parties: OrderContractParties): { kind: OrderDocumentKind; doc: LegalDocument }[] {
  return [
    { kind: "pre_information", doc: preInformationDocument(terms, parties) },
    { kind: "distance_sales", doc: distanceSalesDocument(terms, parties) },
  ];
}

const space = (text: string) => text.replace(/\s+/g, " ").trim();

export function richText(value: Rich): string {
  if (typeof value === "string") return value;
  return value.map((part) => (typeof part === "string" ? part : "strong" in part ? part.strong : part.text)).join("");
}

function blockLines(block: Block): string[] {
  if (typeof block === "string" || Array.isArray(block)) return [space(richText(block as Rich))];
  if ("facts" in block) return block.facts.map(([label, value]) => space(`${label}: ${richText(value)}`));
  if ("list" in block) return block.list.map((item, i) => space(`${block.ordered ? `${i + 1}.` : "-"} ${richText(item)}`));
  return [];
}

function sectionLines(section: LegalSection): string[] {
  return [space(section.heading), ...(section.blocks ?? []).flatMap(blockLines), ...(section.subsections ?? []).flatMap(sectionLines)];
}

/**
 * The document as plain text, one line per heading, paragraph, list item or fact ("label: value"), runs of white space
 * made one: what its SHA-256 is taken of, and what a PDF or a page showing it reads as.
 */
export function canonicalDocumentText(doc: LegalDocument): string {
  return [space(doc.title), ...(doc.lead ?? []).map((p) => space(richText(p))), ...doc.sections.flatMap(sectionLines)].filter((line) => line !== "").join("\n");
}

function eraseBlock(block: Block): Block {
  if (typeof block === "object" && !Array.isArray(block) && "facts" in block)
    return { facts: block.facts.map(([label, value]) => [label, PERSONAL_FACT_LABELS.includes(label) ? t.erased : value] as const) };
  return block;
}

function eraseSection(section: LegalSection): LegalSection {
  return {
    ...section,
    ...(section.blocks ? { blocks: section.blocks.map(eraseBlock) } : {}),
    ...(section.subsections ? { subsections: section.subsections.map(eraseSection) } : {}),
  };
}

/** The document with every personal value (buyer's e-mail and billing, recipient's name, address, phone) replaced by `[silindi]`. */
export function eraseContractPersonalData(doc: LegalDocument): LegalDocument {
  return { ...doc, sections: doc.sections.map(eraseSection) };
}
