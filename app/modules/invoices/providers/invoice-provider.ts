// What the invoice sender (../invoice-sending.server.ts) asks of an e-Arşiv integrator (docs/decisions/0031): issue one
// invoice the shop has already numbered and recorded, and say whether it is done, worth trying again, or refused.
// An integrator never touches the shop's database: it reports the ids it got so far through `remember`, and the
// sender keeps them in invoices.provider_ref, so the next try resumes where this one stopped instead of issuing twice.
import type { InvoiceBuyer, InvoiceKind, InvoiceLine, InvoiceSeller } from "~/lib/invoice";

/** The integrator's ids for one invoice (e.g. Paraşüt's contact, sales invoice, trackable job and e-document ids). */
export type ProviderRef = Record<string, string>;

/** One invoice as the integrator needs it: the shop's record and the facts of its order. */
export interface InvoiceToSend {
  id: string;
  kind: InvoiceKind;
  /** The shop's GİB-format number, e.g. "SHD2026000000001", and its parts. */
  number: string;
  series: string;
  year: number;
  sequence: number;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  grossKurus: number;
  netKurus: number;
  vatKurus: number;
  order: { orderNumber: string; paymentMethod: string; paidAt: Date | null };
  /** For a return document: the sale it corrects (its number and what the integrator answered for it). */
  related: { number: string; ref: ProviderRef } | null;
  /** What earlier tries got (empty on the first try). */
  ref: ProviderRef;
}

export type SendOutcome =
  /** Issued: `pdfUrl` is where the integrator serves the document now (it may expire), null when it has none. */
  | { state: "sent"; ref: ProviderRef; pdfUrl: string | null }
  /** Not issued yet, worth another try later (the integrator is down, slow, or still working on it). */
  | { state: "retry"; ref: ProviderRef; error: string }
  /** The integrator refused the invoice; trying again as it is would fail again. */
  | { state: "refused"; ref: ProviderRef; error: string };

export interface SendContext {
  /** Called with every id as soon as it is got, so a crash in the middle loses none of them. */
  remember(ref: ProviderRef): Promise<void>;
}

export interface InvoiceProvider {
  /** The name kept in invoices.provider ("parasut"). */
  readonly name: string;
  /** Issues the invoice, resuming from `invoice.ref`; never throws for the integrator's own failures. */
  send(invoice: InvoiceToSend, context: SendContext): Promise<SendOutcome>;
  /** A fresh address of the issued document's PDF (an integrator's addresses may expire), or null. */
  pdfUrl?(ref: ProviderRef): Promise<string | null>;
}
