// A local stand-in of iyzico's API (docs/product.md#iyzico) for integration and browser tests, following
// docs.iyzico.com and the official client (node_modules/iyzipay/lib/requests/*.js): every request must carry a valid
// IYZWSv2 signature (HMAC-SHA256 hex of randomKey + path + JSON body with the secret key), computed here
// independently of the client, so a wrong key or a tampered body is refused as iyzico refuses it. It implements the
// Checkout Form (initialize, a hosted form page, retrieve), refunds per payment transaction, cancel, payment
// retrieve, the transaction-detail report (with the refunds made, so a lost refund answer can be checked) and the
// installment query. Error codes other than 1000 (authentication) are the stand-in's own. Binds 127.0.0.1 only.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface IyzicoCredentials {
  apiKey: string;
  secretKey: string;
}

export interface IyzicoStandinOptions extends IyzicoCredentials {
  port?: number;
}

/** Every API request received, signed correctly or not. */
export interface IyzicoStandinRequest {
  method: string;
  /** The path without the query, e.g. /payment/refund. */
  path: string;
  query: Record<string, string>;
  /** The JSON body (null when there was none or it was not JSON). */
  body: Record<string, unknown> | null;
  authorised: boolean;
}

export interface StandinBasketItem {
  id: string;
  name: string;
  category1: string;
  itemType: string;
  priceKurus: number;
}

export interface StandinTransaction {
  itemId: string;
  paymentTransactionId: string;
  priceKurus: number;
  /** What the buyer paid for this item, interest included. */
  paidKurus: number;
}

export interface StandinRefund {
  refundTxId: string;
  paymentTransactionId: string;
  amountKurus: number;
  conversationId: string | null;
  createdDate: string;
}

/** One checkout form, by token: what the shop asked for and what became of it. */
export interface StandinPayment {
  token: string;
  /** The initialize request's body as received. */
  request: Record<string, unknown>;
  conversationId: string | null;
  basketId: string | null;
  priceKurus: number;
  /** The paidPrice the shop asked for (before any installment interest). */
  paidPriceKurus: number;
  currency: string;
  callbackUrl: string;
  enabledInstallments: number[];
  items: StandinBasketItem[];
  /** "initialized" until the form is paid; then "success" or "failure". */
  status: "initialized" | "success" | "failure";
  paymentId?: string;
  installment?: number;
  /** What the buyer paid in all (interest included), once paid. */
  paidKurus?: number;
  transactions: StandinTransaction[];
  refunds: StandinRefund[];
  cancelled: boolean;
  cancelConversationId?: string | null;
  /** Fields the retrieve answer reports instead of the true ones (tampering, for tests). */
  override?: Record<string, unknown>;
}

/** "timeout": the call is carried out but never answered; "failure": answered status failure, nothing done; "http500": an HTML 500, nothing done. */
export type IyzicoFault = "timeout" | "failure" | "http500";

export interface PayOptions {
  /** The installment count the shopper chose (must be one of enabledInstallments); 1 by default. */
  installment?: number;
  /** The card is declined: paymentStatus FAILURE. */
  fail?: boolean;
  /** Report this price and paidPrice (kuruş) in the retrieve answer instead of the true ones. */
  tamperPrice?: number;
  /** Report these fields in the retrieve answer instead of the true ones (e.g. { basketId: "X", currency: "USD" }). */
  override?: Record<string, unknown>;
}

export interface IyzicoStandin {
  url: string;
  /** Checkout forms, by token. */
  payments: Map<string, StandinPayment>;
  /** Every API request, in order. */
  requests: IyzicoStandinRequest[];
  /** The next `times` calls (default 1) to this API path misbehave. */
  fault(path: string, kind: IyzicoFault, times?: number): void;
  /** Pays the form (as the shopper would on the hosted page), without calling the shop back. */
  pay(token: string, options?: PayOptions): StandinPayment;
  /** Posts the token to the form's callbackUrl as iyzico's page does (no cookies, no redirects followed). */
  callback(token: string): Promise<{ status: number; location: string | null; body: string }>;
  close(): Promise<void>;
}

export const STANDIN_INSTALLMENT_COUNTS = [1, 2, 3, 6, 9, 12] as const;

