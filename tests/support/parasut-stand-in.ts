// A local stand-in of Paraşüt's API v4 for the e-Arşiv integrator's tests, following its official documentation
// (apidocs.parasut.com; github.com/parasutcom/api-doc spec/swagger.yaml; docs/decisions/0031): OAuth2 token
// endpoint (password and refresh_token grants), a bearer token checked on every request, JSON:API shapes, contacts,
// sales invoices (with their filters and active_e_document), e-Fatura inboxes, e-Arşiv and e-Fatura creation
// answered with a trackable job that is "running" once and then "done", and the e-document PDF address. Its sums
// are its own (net × quantity, KDV per line), so a mistake in the client shows. Switches fake trouble: a request that
// never gets an answer (before or after doing its work), a 5xx, a 422 refusal and expired tokens. Binds 127.0.0.1.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Json = Record<string, unknown>;
interface Stored {
  id: string;
  type: string;
  attributes: Json;
  relationships: Json;
}

/** What the next request matching `method path` (path without /v4/{company}, ids as ":id") gets instead of an answer. */
export type Trouble = "hang" | "hang-after-work" | { status: number; detail?: string };

export interface ParasutStandIn {
  url: string;
  requests: RecordedRequest[];
  contacts: Stored[];
  salesInvoices: Stored[];
  eDocuments: Stored[];
  /** Token grants asked for, by grant_type. */
  grants: string[];
  /** VKNs that have an e-Fatura inbox. */
  eInvoiceUsers: Set<string>;
  /** The next matching request fails this way (once). */
  failNext(route: string, trouble: Trouble): void;
  /** Every token given so far stops working (as after two hours). */
  expireTokens(): void;
  /** A trackable job ends in "error" with this message instead of "done". */
  jobErrors: string[] | null;
  close(): Promise<void>;
}

