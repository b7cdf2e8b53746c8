// The e-Arşiv integrator (docs/decisions/0031) against a local stand-in of Paraşüt's API v4: an issued invoice goes
// pending → sent with Paraşüt's ids and PDF address, a lost answer is resumed without a second contact or invoice,
// a refusal is kept as failed with Paraşüt's message, an expired token is refreshed, and two workers never send one
// invoice twice.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { invoices, orders, shopSettingsTable } from "~/db/schema";
import { parseEnv } from "~/env.server";
import type { Logger } from "~/modules/platform/logger.server";
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from "~/lib/invoice";
import { describeEachDatabase } from "../../../tests/support/databases";
import { type ParasutStandIn, startParasutStandIn } from "../../../tests/support/parasut-stand-in";
import { retryInvoice, sendDueInvoices, startInvoiceSending } from "./invoice-sending.server";
import { createParasutProvider, parasutDetails, parasutVat } from "./providers/parasut.server";

const creds = { clientId: "cid", clientSecret: "secret", username: "muhasebe@example.com", password: "parola123", companyId: "115" };

const seller: InvoiceSeller = {
  name: "Örnek Hediyelik Ltd. Şti.",
  taxOffice: "Kadıköy",
  taxNumber: "1234567890",
  mersisNumber: "",
  address: "Moda Cad. No: 12 Kadıköy / İstanbul",
  email: "magaza@example.com",
  phone: "02160000000",
  website: "https://hediye.example",
};

// The shop's lines (KDV from the gross, per line); the mugs' net does not divide by three.
const lines: InvoiceLine[] = [
  { name: "Kupa", quantity: 3, vatRate: 20, unitGrossKurus: 12_998, discountKurus: 0, grossKurus: 38_994, netKurus: 32_495, vatKurus: 6_499 },
  { name: "Kitap", quantity: 1, vatRate: 10, unitGrossKurus: 4_550, discountKurus: 0, grossKurus: 4_550, netKurus: 4_136, vatKurus: 414 },
  { name: "Kargo", quantity: 1, vatRate: 20, unitGrossKurus: 2_999, discountKurus: 0, grossKurus: 2_999, netKurus: 2_499, vatKurus: 500 },
];
const gross = lines.reduce((s, l) => s + l.grossKurus, 0);

const company: InvoiceBuyer = {
  kind: "company",
  name: "Acme Yazılım A.Ş.",
  taxNumber: "1111111014",
  taxOffice: "Beşiktaş",
  address: { address: "Barbaros Blv. 1", district: "Beşiktaş", province: "İstanbul" },
  email: "ik@acme.example",
};

let sequence = 0;