/** The card families the installment query answers for, with a BIN of each and their rates (percent of the price). */
export const STANDIN_CARD_FAMILIES: { name: string; bankName: string; bankCode: number; bin: string; rates: Record<number, number> }[] = [
  { name: "Bonus", bankName: "Garanti Bankası", bankCode: 62, bin: "55287900", rates: { 1: 0, 2: 2.5, 3: 3.9, 6: 7.2, 9: 10.4, 12: 13.8 } },
  { name: "World", bankName: "Yapı ve Kredi Bankası", bankCode: 67, bin: "45084900", rates: { 1: 0, 2: 2.6, 3: 4, 6: 7.4, 9: 10.7, 12: 14.1 } },
  { name: "Maximum", bankName: "Türkiye İş Bankası", bankCode: 64, bin: "41837100", rates: { 1: 0, 2: 2.4, 3: 3.8, 6: 7.1, 9: 10.3, 12: 13.6 } },
  { name: "Axess", bankName: "Akbank", bankCode: 46, bin: "43505100", rates: { 1: 0, 2: 2.5, 3: 3.9, 6: 7.3, 9: 10.5, 12: 13.9 } },
  { name: "CardFinans", bankName: "QNB Finansbank", bankCode: 111, bin: "40274600", rates: { 1: 0, 2: 2.7, 3: 4.1, 6: 7.5, 9: 10.8, 12: 14.3 } },
  { name: "Paraf", bankName: "Halkbank", bankCode: 12, bin: "54062500", rates: { 1: 0, 2: 2.3, 3: 3.7, 6: 7, 9: 10.1, 12: 13.4 } },
  { name: "Advantage", bankName: "HSBC", bankCode: 123, bin: "55295900", rates: { 1: 0, 2: 2.6, 3: 4, 6: 7.4, 9: 10.6, 12: 14 } },
];

/** What the form charges for this installment count (the Bonus rates, as the hosted page shows them). */
export function standinPaidKurus(priceKurus: number, installment: number): number {
  const rate = STANDIN_CARD_FAMILIES[0].rates[installment] ?? 0;
  return Math.round((priceKurus * (100 + rate)) / 100);
}

/** The shop's iyzico settings pointing at a stand-in. */
export function iyzicoShopEnv(standin: Pick<IyzicoStandin, "url">, creds: IyzicoCredentials): Record<string, string> {
  return { PAYMENT_PROVIDER: "iyzico", IYZICO_API_KEY: creds.apiKey, IYZICO_SECRET_KEY: creds.secretKey, IYZICO_BASE_URL: standin.url };
}

const PATHS = {
  initialize: "/payment/iyzipos/checkoutform/initialize/auth/ecom",
  retrieve: "/payment/iyzipos/checkoutform/auth/ecom/detail",
  refund: "/payment/refund",
  cancel: "/payment/cancel",
  paymentDetail: "/payment/detail",
  reporting: "/v2/reporting/payment/details",
  installment: "/payment/iyzipos/installment",
} as const;

/** A price as iyzico writes it in answers: a JSON number of lira. */
const lira = (kurus: number) => kurus / 100;

