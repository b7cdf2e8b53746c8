// Sending issued invoices to the e-Arşiv integrator (docs/decisions/0031, docs/product.md#invoices). An invoice is
// numbered and recorded in the transaction that marks its order paid; this worker sends it afterwards, the way the
// mail outbox delivers mail: one row claimed at a time under a lease (so two servers never send one invoice at once),
// a temporary failure tried again later on the mail's curve, a refusal or too many tries kept as "failed" for the
// admin. It reads orders but never changes them: Paraşüt being down only leaves invoices pending.
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import type { Env } from "~/env.server";
import { invoices, orders } from "~/db/schema";
import type { Logger } from "~/modules/platform/logger.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { InvoiceProvider, InvoiceToSend, ProviderRef } from "./providers/invoice-provider";
import { createParasutProvider, parasutConfigFrom } from "./providers/parasut.server";

export const DEFAULT_SEND_BATCH_SIZE = 10;
export const DEFAULT_SEND_MAX_ATTEMPTS = 20;
/** How long a claimed invoice is reserved for the process sending it: longer than one whole send with its timeouts. */
export const SEND_LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 2000;

/** Wait before the next try after `attempts` failed ones, the mail outbox's curve: 30 s, 1 min, 2 min … at most 1 h. */
export function sendRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 20));
}

export interface SendOptions {
  /** The clock; tests move it forward to reach a scheduled retry. */
  now?: Date;
  batchSize?: number;
  /** An invoice that failed this many times is given up ("failed") until the admin sends it again. */
  maxAttempts?: number;
  logger?: Pick<Logger, "warn" | "error" | "info">;
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Sends the invoices that are due for this provider (pending, provider = its name, next attempt reached, not held
 * by another process), oldest first, one claimed at a time. Never throws for an invoice the provider fails on; it
 * may throw when the database itself fails.
 */
export async function sendDueInvoices(
  db: Database,
  provider: InvoiceProvider,
  opts: SendOptions = {},
): Promise<{ sent: number; retried: number; failed: number }> {
  const batchSize = opts.batchSize ?? DEFAULT_SEND_BATCH_SIZE;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_SEND_MAX_ATTEMPTS;
  const clock = () => opts.now ?? new Date();
  const counts = { sent: 0, retried: 0, failed: 0 };

  for (let i = 0; i < batchSize; i++) {
    const row = await claimNext(db, provider.name, clock());
    if (!row) break;
    const held = and(eq(invoices.id, row.id), eq(invoices.providerState, "pending"));
    const invoice = await invoiceToSend(db, row);
    let outcome;
    try {
      outcome = await provider.send(invoice, {
        remember: async (ref: ProviderRef) => {
          await db
            .update(invoices)
            .set({ providerRef: { ...ref } })
            .where(held);
        },
      });
    } catch (error) {
      outcome = { state: "retry" as const, ref: invoice.ref, error: error instanceof Error ? error.message : String(error) };
    }
    const attempts = row.providerAttempts;
    const log = { invoiceId: row.id, number: row.number, attempts };
    if (outcome.state === "sent") {
      counts.sent++;
      await db
        .update(invoices)
        .set({
          providerState: "sent",
          providerRef: outcome.ref,
          providerPdfUrl: outcome.pdfUrl,
          providerError: null,
          providerClaimedUntil: null,
          providerNextAttemptAt: null,
        })
        .where(held);
      opts.logger?.info(log, "invoice sent to the e-Arşiv integrator");
    } else if (outcome.state === "refused" || attempts >= maxAttempts) {
      counts.failed++;
      const error = clip(outcome.state === "refused" ? outcome.error : `gave up after ${attempts} tries: ${outcome.error}`);
      await db
        .update(invoices)
        .set({ providerState: "failed", providerRef: outcome.ref, providerError: error, providerClaimedUntil: null, providerNextAttemptAt: null })
        .where(held);
      opts.logger?.error({ ...log, err: error }, "invoice not sent to the e-Arşiv integrator; the admin may send it again");
    } else {
      counts.retried++;
      const error = clip(outcome.error);
      await db
        .update(invoices)
        .set({
          providerRef: outcome.ref,
          providerError: error,
          providerClaimedUntil: null,
          providerNextAttemptAt: new Date(clock().getTime() + sendRetryDelayMs(attempts)),
        })
        .where(held);
      opts.logger?.warn({ ...log, err: error }, "invoice not sent yet; will retry");
    }
  }
  return counts;
}

/** Claims the oldest due invoice for this provider (lease and one more attempt), or null when none is due. */
async function claimNext(db: Database, provider: string, now: Date): Promise<InvoiceRow | null> {
  const due = and(
    eq(invoices.providerState, "pending"),
    eq(invoices.provider, provider),
    lte(invoices.providerNextAttemptAt, now),
    or(isNull(invoices.providerClaimedUntil), lt(invoices.providerClaimedUntil, now)),
  );
  const candidate = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(due)
    .orderBy(asc(invoices.providerNextAttemptAt), asc(invoices.issuedAt), asc(invoices.id))
    .limit(1)
    .for("update", { skipLocked: true });
  // As the mail outbox: `id = (scalar subquery)` runs it once, and the outer WHERE re-checks a row another process
  // claimed meanwhile against its newest version.
  const [row] = await db
    .update(invoices)
    .set({ providerClaimedUntil: new Date(now.getTime() + SEND_LEASE_MS), providerAttempts: sql`${invoices.providerAttempts} + 1` })
    .where(and(sql`${invoices.id} = (${candidate})`, due))
    .returning();
  return row ?? null;
}

async function invoiceToSend(db: Executor, row: InvoiceRow): Promise<InvoiceToSend> {
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  let related: InvoiceToSend["related"] = null;
  if (row.relatedInvoiceId) {
    const [sale] = await db.select({ number: invoices.number, ref: invoices.providerRef }).from(invoices).where(eq(invoices.id, row.relatedInvoiceId));
    if (sale) related = { number: sale.number, ref: sale.ref };
  }
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    series: row.series,
    year: row.year,
    sequence: row.sequence,
    issuedAt: row.issuedAt,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    grossKurus: row.grossKurus,
    netKurus: row.netKurus,
    vatKurus: row.vatKurus,
    order: order ?? { orderNumber: "", paymentMethod: "", paidAt: null },
    related,
    ref: { ...row.providerRef },
  };
}

