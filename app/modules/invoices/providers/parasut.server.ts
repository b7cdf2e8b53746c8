// Paraşüt's public API v4 as the e-Arşiv integrator (docs/decisions/0031), from its official documentation
// (apidocs.parasut.com, github.com/parasutcom/api-doc spec/swagger.yaml): OAuth2 password grant, then
// contact → sales invoice → e-Arşiv (or e-Fatura when the buyer has an e-Fatura inbox) → trackable job → PDF.
// Plain fetch, a timeout on every request, the token kept in memory and refreshed, and every step resumable: the
// ids got so far come back in `invoice.ref`, and a step whose answer was lost is looked up before it is redone.
import { istanbulDay } from "~/lib/dates";
import type { Env } from "~/env.server";
import type { InvoiceLine } from "~/lib/invoice";
import type { InvoiceProvider, InvoiceToSend, ProviderRef, SendContext, SendOutcome } from "./invoice-provider";

export interface ParasutConfig {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
  /** https://api.parasut.com; a local stand-in in tests. */
  apiUrl: string;
  /** Every request gives up after this long (default 20 s). */
  timeoutMs?: number;
  /** How often, and how far apart, one try asks whether the e-document is ready before leaving it to the next try. */
  pollTimes?: number;
  pollDelayMs?: number;
  /** Paraşüt allows 10 requests in 10 seconds; the client keeps to it (tests raise it). */
  requestsPer10s?: number;
  /** The shop's address, sent as the internet sale's web site when the seller has none. */
  shopUrl?: string;
}

/** The Paraşüt settings from the environment, or null when they are not set (all five go together: app/env.server.ts). */
export function parasutConfigFrom(env: Env): ParasutConfig | null {
  if (!env.PARASUT_CLIENT_ID || !env.PARASUT_CLIENT_SECRET || !env.PARASUT_USERNAME || !env.PARASUT_PASSWORD || !env.PARASUT_COMPANY_ID) return null;
  return {
    clientId: env.PARASUT_CLIENT_ID,
    clientSecret: env.PARASUT_CLIENT_SECRET,
    username: env.PARASUT_USERNAME,
    password: env.PARASUT_PASSWORD,
    companyId: env.PARASUT_COMPANY_ID,
    apiUrl: env.PARASUT_API_URL,
    shopUrl: env.PUBLIC_URL,
  };
}

/** A failure worth another try (network, timeout, 5xx, 429, credentials not accepted right now). */
class Temporary extends Error {}
/** Paraşüt refused the request (400, 404, 422): the same request would be refused again. */
class Refused extends Error {}

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | null }>;
}
interface Document {
  data?: Resource | Resource[] | null;
  included?: Resource[];
  errors?: { title?: string; detail?: string }[];
}