/** "12.5" / 12.5 → 1250; null when it is not a non-negative amount with at most two decimals. */
function kurusOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d+(\.\d{1,2}0*)?$/.test(text)) return null;
  const kurus = Math.round(Number(text) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

const formatTl = (kurus: number) => `${(kurus / 100).toFixed(2).replace(".", ",")} TL`;

async function readBody(req: http.IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const nonBlank = (value: unknown) => typeof value === "string" && value.trim() !== "";

export async function startIyzicoStandin(options: IyzicoStandinOptions): Promise<IyzicoStandin> {
  const payments = new Map<string, StandinPayment>();
  const requests: IyzicoStandinRequest[] = [];
  const faults = new Map<string, { kind: IyzicoFault; times: number }>();
  const hanging = new Set<http.ServerResponse>();
  let nextId = 21_000_000;
  const newId = () => String(nextId++);

  /** Whether the IYZWSv2 header verifies against this body, as iyzico checks it. */
  function authorised(req: http.IncomingMessage, path: string, rawBody: string): boolean {
    const header = req.headers.authorization ?? "";
    const match = /^IYZWSv2 (\S+)$/.exec(header);
    if (!match) return false;
    const params = new URLSearchParams(Buffer.from(match[1], "base64").toString("utf8").replace(/:/g, "="));
    const randomKey = params.get("randomKey") ?? "";
    if (params.get("apiKey") !== options.apiKey || randomKey === "" || randomKey !== req.headers["x-iyzi-rnd"]) return false;
    const expected = createHmac("sha256", options.secretKey)
      .update(randomKey + path + (rawBody === "" ? "{}" : rawBody))
      .digest("hex");
    return params.get("signature") === expected;
  }

  function json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  }

  function html(res: http.ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(
      `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body style="font-family:sans-serif;padding:1rem;max-width:32rem">${body}</body></html>`,
    );
  }

  const base = (request: Record<string, unknown>) => ({
    locale: typeof request.locale === "string" ? request.locale : "tr",
    systemTime: Date.now(),
    ...(request.conversationId !== undefined ? { conversationId: request.conversationId } : {}),
  });
  const failure = (request: Record<string, unknown>, errorCode: string, errorMessage: string) => ({
    status: "failure",
    errorCode,
    errorMessage,
    ...base(request),
  });

  function initialize(request: Record<string, unknown>) {
    const price = kurusOf(request.price);
    const paidPrice = kurusOf(request.paidPrice);
    if (price === null || price <= 0) return failure(request, "5001", "price gönderilmesi zorunludur");
    if (paidPrice === null || paidPrice <= 0) return failure(request, "5002", "paidPrice gönderilmesi zorunludur");
    if (!nonBlank(request.callbackUrl)) return failure(request, "5003", "callbackUrl gönderilmesi zorunludur");
    const currency = request.currency ?? "TRY";
    if (!["TRY", "USD", "EUR", "GBP"].includes(String(currency))) return failure(request, "5004", "Geçersiz para birimi");
    const buyer = request.buyer;
    if (!isObject(buyer)) return failure(request, "5005", "buyer gönderilmesi zorunludur");
    for (const field of ["id", "name", "surname", "identityNumber", "email", "registrationAddress", "city", "country", "ip"]) {
      if (!nonBlank(buyer[field])) return failure(request, "5006", `buyer.${field} gönderilmesi zorunludur`);
    }
    if (!/^\d{11}$/.test(String(buyer.identityNumber))) return failure(request, "5007", "buyer.identityNumber 11 haneli olmalıdır");
    for (const name of ["shippingAddress", "billingAddress"] as const) {
      const address = request[name];
      if (!isObject(address)) return failure(request, "5008", `${name} gönderilmesi zorunludur`);
      for (const field of ["contactName", "city", "country", "address"]) {
        if (!nonBlank(address[field])) return failure(request, "5008", `${name}.${field} gönderilmesi zorunludur`);
      }
    }
    const rawItems = request.basketItems;
    if (!Array.isArray(rawItems) || rawItems.length === 0) return failure(request, "5009", "basketItems gönderilmesi zorunludur");
    const items: StandinBasketItem[] = [];
    for (const raw of rawItems as unknown[]) {
      if (!isObject(raw)) return failure(request, "5009", "Geçersiz sepet kalemi");
      for (const field of ["id", "name", "category1", "itemType"]) {
        if (!nonBlank(raw[field])) return failure(request, "5010", `basketItems.${field} gönderilmesi zorunludur`);
      }
      if (raw.itemType !== "PHYSICAL" && raw.itemType !== "VIRTUAL") return failure(request, "5011", "basketItems.itemType PHYSICAL ya da VIRTUAL olmalıdır");
      const itemPrice = kurusOf(raw.price);
      if (itemPrice === null || itemPrice <= 0) return failure(request, "5012", "Sepet kaleminin tutarı 0'dan büyük olmalıdır");
      items.push({ id: String(raw.id), name: String(raw.name), category1: String(raw.category1), itemType: String(raw.itemType), priceKurus: itemPrice });
    }
    if (items.reduce((sum, item) => sum + item.priceKurus, 0) !== price) {
      return failure(request, "5013", "Sepet kalemlerinin toplam tutarı sepet tutarına eşit olmalıdır");
    }
    let enabledInstallments: number[] = [1];
    if (request.enabledInstallments !== undefined) {
      const list = request.enabledInstallments;
      if (!Array.isArray(list) || list.length === 0 || !list.every((n) => (STANDIN_INSTALLMENT_COUNTS as readonly unknown[]).includes(n))) {
        return failure(request, "5014", "enabledInstallments 1, 2, 3, 6, 9, 12 değerlerini alabilir");
      }
      enabledInstallments = [...(list as number[])].sort((a, b) => a - b);
    }
    const token = randomBytes(18).toString("hex");
    payments.set(token, {
      token,
      request,
      conversationId: typeof request.conversationId === "string" ? request.conversationId : null,
      basketId: typeof request.basketId === "string" ? request.basketId : null,
      priceKurus: price,
      paidPriceKurus: paidPrice,
      currency: String(currency),
      callbackUrl: String(request.callbackUrl),
      enabledInstallments,
      items,
      status: "initialized",
      transactions: [],
      refunds: [],
      cancelled: false,
    });
    const paymentPageUrl = `${url}/form/${token}`;
    return {
      status: "success",
      ...base(request),
      token,
      checkoutFormContent: `<script type="text/javascript">/* iyzico stand-in */ window.location.href = ${JSON.stringify(paymentPageUrl)};</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl,
    };
  }

  function pay(token: string, opts: PayOptions = {}): StandinPayment {
    const payment = payments.get(token);
    if (!payment) throw new Error(`iyzico-standin: no checkout form ${token}`);
    if (payment.status !== "initialized") throw new Error(`iyzico-standin: checkout form ${token} is already ${payment.status}`);
    const installment = opts.installment ?? 1;
    if (!payment.enabledInstallments.includes(installment)) throw new Error(`iyzico-standin: installment ${installment} not enabled`);
    payment.installment = installment;
    payment.paymentId = newId();
    if (opts.fail) {
      payment.status = "failure";
      return payment;
    }
    const paid = standinPaidKurus(payment.paidPriceKurus, installment);
    payment.paidKurus = paid;
    // The interest is spread over the items in proportion to their prices; the last takes the rounding.
    let spread = 0;
    payment.transactions = payment.items.map((item, i) => {
      const last = i === payment.items.length - 1;
      const itemPaid = last ? paid - spread : Math.round((item.priceKurus * paid) / payment.priceKurus);
      spread += itemPaid;
      return { itemId: item.id, paymentTransactionId: newId(), priceKurus: item.priceKurus, paidKurus: itemPaid };
    });
    payment.status = "success";
    const override = { ...opts.override };
    if (opts.tamperPrice !== undefined) Object.assign(override, { price: lira(opts.tamperPrice), paidPrice: lira(opts.tamperPrice) });
    if (Object.keys(override).length > 0) payment.override = override;
    return payment;
  }

  const refundedOf = (payment: StandinPayment, paymentTransactionId: string) =>
    payment.refunds.filter((r) => r.paymentTransactionId === paymentTransactionId).reduce((sum, r) => sum + r.amountKurus, 0);

  function itemTransactionsOf(payment: StandinPayment, withRefunds: boolean) {
    return payment.transactions.map((t) => ({
      itemId: t.itemId,
      paymentTransactionId: t.paymentTransactionId,
      transactionStatus: 2,
      price: lira(t.priceKurus),
      paidPrice: lira(t.paidKurus),
      merchantPayoutAmount: lira(t.paidKurus),
      ...(withRefunds
        ? {
            refunds: payment.refunds
              .filter((r) => r.paymentTransactionId === t.paymentTransactionId)
              .map((r) => ({
                refundTxId: r.refundTxId,
                refundConversationId: r.conversationId,
                refundPrice: lira(r.amountKurus),
                refundStatus: 1,
                isAfterSettlement: false,
                createdDate: r.createdDate,
                currencyCode: payment.currency,
              })),
          }
        : {}),
    }));
  }

  /** The payment as /payment/detail and the checkout form retrieve describe it. */
  function paymentResult(payment: StandinPayment, request: Record<string, unknown>) {
    return {
      status: "success",
      ...base(request),
      paymentId: payment.paymentId,
      paymentStatus: payment.status === "success" ? "SUCCESS" : "FAILURE",
      fraudStatus: 1,
      price: lira(payment.priceKurus),
      paidPrice: lira(payment.status === "success" ? (payment.paidKurus ?? 0) : payment.paidPriceKurus),
      currency: payment.currency,
      installment: payment.installment ?? 1,
      basketId: payment.basketId,
      cardType: "CREDIT_CARD",
      cardAssociation: "MASTER_CARD",
      cardFamily: "Bonus",
      binNumber: "55287900",
      lastFourDigits: "0008",
      itemTransactions: itemTransactionsOf(payment, false),
      ...(payment.status === "failure" ? { errorCode: "10051", errorMessage: "Kart limiti yetersiz, yetersiz bakiye" } : {}),
    };
  }

  function retrieve(request: Record<string, unknown>) {
    const payment = typeof request.token === "string" ? payments.get(request.token) : undefined;
    if (!payment) return failure(request, "5097", "Ödeme formu bulunamadı");
    if (payment.status === "initialized") return failure(request, "5087", "Üye işyerine ait ödeme kaydı bulunamadı");
    return { ...paymentResult(payment, request), token: payment.token, ...payment.override };
  }

  const paymentById = (paymentId: unknown) => [...payments.values()].find((p) => p.paymentId !== undefined && p.paymentId === String(paymentId));

  function refund(request: Record<string, unknown>) {
    const id = request.paymentTransactionId;
    const payment = [...payments.values()].find((p) => p.transactions.some((t) => t.paymentTransactionId === String(id)));
    const transaction = payment?.transactions.find((t) => t.paymentTransactionId === String(id));
    if (!payment || !transaction || payment.status !== "success") return failure(request, "5020", "Ödeme kırılımı bulunamadı");
    if (payment.cancelled) return failure(request, "5021", "İptal edilmiş ödeme iade edilemez");
    if (!nonBlank(request.ip)) return failure(request, "5022", "ip gönderilmesi zorunludur");
    if (request.currency !== undefined && request.currency !== payment.currency) return failure(request, "5023", "Para birimi ödemeninkiyle aynı olmalıdır");
    const amount = kurusOf(request.price);
    if (amount === null || amount <= 0) return failure(request, "5024", "price 0'dan büyük olmalıdır");
    if (refundedOf(payment, transaction.paymentTransactionId) + amount > transaction.paidKurus) {
      return failure(request, "5025", "İade tutarı, ödeme kırılımının iade edilebilir tutarından fazla olamaz");
    }
    const made: StandinRefund = {
      refundTxId: newId(),
      paymentTransactionId: transaction.paymentTransactionId,
      amountKurus: amount,
      conversationId: typeof request.conversationId === "string" ? request.conversationId : null,
      createdDate: new Date().toISOString(),
    };
    payment.refunds.push(made);
    return {
      status: "success",
      ...base(request),
      paymentId: payment.paymentId,
      paymentTransactionId: transaction.paymentTransactionId,
      price: lira(amount),
      currency: payment.currency,
      authCode: "123456",
      hostReference: `standin-${made.refundTxId}`,
    };
  }

  function cancel(request: Record<string, unknown>) {
    const payment = paymentById(request.paymentId);
    if (!payment || payment.status !== "success") return failure(request, "5030", "Ödeme bulunamadı");
    if (!nonBlank(request.ip)) return failure(request, "5022", "ip gönderilmesi zorunludur");
    if (payment.cancelled) return failure(request, "5031", "Ödeme zaten iptal edilmiş");
    if (payment.refunds.length > 0) return failure(request, "5032", "İadesi yapılmış ödeme iptal edilemez");
    payment.cancelled = true;
    payment.cancelConversationId = typeof request.conversationId === "string" ? request.conversationId : null;
    return {
      status: "success",
      ...base(request),
      paymentId: payment.paymentId,
      price: lira(payment.paidKurus ?? 0),
      currency: payment.currency,
      authCode: "123456",
      hostReference: `standin-cancel-${payment.paymentId}`,
    };
  }

  function paymentDetail(request: Record<string, unknown>) {
    const payment =
      request.paymentId !== undefined
        ? paymentById(request.paymentId)
        : [...payments.values()].find((p) => p.paymentId !== undefined && p.conversationId === request.paymentConversationId);
    if (!payment) return failure(request, "5030", "Ödeme bulunamadı");
    return paymentResult(payment, request);
  }

  function reporting(query: Record<string, string>) {
    const request: Record<string, unknown> = { ...query };
    if (!query.paymentId && !query.paymentConversationId) return failure(request, "5040", "paymentId ya da paymentConversationId gönderilmelidir");
    const matching = [...payments.values()].filter(
      (p) => p.paymentId !== undefined && (query.paymentId ? p.paymentId === query.paymentId : p.conversationId === query.paymentConversationId),
    );
    return {
      status: "success",
      ...base(request),
      payments: matching.map((p) => {
        const refunded = p.refunds.reduce((sum, r) => sum + r.amountKurus, 0);
        return {
          paymentId: p.paymentId,
          paymentStatus: p.status === "success" ? 1 : 2,
          paymentRefundStatus: refunded === 0 ? "NOT_REFUNDED" : refunded >= (p.paidKurus ?? 0) ? "TOTALLY_REFUNDED" : "PARTIALLY_REFUNDED",
          price: lira(p.priceKurus),
          paidPrice: lira(p.paidKurus ?? p.paidPriceKurus),
          installment: p.installment ?? 1,
          paymentConversationId: p.conversationId,
          fraudStatus: 1,
          basketId: p.basketId,
          currency: p.currency,
          cancels: p.cancelled
            ? [
                {
                  refundId: `cancel-${p.paymentId}`,
                  cancelConversationId: p.cancelConversationId,
                  refundPrice: lira(p.paidKurus ?? 0),
                  refundStatus: 1,
                  currencyCode: p.currency,
                },
              ]
            : [],
          itemTransactions: itemTransactionsOf(p, true),
        };
      }),
    };
  }

  function installment(request: Record<string, unknown>) {
    const price = kurusOf(request.price);
    if (price === null || price <= 0) return failure(request, "5050", "price gönderilmesi zorunludur");
    const bin = typeof request.binNumber === "string" ? request.binNumber : "";
    const families = bin ? STANDIN_CARD_FAMILIES.filter((f) => f.bin.startsWith(bin.slice(0, 6))) : STANDIN_CARD_FAMILIES;
    if (bin && families.length === 0) return failure(request, "5051", "Kart bilgisi bulunamadı");
    return {
      status: "success",
      ...base(request),
      installmentDetails: families.map((f) => ({
        binNumber: bin || f.bin,
        price: lira(price),
        cardType: "CREDIT_CARD",
        cardAssociation: "MASTER_CARD",
        cardFamilyName: f.name,
        force3ds: 0,
        bankCode: f.bankCode,
        bankName: f.bankName,
        forceCvc: 0,
        commercial: 0,
        installmentPrices: STANDIN_INSTALLMENT_COUNTS.map((count) => {
          const total = Math.round((price * (100 + f.rates[count])) / 100);
          return { installmentNumber: count, totalPrice: lira(total), installmentPrice: lira(Math.round(total / count)) };
        }),
      })),
    };
  }

  function formPage(res: http.ServerResponse, token: string) {
    const payment = payments.get(token);
    if (!payment) return html(res, 404, "Geçersiz ödeme", "<p>Ödeme formu bulunamadı ya da süresi doldu.</p>");
    if (payment.status !== "initialized") return html(res, 409, "Ödeme tamamlandı", "<p>Bu ödeme zaten sonuçlandı.</p>");
    const choices = payment.enabledInstallments
      .map((count) => {
        const total = standinPaidKurus(payment.paidPriceKurus, count);
        const label =
          count === 1 ? `Tek çekim: ${formatTl(total)}` : `${count} taksit: ${count} × ${formatTl(Math.round(total / count))} (toplam ${formatTl(total)})`;
        return `<label style="display:block"><input type="radio" name="installment" value="${count}"${count === 1 ? " checked" : ""}> ${escapeHtml(label)}</label>`;
      })
      .join("");
    // The shopper's choice is posted here; the answer (307) sends the same form, token included, on to the shop's
    // callbackUrl as a top-level cross-site POST, as iyzico's page does.
    html(
      res,
      200,
      "iyzico ile Öde (test)",
      `<h1 style="font-size:1.1rem">iyzico Ödeme Formu (yerel test sayfası)</h1>` +
        `<p>Sipariş: <span data-testid="iyzico-basket">${escapeHtml(payment.basketId ?? "")}</span></p>` +
        `<p>Tutar: <span data-testid="iyzico-amount">${formatTl(payment.paidPriceKurus)}</span></p>` +
        `<form method="post" action="/form/${encodeURIComponent(token)}/pay">` +
        `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<fieldset><legend>Taksit</legend>${choices}</fieldset>` +
        `<p><button type="submit" name="result" value="success">Öde</button> ` +
        `<button type="submit" name="result" value="failure">Ödeme başarısız</button></p>` +
        `</form>`,
    );
  }

  async function formPay(req: http.IncomingMessage, res: http.ServerResponse, token: string) {
    const fields = new URLSearchParams(await readBody(req));
    const payment = payments.get(token);
    if (!payment || fields.get("token") !== token) return html(res, 404, "Geçersiz ödeme", "<p>Ödeme formu bulunamadı ya da süresi doldu.</p>");
    if (payment.status !== "initialized") return html(res, 409, "Ödeme tamamlandı", "<p>Bu ödeme zaten sonuçlandı.</p>");
    const count = Number(fields.get("installment") ?? "1");
    if (!payment.enabledInstallments.includes(count)) return html(res, 400, "Hatalı istek", "<p>Geçersiz taksit seçimi.</p>");
    pay(token, { installment: count, fail: fields.get("result") === "failure" });
    res.writeHead(307, { location: payment.callbackUrl, "cache-control": "no-store" });
    res.end();
  }

  async function callback(token: string) {
    const payment = payments.get(token);
    if (!payment) throw new Error(`iyzico-standin: no checkout form ${token}`);
    const response = await fetch(payment.callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const raw = await readBody(req);
    let body: Record<string, unknown> | null;
    try {
      const parsed: unknown = raw === "" ? null : JSON.parse(raw);
      body = isObject(parsed) ? parsed : null;
    } catch {
      body = null;
    }
    const query = Object.fromEntries(url.searchParams);
    const ok = authorised(req, url.pathname, raw);
    requests.push({ method: req.method ?? "", path: url.pathname, query, body, authorised: ok });
    const request = body ?? {};
    if (!ok) return json(res, 200, failure(request, "1000", "Geçersiz imza"));
    const fault = faults.get(url.pathname);
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) faults.delete(url.pathname);
      if (fault.kind === "http500") {
        res.writeHead(500, { "content-type": "text/html" });
        return res.end("<h1>500 Internal Server Error</h1>");
      }
      if (fault.kind === "failure") return json(res, 200, failure(request, "9999", "Sistem hatası (test)"));
    }
    let answer: unknown;
    if (req.method === "POST" && url.pathname === PATHS.initialize) answer = initialize(request);
    else if (req.method === "POST" && url.pathname === PATHS.retrieve) answer = retrieve(request);
    else if (req.method === "POST" && url.pathname === PATHS.refund) answer = refund(request);
    else if (req.method === "POST" && url.pathname === PATHS.cancel) answer = cancel(request);
    else if (req.method === "POST" && url.pathname === PATHS.paymentDetail) answer = paymentDetail(request);
    else if (req.method === "GET" && url.pathname === PATHS.reporting) answer = reporting(query);
    else if (req.method === "POST" && url.pathname === PATHS.installment) answer = installment(request);
    else return json(res, 404, { status: "failure", errorCode: "404", errorMessage: "Not found" });
    if (fault?.kind === "timeout") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    json(res, 200, answer);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handle = async () => {
      const form = /^\/form\/([^/]+)$/.exec(url.pathname);
      if (form && (req.method === "GET" || req.method === "HEAD")) return formPage(res, decodeURIComponent(form[1]));
      const formResult = /^\/form\/([^/]+)\/pay$/.exec(url.pathname);
      if (formResult && req.method === "POST") return formPay(req, res, decodeURIComponent(formResult[1]));
      return api(req, res, url);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(`iyzico-standin error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    payments,
    requests,
    fault(path, kind, times = 1) {
      faults.set(path, { kind, times });
    },
    pay,
    callback,
    close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