/**
 * A failed invoice goes back to pending, due now, its tries counted afresh (the ids already got are kept, so the send
 * resumes). False when the invoice is not failed. For an admin `Yeniden gönder` button, not built yet (docs/operations.md).
 */
export async function retryInvoice(db: Executor, invoiceId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ providerState: "pending", providerAttempts: 0, providerNextAttemptAt: now, providerClaimedUntil: null, providerError: null })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.providerState, "failed")))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** How many invoices wait for the integrator, and how many failed, for a health line or the admin. */
export async function invoiceSendingStats(db: Executor): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${invoices.providerState} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${invoices.providerState} = 'failed')`.mapWith(Number),
    })
    .from(invoices);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

function clip(text: string): string {
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

export interface InvoiceSending {
  stop(): Promise<void>;
}

/**
 * The background worker: every `intervalMs`, when the settings' invoicing.provider is "parasut", sends what is due.
 * Without the PARASUT_* settings the invoices stay pending and a warning says why (at most once an hour).
 */
export function startInvoiceSending({
  db,
  env,
  logger,
  intervalMs = 30_000,
  provider: given,
}: {
  db: Database;
  env: Env;
  logger: Logger;
  intervalMs?: number;
  provider?: InvoiceProvider;
}): InvoiceSending {
  const log = logger.child({ module: "invoices" });
  const config = parasutConfigFrom(env);
  const provider = given ?? (config ? createParasutProvider(config) : null);
  let stopped = false;
  let running: Promise<void> | null = null;
  let warnedAt = 0;

  const round = async () => {
    const { invoicing } = await getShopSettings(db);
    if (invoicing.provider === "none") return;
    if (!provider || provider.name !== invoicing.provider) {
      const { pending } = await invoiceSendingStats(db);
      if (pending > 0 && Date.now() - warnedAt > 60 * 60_000) {
        warnedAt = Date.now();
        log.warn({ pending, provider: invoicing.provider }, "invoices wait for the e-Arşiv integrator, but PARASUT_* is not configured (docs/operations.md)");
      }
      return;
    }
    const { sent, retried, failed } = await sendDueInvoices(db, provider, { logger: log });
    if (sent + retried + failed > 0) log.info({ sent, retried, failed }, "invoices sent to the e-Arşiv integrator");
  };

  const run = () => {
    if (stopped || running) return;
    running = round()
      .catch((error: unknown) => log.error({ err: error }, "invoices could not be sent"))
      .finally(() => {
        running = null;
      });
  };
  const interval = setInterval(run, intervalMs);
  interval.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      await running;
    },
  };
}