interface Token {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

/** The final consumer's TCKN, as Turkish practice invoices a person who gave none. */
const FINAL_CONSUMER_TAX_NUMBER = "11111111111";

export function createParasutProvider(config: ParasutConfig): InvoiceProvider & { forgetToken(): void } {
  const base = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 20_000;
  const pollTimes = config.pollTimes ?? 5;
  const pollDelayMs = config.pollDelayMs ?? 2000;
  const perWindow = config.requestsPer10s ?? 10;
  const company = encodeURIComponent(config.companyId);
  let token: Token | null = null;
  let tokenRequest: Promise<Token> | null = null;
  const sentAt: number[] = [];

  async function throttle() {
    for (;;) {
      const now = Date.now();
      while (sentAt.length > 0 && now - sentAt[0] >= 10_000) sentAt.shift();
      if (sentAt.length < perWindow) {
        sentAt.push(now);
        return;
      }
      await sleep(10_000 - (now - sentAt[0]) + 5);
    }
  }

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Document & Record<string, unknown> }> {
    await throttle();
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? `no answer in ${timeoutMs} ms` : String(error);
      throw new Temporary(`Paraşüt unreachable: ${reason}`);
    }
    const text = await response.text().catch(() => "");
    let body: Document & Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Document & Record<string, unknown>;
      } catch {
        if (response.ok) throw new Temporary(`Paraşüt answered ${response.status} with something other than JSON`);
      }
    }
    return { status: response.status, body };
  }

  async function grant(fields: Record<string, string>): Promise<Token> {
    const { status, body } = await call(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...fields }).toString(),
    });
    const access = body.access_token;
    if (status !== 200 || typeof access !== "string") {
      const why = typeof body.error_description === "string" ? body.error_description : typeof body.error === "string" ? body.error : `HTTP ${status}`;
      throw new Temporary(`Paraşüt did not accept the credentials (${fields.grant_type}): ${why}`);
    }
    const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 7200;
    return { accessToken: access, refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : null, expiresAt: Date.now() + expiresIn * 1000 };
  }

  async function newToken(previous: Token | null): Promise<Token> {
    if (previous?.refreshToken) {
      try {
        return await grant({ grant_type: "refresh_token", refresh_token: previous.refreshToken });
      } catch {
        // A refresh token used up or revoked: sign in again with the password.
      }
    }
    return grant({ grant_type: "password", username: config.username, password: config.password, redirect_uri: "urn:ietf:wg:oauth:2.0:oob" });
  }

  /** The access token, got or refreshed when it is missing or ends within a minute; one request for concurrent callers. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt - 60_000 > Date.now()) return token.accessToken;
    tokenRequest ??= newToken(token).finally(() => {
      tokenRequest = null;
    });
    token = await tokenRequest;
    return token.accessToken;
  }

  /** A JSON:API request under /v4/{company_id}; a 401 gets a new token and one more try. */
  async function api(method: "GET" | "POST", path: string, payload?: unknown): Promise<{ status: number; body: Document }> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(attempt > 0);
      const { status, body } = await call(`${base}/v4/${company}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: "application/vnd.api+json",
          ...(payload === undefined ? {} : { "content-type": "application/vnd.api+json" }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      if (status === 401 && attempt === 0) continue;
      if (status === 401 || status === 403) throw new Temporary(`Paraşüt refused access (${status}): ${errorText(body)}`);
      if (status === 429 || status >= 500) throw new Temporary(`Paraşüt answered ${status}: ${errorText(body)}`);
      if (status >= 400 && !(status === 404 && method === "GET"))
        throw new Refused(`Paraşüt refused ${method} ${path.split("?")[0]} (${status}): ${errorText(body)}`);
      return { status, body };
    }
  }

  function single(body: Document, what: string): Resource {
    const data = body.data;
    if (!data || Array.isArray(data) || typeof data.id !== "string") throw new Temporary(`Paraşüt answered without the ${what}`);
    return data;
  }

  function list(body: Document): Resource[] {
    return Array.isArray(body.data) ? body.data : [];
  }

  async function ensureContact(invoice: InvoiceToSend, ref: ProviderRef, context: SendContext): Promise<string> {
    const known = ref.contactId ?? invoice.related?.ref.contactId;
    if (known) return known;
    const buyer = invoice.buyer;
    const taxNumber = buyer.taxNumber || FINAL_CONSUMER_TAX_NUMBER;
    // The same buyer again (or a contact created by a try whose answer was lost): found by tax number and name.
    const query = new URLSearchParams({ "filter[tax_number]": taxNumber, "filter[name]": buyer.name, "filter[account_type]": "customer" });
    const found = list((await api("GET", `/contacts?${query}`)).body).find((c) => c.attributes.name === buyer.name && c.attributes.tax_number === taxNumber);
    let id = found?.id;
    if (!id) {
      const created = await api("POST", "/contacts", {
        data: {
          type: "contacts",
          attributes: {
            name: buyer.name,
            contact_type: buyer.kind === "company" ? "company" : "person",
            account_type: "customer",
            tax_number: taxNumber,
            tax_office: buyer.taxOffice || undefined,
            email: buyer.email || undefined,
            address: buyer.address?.address,
            district: buyer.address?.district,
            city: buyer.address?.province,
            country: "Türkiye",
            is_abroad: false,
          },
        },
      });
      id = single(created.body, "contact").id;
    }
    ref.contactId = id;
    await context.remember(ref);
    return id;
  }

  async function ensureSalesInvoice(invoice: InvoiceToSend, contactId: string, ref: ProviderRef, context: SendContext): Promise<string> {
    if (ref.salesInvoiceId) return ref.salesInvoiceId;
    const series = `${invoice.series}${invoice.year}`;
    const itemType = invoice.kind === "return" ? "refund" : "invoice";
    // A try that created the invoice but lost the answer left it there: found by its series and number.
    const query = new URLSearchParams({ "filter[invoice_series]": series, "filter[invoice_id]": String(invoice.sequence), "filter[item_type]": itemType });
    const found = list((await api("GET", `/sales_invoices?${query}`)).body).find(
      (s) => s.attributes.invoice_series === series && Number(s.attributes.invoice_id) === invoice.sequence,
    );
    let id = found?.id;
    if (!id) {
      const buyer = invoice.buyer;
      const issueDate = istanbulDay(invoice.issuedAt);
      const paidDay = istanbulDay(invoice.order.paidAt ?? invoice.issuedAt);
      const created = await api("POST", "/sales_invoices", {
        data: {
          type: "sales_invoices",
          attributes: {
            item_type: itemType,
            description:
              invoice.kind === "return" && invoice.related
                ? `${invoice.number} (${invoice.related.number} iadesi)`
                : `${invoice.number} — ${invoice.order.orderNumber}`,
            issue_date: issueDate,
            due_date: issueDate,
            invoice_series: series,
            invoice_id: invoice.sequence,
            currency: "TRL",
            tax_number: buyer.taxNumber || FINAL_CONSUMER_TAX_NUMBER,
            tax_office: buyer.taxOffice || undefined,
            billing_address: buyer.address?.address,
            district: buyer.address?.district,
            city: buyer.address?.province,
            country: "Türkiye",
            is_abroad: false,
            order_no: invoice.order.orderNumber,
            order_date: paidDay,
          },
          relationships: {
            contact: { data: { id: contactId, type: "contacts" } },
            details: { data: parasutDetails(invoice.lines).map((attributes) => ({ type: "sales_invoice_details", attributes })) },
          },
        },
      });
      id = single(created.body, "sales invoice").id;
    }
    ref.salesInvoiceId = id;
    await context.remember(ref);
    return id;
  }

  /** The e-document Paraşüt holds for the sales invoice, if it has formalised it. */
  async function activeEDocument(salesInvoiceId: string): Promise<{ id: string; type: string; number: string | null } | null> {
    const { status, body } = await api("GET", `/sales_invoices/${encodeURIComponent(salesInvoiceId)}?include=active_e_document`);
    if (status === 404) throw new Refused(`Paraşüt no longer has sales invoice ${salesInvoiceId}`);
    const link = single(body, "sales invoice").relationships?.active_e_document?.data;
    if (!link) return null;
    const included = body.included?.find((r) => r.id === link.id && r.type === link.type);
    const number = included?.attributes.invoice_number;
    return { id: link.id, type: link.type, number: typeof number === "string" ? number : null };
  }

  /** e-Fatura when the buyer (a company, by VKN) has an e-Fatura inbox, as the documentation requires; else e-Arşiv. */
  async function eInvoiceInbox(invoice: InvoiceToSend): Promise<string | null> {
    if (invoice.buyer.kind !== "company" || !/^\d{10}$/.test(invoice.buyer.taxNumber)) return null;
    const query = new URLSearchParams({ "filter[vkn]": invoice.buyer.taxNumber });
    const inbox = list((await api("GET", `/e_invoice_inboxes?${query}`)).body)[0];
    const address = inbox?.attributes.e_invoice_address;
    return typeof address === "string" && address ? address : null;
  }

  async function startEDocument(invoice: InvoiceToSend, salesInvoiceId: string, ref: ProviderRef, context: SendContext): Promise<void> {
    const inbox = await eInvoiceInbox(invoice);
    const relation = { data: { id: salesInvoiceId, type: "sales_invoices" } };
    const job = inbox
      ? await api("POST", "/e_invoices", { data: { type: "e_invoices", attributes: { scenario: "basic", to: inbox }, relationships: { invoice: relation } } })
      : await api("POST", "/e_archives", {
          data: {
            type: "e_archives",
            attributes: {
              internet_sale: {
                url: invoice.seller.website || config.shopUrl || "",
                payment_type: "KREDIKARTI/BANKAKARTI",
                payment_platform: invoice.order.paymentMethod === "paytr" ? "PayTR" : "Banka",
                payment_date: istanbulDay(invoice.order.paidAt ?? invoice.issuedAt),
              },
            },
            relationships: { sales_invoice: relation },
          },
        });
    ref.trackableJobId = single(job.body, "trackable job").id;
    ref.eDocumentType = inbox ? "e_invoices" : "e_archives";
    await context.remember(ref);
  }

  /** Waits a little for the trackable job; "done", "running" (ask again next try), or throws Refused with its errors. */
  async function pollJob(ref: ProviderRef, context: SendContext): Promise<"done" | "running" | "gone"> {
    for (let i = 0; i < pollTimes; i++) {
      if (i > 0) await sleep(pollDelayMs);
      const { status, body } = await api("GET", `/trackable_jobs/${encodeURIComponent(ref.trackableJobId)}`);
      // A job id lives 15 minutes: a later try finds it gone and looks at the sales invoice instead.
      if (status === 404) {
        delete ref.trackableJobId;
        await context.remember(ref);
        return "gone";
      }
      const job = single(body, "trackable job");
      if (job.attributes.status === "done") return "done";
      if (job.attributes.status === "error") {
        const errors = Array.isArray(job.attributes.errors) ? job.attributes.errors.join("; ") : "";
        delete ref.trackableJobId;
        await context.remember(ref);
        throw new Refused(`Paraşüt could not issue the e-document: ${errors || "no reason given"}`);
      }
    }
    return "running";
  }

  async function fetchPdfUrl(ref: ProviderRef): Promise<string | null> {
    if (!ref.eDocumentId) return null;
    const kind = ref.eDocumentType === "e_invoices" ? "e_invoices" : "e_archives";
    const { status, body } = await api("GET", `/${kind}/${encodeURIComponent(ref.eDocumentId)}/pdf`);
    // 204 while the PDF is being made.
    if (status !== 200 || !body.data || Array.isArray(body.data)) return null;
    const url = body.data.attributes.url;
    return typeof url === "string" && url ? url : null;
  }

  async function sendNow(invoice: InvoiceToSend, ref: ProviderRef, context: SendContext): Promise<SendOutcome> {
    const contactId = await ensureContact(invoice, ref, context);
    const salesInvoiceId = await ensureSalesInvoice(invoice, contactId, ref, context);
    // A return is kept in Paraşüt's books as a refund; the documentation describes formalising sales invoices only.
    if (invoice.kind === "return") return { state: "sent", ref, pdfUrl: null };
    if (!ref.eDocumentId) {
      if (ref.trackableJobId) {
        const job = await pollJob(ref, context);
        if (job === "running") return { state: "retry", ref, error: "Paraşüt is still issuing the e-document" };
      }
      let document = await activeEDocument(salesInvoiceId);
      if (!document && !ref.trackableJobId) {
        await startEDocument(invoice, salesInvoiceId, ref, context);
        const job = await pollJob(ref, context);
        if (job === "running") return { state: "retry", ref, error: "Paraşüt is still issuing the e-document" };
        document = await activeEDocument(salesInvoiceId);
      }
      if (!document) return { state: "retry", ref, error: "Paraşüt finished the job but shows no e-document yet" };
      ref.eDocumentId = document.id;
      ref.eDocumentType = document.type;
      if (document.number) ref.eDocumentNumber = document.number;
      delete ref.trackableJobId;
      await context.remember(ref);
    }
    return { state: "sent", ref, pdfUrl: await fetchPdfUrl(ref).catch(() => null) };
  }

  return {
    name: "parasut",
    async send(invoice: InvoiceToSend, context: SendContext): Promise<SendOutcome> {
      const ref: ProviderRef = { ...invoice.ref };
      try {
        return await sendNow(invoice, ref, context);
      } catch (error) {
        if (error instanceof Refused) return { state: "refused", ref, error: error.message };
        return { state: "retry", ref, error: error instanceof Error ? error.message : String(error) };
      }
    },
    pdfUrl: fetchPdfUrl,
    forgetToken() {
      token = null;
    },
  };
}

/**
 * The lines as Paraşüt takes them: quantity, the net unit price (Paraşüt adds the KDV itself; the line's net over
 * its quantity, to eight decimals, so quantity × price gives back the line's net) and the rate. Discounts are already
 * in the line's amounts. Paraşüt's KDV on the net (assumed rounded per line, docs/decisions/0031) gives back the
 * shop's KDV whenever any net can; on the other amounts the two differ by a kuruş.
 */
export function parasutDetails(lines: readonly InvoiceLine[]): { quantity: number; unit_price: number; vat_rate: number; description: string }[] {
  return lines.map((line) => ({
    quantity: line.quantity,
    unit_price: Number((line.netKurus / line.quantity / 100).toFixed(8)),
    vat_rate: line.vatRate,
    description: line.name,
  }));
}

/** Paraşüt's KDV of a line's net amount, in kuruş (rounded half up per line; assumed, docs/decisions/0031). */
export function parasutVat(netKurus: number, rate: number): number {
  return Math.round((netKurus * rate) / 100);
}

function errorText(body: Document): string {
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const text = errors.map((e) => [e.title, e.detail].filter(Boolean).join(": ")).join("; ");
  return text || "no details";
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