async function issue(db: Database, overrides: Partial<typeof invoices.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20261128-${Math.random().toString(36).slice(2, 8)}`,
      subtotalKurus: gross - 2_999,
      shippingKurus: 2_999,
      totalKurus: gross,
      recipientName: "Ayşe",
      recipientAddress: "Adres",
      recipientCity: "İstanbul",
      recipientPostalCode: "34000",
      recipientPhone: "05550000000",
      senderEmail: "ik@acme.example",
      anonymousMessage: "",
      paymentMethod: "paytr",
      paidAt: new Date("2026-11-28T09:00:00Z"),
    })
    .returning();
  sequence++;
  const [row] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      kind: "sale",
      number: `SHD2026${String(sequence).padStart(9, "0")}`,
      series: "SHD",
      year: 2026,
      sequence,
      issuedAt: new Date("2026-11-28T09:00:00Z"),
      seller,
      buyer: company,
      lines,
      grossKurus: gross,
      netKurus: lines.reduce((s, l) => s + l.netKurus, 0),
      vatKurus: lines.reduce((s, l) => s + l.vatKurus, 0),
      vatBreakdown: [],
      provider: "parasut",
      providerState: "pending",
      providerNextAttemptAt: new Date("2026-11-28T09:00:00Z"),
      ...overrides,
    })
    .returning();
  return { order, invoice: row };
}

async function row(db: Database, id: string) {
  const [found] = await db.select().from(invoices).where(eq(invoices.id, id));
  return found;
}

const at = (iso: string) => new Date(iso);

it("sends the shop's net per line: Paraşüt's KDV on it gives back the gross whenever any net can", () => {
  for (let g = 1; g < 6_000; g++) {
    for (const rate of [1, 10, 20] as const) {
      const vat = Math.round((g * rate) / (100 + rate));
      for (const quantity of [1, 3, 7]) {
        const [detail] = parasutDetails([
          { name: "x", quantity, vatRate: rate, unitGrossKurus: g, discountKurus: 0, grossKurus: g, netKurus: g - vat, vatKurus: vat },
        ]);
        const net = Math.round(detail.quantity * detail.unit_price * 100);
        expect(net).toBe(g - vat);
        // Net + KDV jumps by two now and then: those grosses no net reaches, and a kuruş differs (docs/decisions/0031).
        const reachable = [net - 1, net + 1].some((n) => n + parasutVat(n, rate) === g);
        if (reachable) expect(net + parasutVat(net, rate)).toBe(g);
      }
    }
  }
});

describeEachDatabase("sending invoices to Paraşüt", (getDb) => {
  let standIn: ParasutStandIn;
  let provider: ReturnType<typeof createParasutProvider>;

  beforeAll(async () => {
    standIn = await startParasutStandIn(creds);
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    provider = createParasutProvider({ ...creds, apiUrl: standIn.url, timeoutMs: 1500, pollTimes: 3, pollDelayMs: 0, requestsPer10s: 1000 });
  });
  afterEach(async () => {
    // Every test starts with nothing due: what a test left pending is set aside.
    await getDb().update(invoices).set({ providerState: "not_sent" }).where(eq(invoices.providerState, "pending"));
    standIn.eInvoiceUsers.clear();
    standIn.jobErrors = null;
  });

  it("issues an e-Arşiv invoice: contact, sales invoice with net lines adding up to the gross, e-archive, job, PDF", async () => {
    const db = getDb();
    const { order, invoice } = await issue(db);
    const before = standIn.requests.length;

    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") })).toEqual({ sent: 1, retried: 0, failed: 0 });

    const sent = await row(db, invoice.id);
    expect(sent.providerState).toBe("sent");
    expect(sent.providerError).toBeNull();
    expect(sent.providerAttempts).toBe(1);
    expect(sent.providerRef).toEqual({
      contactId: expect.any(String),
      salesInvoiceId: expect.any(String),
      eDocumentId: expect.any(String),
      eDocumentType: "e_archives",
      eDocumentNumber: expect.stringMatching(/^GIB2026/),
    });
    expect(sent.providerPdfUrl).toBe(`${standIn.url}/pdf/${sent.providerRef.eDocumentId}.pdf`);

    const requests = standIn.requests.slice(before);
    expect(requests.map((r) => `${r.method} ${r.path.replace(/\/\d+/g, "/:id")}`)).toEqual([
      "GET /contacts",
      "POST /contacts",
      "GET /sales_invoices",
      "POST /sales_invoices",
      // Not formalised yet (a try whose answer was lost may have done it): checked before an e-archive is asked for.
      "GET /sales_invoices/:id",
      "GET /e_invoice_inboxes",
      "POST /e_archives",
      "GET /trackable_jobs/:id",
      "GET /trackable_jobs/:id",
      "GET /sales_invoices/:id",
      "GET /e_archives/:id/pdf",
    ]);
    const contact = requests[1].body as { data: { attributes: Record<string, unknown> } };
    expect(contact.data.attributes).toMatchObject({ name: "Acme Yazılım A.Ş.", contact_type: "company", tax_number: "1111111014", tax_office: "Beşiktaş" });

    const salesInvoice = standIn.salesInvoices.find((s) => s.id === sent.providerRef.salesInvoiceId);
    expect(salesInvoice?.attributes).toMatchObject({
      item_type: "invoice",
      invoice_series: "SHD2026",
      invoice_id: invoice.sequence,
      issue_date: "2026-11-28",
      currency: "TRL",
      tax_number: "1111111014",
      order_no: order.orderNumber,
      // The stand-in's own sums: net × quantity and KDV per line, added up.
      net_total: gross / 100,
    });
    const details = (salesInvoice?.relationships.details ?? []) as {
      attributes: { quantity: number; unit_price: number; vat_rate: number; description: string };
    }[];
    expect(details.map((d) => [d.attributes.description, d.attributes.quantity, d.attributes.vat_rate])).toEqual([
      ["Kupa", 3, 20],
      ["Kitap", 1, 10],
      ["Kargo", 1, 20],
    ]);
    details.forEach((d, i) => {
      const net = Math.round(d.attributes.quantity * d.attributes.unit_price * 100);
      expect(net + parasutVat(net, d.attributes.vat_rate)).toBe(lines[i].grossKurus);
    });

    const archive = requests[6].body as {
      data: { attributes: { internet_sale: Record<string, string> }; relationships: { sales_invoice: { data: { id: string } } } };
    };
    expect(archive.data.attributes.internet_sale).toEqual({
      url: "https://hediye.example",
      payment_type: "KREDIKARTI/BANKAKARTI",
      payment_platform: "PayTR",
      payment_date: "2026-11-28",
    });
    expect(archive.data.relationships.sales_invoice.data.id).toBe(sent.providerRef.salesInvoiceId);
    expect(standIn.grants).toContain("password");

    // Sent once: nothing is due any more.
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T12:00:00Z") })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("a buyer with an e-Fatura inbox gets an e-Fatura to that inbox instead", async () => {
    const db = getDb();
    standIn.eInvoiceUsers.add(company.taxNumber);
    const { invoice } = await issue(db);
    const before = standIn.requests.length;
    await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") });
    const sent = await row(db, invoice.id);
    expect(sent.providerState).toBe("sent");
    expect(sent.providerRef.eDocumentType).toBe("e_invoices");
    const post = standIn.requests.slice(before).find((r) => r.method === "POST" && r.path === "/e_invoices");
    expect(post?.body).toMatchObject({
      data: { type: "e_invoices", attributes: { scenario: "basic", to: `urn:mail:defaultpk@${company.taxNumber}.example` } },
    });
    expect(sent.providerPdfUrl).toContain("/pdf/");
  });

  it("a lost answer is tried again later and resumes: no second contact, sales invoice or e-archive", async () => {
    const db = getDb();
    const { invoice } = await issue(db, { buyer: { ...company, name: "Zaman Aşımı Ltd.", taxNumber: "2222222222" } });
    const contactsBefore = standIn.contacts.length;
    const invoicesBefore = standIn.salesInvoices.length;
    // Paraşüt creates the sales invoice but its answer never arrives.
    standIn.failNext("POST /sales_invoices", "hang-after-work");

    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await row(db, invoice.id);
    expect(waiting.providerState).toBe("pending");
    expect(waiting.providerError).toMatch(/no answer in 1500 ms/);
    expect(waiting.providerRef).toEqual({ contactId: expect.any(String) });
    expect(waiting.providerClaimedUntil).toBeNull();
    // The mail's curve: 30 s after the first failed try.
    expect(waiting.providerNextAttemptAt).toEqual(at("2026-11-28T09:01:30Z"));
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:10Z") })).toEqual({ sent: 0, retried: 0, failed: 0 });

    // Then Paraşüt is down (a 5xx) once more.
    standIn.failNext("GET /sales_invoices", { status: 503 });
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:02:00Z") })).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await row(db, invoice.id)).providerError).toMatch(/503/);

    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T10:00:00Z") })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const sent = await row(db, invoice.id);
    expect(sent.providerState).toBe("sent");
    expect(sent.providerAttempts).toBe(3);
    expect(standIn.contacts.length - contactsBefore).toBe(1);
    expect(standIn.salesInvoices.length - invoicesBefore).toBe(1);
    expect(sent.providerRef.salesInvoiceId).toBe(standIn.salesInvoices.at(-1)?.id);
  });

  it("a refusal is kept as failed with Paraşüt's message; Yeniden gönder sends it again", async () => {
    const db = getDb();
    const { invoice } = await issue(db, { buyer: { ...company, name: "Hatalı VKN A.Ş.", taxNumber: "3333333333" } });
    standIn.failNext("POST /contacts", { status: 422, detail: "Vergi numarası geçersiz" });

    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") })).toEqual({ sent: 0, retried: 0, failed: 1 });
    const failed = await row(db, invoice.id);
    expect(failed.providerState).toBe("failed");
    expect(failed.providerError).toBe("Paraşüt refused POST /contacts (422): Unprocessable Entity: Vergi numarası geçersiz");
    expect(failed.providerNextAttemptAt).toBeNull();
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-29T09:00:00Z") })).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(await retryInvoice(db, invoice.id, at("2026-11-29T09:00:00Z"))).toBe(true);
    expect(await retryInvoice(db, invoice.id, at("2026-11-29T09:00:00Z"))).toBe(false);
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-29T09:00:01Z") })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await row(db, invoice.id)).providerAttempts).toBe(1);
  });

  it("an e-archive job that ends in an error is a refusal with its errors", async () => {
    const db = getDb();
    const { invoice } = await issue(db, { buyer: { ...company, name: "İş Hatası A.Ş.", taxNumber: "4444444444" } });
    standIn.jobErrors = ["Alıcı bilgileri eksik"];
    await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") });
    const failed = await row(db, invoice.id);
    expect(failed.providerState).toBe("failed");
    expect(failed.providerError).toBe("Paraşüt could not issue the e-document: Alıcı bilgileri eksik");
    expect(failed.providerRef.salesInvoiceId).toEqual(expect.any(String));
  });

  it("gives up after the last try and says so", async () => {
    const db = getDb();
    const { invoice } = await issue(db, { buyer: { ...company, name: "Kapalı A.Ş.", taxNumber: "5555555555" } });
    standIn.failNext("GET /contacts", { status: 500 });
    await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") });
    standIn.failNext("GET /contacts", { status: 502 });
    await sendDueInvoices(db, provider, { now: at("2026-11-28T10:00:00Z"), maxAttempts: 2 });
    const failed = await row(db, invoice.id);
    expect(failed.providerState).toBe("failed");
    expect(failed.providerError).toMatch(/^gave up after 2 tries: Paraşüt answered 502/);
  });

  it("an expired token is refreshed with the refresh token, and the send goes on", async () => {
    const db = getDb();
    await issue(db, { buyer: { ...company, name: "Token A.Ş.", taxNumber: "6666666666" } });
    await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") });
    const { invoice } = await issue(db, { buyer: { ...company, name: "Token A.Ş.", taxNumber: "6666666666" } });
    standIn.expireTokens();
    const grants = standIn.grants.length;
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:02:00Z") })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(standIn.grants.slice(grants)).toEqual(["refresh_token"]);
    expect((await row(db, invoice.id)).providerState).toBe("sent");
    // The same buyer's contact is found again, not created twice.
    expect(standIn.contacts.filter((c) => c.attributes.tax_number === "6666666666")).toHaveLength(1);
  });

  it("two workers at once never send one invoice twice (the lease)", async () => {
    const db = getDb();
    const { invoice } = await issue(db, { buyer: { ...company, name: "Yarış A.Ş.", taxNumber: "7777777777" } });
    const invoicesBefore = standIn.salesInvoices.length;
    const other = createParasutProvider({ ...creds, apiUrl: standIn.url, timeoutMs: 1500, pollTimes: 3, pollDelayMs: 0, requestsPer10s: 1000 });
    const now = at("2026-11-28T09:01:00Z");
    const results = await Promise.all([sendDueInvoices(db, provider, { now }), sendDueInvoices(db, other, { now })]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(standIn.salesInvoices.length - invoicesBefore).toBe(1);
    const sent = await row(db, invoice.id);
    expect(sent.providerState).toBe("sent");
    expect(sent.providerAttempts).toBe(1);
  });

  it("leaves other providers' and unsent invoices alone", async () => {
    const db = getDb();
    const { invoice: none } = await issue(db, { provider: null, providerState: "not_sent", providerNextAttemptAt: null });
    const { invoice: other } = await issue(db, { provider: "baska" });
    expect(await sendDueInvoices(db, provider, { now: at("2026-11-28T09:01:00Z") })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await row(db, none.id)).providerState).toBe("not_sent");
    expect((await row(db, other.id)).providerAttempts).toBe(0);
  });
});

describeEachDatabase("the invoice-sending worker", (getDb) => {
  it("with Paraşüt chosen but not configured, leaves invoices pending and says why", async () => {
    const db = getDb();
    await db.insert(shopSettingsTable).values({ id: 1, data: { invoicing: { provider: "parasut" } } });
    const { invoice } = await issue(db, { providerNextAttemptAt: new Date("2026-01-01T00:00:00Z") });
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => warnings.push(message), info: () => {}, error: () => {} };
    const logger = { child: () => log } as unknown as Logger;
    const worker = startInvoiceSending({ db, env: parseEnv({}), logger, intervalMs: 60_000 });
    await expect.poll(() => warnings).toEqual(["invoices wait for the e-Arşiv integrator, but PARASUT_* is not configured (docs/operations.md)"]);
    await worker.stop();
    const still = await row(db, invoice.id);
    expect(still.providerState).toBe("pending");
    expect(still.providerAttempts).toBe(0);
  });
});