export async function startParasutStandIn(creds: StandInCredentials): Promise<ParasutStandIn> {
  const tokens = new Map<string, boolean>();
  const refreshTokens = new Set<string>();
  const jobs = new Map<string, { polls: number; salesInvoiceId: string; type: string }>();
  const troubles = new Map<string, Trouble>();
  const hanging = new Set<http.ServerResponse>();
  let nextId = 100;
  const id = () => String(nextId++);

  const state: Omit<ParasutStandIn, "url" | "close"> = {
    requests: [],
    contacts: [],
    salesInvoices: [],
    eDocuments: [],
    grants: [],
    eInvoiceUsers: new Set(),
    jobErrors: null,
    failNext(route, trouble) {
      troubles.set(route, trouble);
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, false);
    },
  };

  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { "content-type": "application/vnd.api+json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, title: string, detail: string) => send(res, status, { errors: [{ title, detail }] });
  const resource = (r: Stored) => ({ id: r.id, type: r.type, attributes: r.attributes, relationships: r.relationships });

  function grant(res: http.ServerResponse, form: URLSearchParams) {
    const kind = form.get("grant_type") ?? "";
    state.grants.push(kind);
    if (form.get("client_id") !== creds.clientId || form.get("client_secret") !== creds.clientSecret) {
      return send(res, 401, { error: "invalid_client", error_description: "Client authentication failed" });
    }
    if (kind === "password") {
      if (form.get("username") !== creds.username || form.get("password") !== creds.password || form.get("redirect_uri") !== "urn:ietf:wg:oauth:2.0:oob") {
        return send(res, 400, { error: "invalid_grant", error_description: "The provided authorization grant is invalid" });
      }
    } else if (kind === "refresh_token") {
      const given = form.get("refresh_token") ?? "";
      if (!refreshTokens.delete(given)) return send(res, 400, { error: "invalid_grant", error_description: "The refresh token is invalid" });
    } else {
      return send(res, 400, { error: "unsupported_grant_type" });
    }
    const access = randomBytes(12).toString("hex");
    const refresh = randomBytes(12).toString("hex");
    tokens.set(access, true);
    refreshTokens.add(refresh);
    send(res, 200, { access_token: access, token_type: "bearer", expires_in: 7200, refresh_token: refresh, created_at: Math.floor(Date.now() / 1000) });
  }

  function salesInvoiceTotals(attributes: Json, details: { attributes: Json }[]) {
    let net = 0;
    let vat = 0;
    for (const d of details) {
      const lineNet = Math.round(Number(d.attributes.quantity) * Number(d.attributes.unit_price) * 100);
      net += lineNet;
      vat += Math.round((lineNet * Number(d.attributes.vat_rate)) / 100);
    }
    return { ...attributes, net_total: (net + vat) / 100, gross_total: net / 100, total_vat: vat / 100 };
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, path: string, query: URLSearchParams, body: Json | null) {
    const method = req.method ?? "GET";
    const find = (list: Stored[], wanted: string) => list.find((r) => r.id === wanted);
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === "/contacts") {
      const matches = state.contacts.filter(
        (c) =>
          (!query.get("filter[tax_number]") || c.attributes.tax_number === query.get("filter[tax_number]")) &&
          (!query.get("filter[name]") || String(c.attributes.name).includes(query.get("filter[name]") ?? "")),
      );
      return send(res, 200, { data: matches.map(resource), meta: { current_page: 1, total_pages: 1, total_count: matches.length } });
    }
    if (method === "POST" && path === "/contacts") {
      const data = body?.data as Json | undefined;
      const attributes = (data?.attributes ?? {}) as Json;
      if (data?.type !== "contacts" || !attributes.name || !attributes.account_type) return refuse(res, 422, "Geçersiz", "name ve account_type zorunludur");
      const contact = { id: id(), type: "contacts", attributes, relationships: {} };
      state.contacts.push(contact);
      return send(res, 201, { data: resource(contact) });
    }
    if (method === "GET" && path === "/sales_invoices") {
      const matches = state.salesInvoices.filter(
        (s) =>
          (!query.get("filter[invoice_series]") || s.attributes.invoice_series === query.get("filter[invoice_series]")) &&
          (!query.get("filter[invoice_id]") || String(s.attributes.invoice_id) === query.get("filter[invoice_id]")),
      );
      return send(res, 200, { data: matches.map(resource), meta: { current_page: 1, total_pages: 1, total_count: matches.length } });
    }
    if (method === "POST" && path === "/sales_invoices") {
      const data = body?.data as Json | undefined;
      const attributes = (data?.attributes ?? {}) as Json;
      const relationships = (data?.relationships ?? {}) as Json;
      const contactId = ((relationships.contact as Json | undefined)?.data as Json | undefined)?.id;
      const details = (((relationships.details as Json | undefined)?.data ?? []) as { attributes: Json }[]).filter(Boolean);
      if (data?.type !== "sales_invoices" || !attributes.item_type || !attributes.issue_date)
        return refuse(res, 422, "Geçersiz", "item_type ve issue_date zorunludur");
      if (typeof contactId !== "string" || !find(state.contacts, contactId)) return refuse(res, 422, "Geçersiz", "Müşteri bulunamadı");
      if (details.some((d) => d.attributes.quantity === undefined || d.attributes.unit_price === undefined || d.attributes.vat_rate === undefined)) {
        return refuse(res, 422, "Geçersiz", "Fatura kalemlerinde miktar, birim fiyat ve KDV oranı zorunludur");
      }
      const invoice = {
        id: id(),
        type: "sales_invoices",
        attributes: salesInvoiceTotals(attributes, details),
        relationships: { contact: { data: { id: contactId, type: "contacts" } }, details, active_e_document: { data: null } } as Json,
      };
      state.salesInvoices.push(invoice);
      return send(res, 201, { data: resource(invoice) });
    }
    if (method === "GET" && (m = path.match(/^\/sales_invoices\/(\d+)$/))) {
      const invoice = find(state.salesInvoices, m[1]);
      if (!invoice) return refuse(res, 404, "Bulunamadı", "Kayıt bulunamadı");
      const link = (invoice.relationships.active_e_document as { data: { id: string; type: string } | null }).data;
      const included = query.get("include")?.includes("active_e_document") && link ? state.eDocuments.filter((d) => d.id === link.id).map(resource) : [];
      return send(res, 200, { data: resource(invoice), included });
    }
    if (method === "GET" && path === "/e_invoice_inboxes") {
      const vkn = query.get("filter[vkn]") ?? "";
      const data = state.eInvoiceUsers.has(vkn)
        ? [{ id: id(), type: "e_invoice_inboxes", attributes: { vkn, e_invoice_address: `urn:mail:defaultpk@${vkn}.example`, name: "Alıcı" } }]
        : [];
      return send(res, 200, { data, meta: { current_page: 1, total_pages: 1, total_count: data.length } });
    }
    if (method === "POST" && (path === "/e_archives" || path === "/e_invoices")) {
      const data = body?.data as Json | undefined;
      const relationships = (data?.relationships ?? {}) as Json;
      const relation = (path === "/e_archives" ? relationships.sales_invoice : relationships.invoice) as Json | undefined;
      const salesInvoiceId = (relation?.data as Json | undefined)?.id;
      const invoice = typeof salesInvoiceId === "string" ? find(state.salesInvoices, salesInvoiceId) : undefined;
      if (!invoice) return refuse(res, 422, "Geçersiz", "Satış faturası bulunamadı");
      if ((invoice.relationships.active_e_document as { data: unknown }).data) return refuse(res, 422, "Geçersiz", "Fatura zaten resmileştirilmiş");
      const attributes = (data?.attributes ?? {}) as Json;
      if (path === "/e_archives") {
        const sale = attributes.internet_sale as Json | undefined;
        if (!sale?.url || !sale.payment_type || !sale.payment_date) return refuse(res, 422, "Geçersiz", "İnternet satışı bilgileri zorunludur");
      } else if (!attributes.to || !attributes.scenario) {
        return refuse(res, 422, "Geçersiz", "Alıcı posta kutusu ve senaryo zorunludur");
      }
      const job = id();
      jobs.set(job, { polls: 0, salesInvoiceId: invoice.id, type: path.slice(1) });
      return send(res, 201, { data: { id: job, type: "trackable_jobs", attributes: { status: "pending", errors: [] } } });
    }
    if (method === "GET" && (m = path.match(/^\/trackable_jobs\/(\d+)$/))) {
      const job = jobs.get(m[1]);
      if (!job) return refuse(res, 404, "Bulunamadı", "Kayıt bulunamadı");
      job.polls++;
      if (job.polls === 1) return send(res, 200, { data: { id: m[1], type: "trackable_jobs", attributes: { status: "running", errors: [] } } });
      if (state.jobErrors) return send(res, 200, { data: { id: m[1], type: "trackable_jobs", attributes: { status: "error", errors: state.jobErrors } } });
      const invoice = find(state.salesInvoices, job.salesInvoiceId);
      if (invoice && !(invoice.relationships.active_e_document as { data: unknown }).data) {
        const doc = {
          id: id(),
          type: job.type,
          attributes: { invoice_number: `GIB2026${String(nextId).padStart(9, "0")}`, status: "sent" },
          relationships: {},
        };
        state.eDocuments.push(doc);
        invoice.relationships.active_e_document = { data: { id: doc.id, type: doc.type } };
      }
      return send(res, 200, { data: { id: m[1], type: "trackable_jobs", attributes: { status: "done", errors: [] } } });
    }
    if (method === "GET" && (m = path.match(/^\/(e_archives|e_invoices)\/(\d+)\/pdf$/))) {
      const doc = state.eDocuments.find((d) => d.id === m?.[2] && d.type === m?.[1]);
      if (!doc) return refuse(res, 404, "Bulunamadı", "Kayıt bulunamadı");
      return send(res, 200, {
        data: {
          id: id(),
          type: "e_document_pdfs",
          attributes: { url: `${standIn.url}/pdf/${doc.id}.pdf`, expires_at: new Date(Date.now() + 3600_000).toISOString() },
        },
      });
    }
    refuse(res, 404, "Bulunamadı", `${method} ${path}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = Buffer.concat(chunks).toString("utf8");
      const method = req.method ?? "GET";
      if (method === "POST" && url.pathname === "/oauth/token") {
        const form = (req.headers["content-type"] ?? "").includes("json")
          ? new URLSearchParams(JSON.parse(raw || "{}") as Record<string, string>)
          : new URLSearchParams(raw);
        return grant(res, form);
      }
      const prefix = `/v4/${creds.companyId}`;
      if (!url.pathname.startsWith(`${prefix}/`)) return refuse(res, 404, "Bulunamadı", url.pathname);
      const path = url.pathname.slice(prefix.length);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      if (tokens.get(bearer) !== true) return refuse(res, 401, "Unauthorized", "The access token is invalid or expired");
      let body: Json | null = null;
      if (raw) {
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          return refuse(res, 400, "Bad Request", "JSON bekleniyor");
        }
      }
      state.requests.push({ method, path, query: Object.fromEntries(url.searchParams), body });
      const route = `${method} ${path.replace(/\/\d+/g, "/:id")}`;
      const trouble = troubles.get(route);
      if (trouble) troubles.delete(route);
      if (trouble === "hang") {
        hanging.add(res);
        return;
      }
      if (trouble === "hang-after-work") {
        hanging.add(res);
        // The work is done (as Paraşüt would), but the answer never reaches the client.
        const sink = Object.create(res) as http.ServerResponse;
        sink.writeHead = (() => sink) as never;
        sink.end = (() => sink) as never;
        return api(req, sink, path, url.searchParams, body);
      }
      if (trouble) return refuse(res, trouble.status, trouble.status >= 500 ? "Internal Server Error" : "Unprocessable Entity", trouble.detail ?? "Hata");
      api(req, res, path, url.searchParams, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: ParasutStandIn = {
    ...state,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } as ParasutStandIn;
  // The arrays and sets are shared, the switches and jobErrors read through `state`.
  Object.defineProperty(standIn, "jobErrors", { get: () => state.jobErrors, set: (v: string[] | null) => (state.jobErrors = v) });
  return standIn;
}
