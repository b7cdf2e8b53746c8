// Installment rates from the provider that takes the next order (docs/product.md#installments), cached in the
// installment_rates table, one row per provider. Only the job loop asks the provider, at most once a day and, after a
// failure, not again for an hour; a conditional update claims the row so several servers never ask at once. Pages
// only read the row (readInstallmentRates), so a provider that is slow or down never delays or breaks a page.
import { randomBytes, createHmac } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { installmentRates } from "~/db/schema";
import type { Env } from "~/env.server";
import { installmentRatesFromStored, installmentTable, iyzicoRatesFromAnswer, paytrRatesFromAnswer } from "~/lib/installments";
import type { InstallmentRates, InstallmentTableProgramme } from "~/lib/installments";
import { activePaymentMethod, type PaymentProviderId } from "~/lib/payment-mode";
import type { ShopSettings } from "~/lib/shop-settings";
import type { Logger } from "~/modules/platform/logger.server";
import { callIyzico, iyzicoClientFrom, iyzicoPrice } from "./iyzico-client.server";
import { paytrCredentialsFrom } from "./paytr.server";

const HOUR_MS = 60 * 60 * 1000;
/** Rates are asked for again once they are this old. */
export const RATES_REFRESH_MS = 24 * HOUR_MS;
/** After a failed attempt the provider is left alone this long. */
export const RATES_RETRY_PAUSE_MS = HOUR_MS;
/** Rates older than this are not shown (the provider has been failing for days). */
export const RATES_SHOWN_FOR_MS = 3 * 24 * HOUR_MS;
/** How long a server keeps a read row in memory before reading it again. */
export const RATES_READ_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 15_000;
/** iyzico answers totals for a price: this one (1 000 TL) gives rates to a thousandth of a percent. */
const IYZICO_REFERENCE_KURUS = 100_000;

export type RatesFetch = { ok: true; rates: InstallmentRates } | { ok: false; error: string };

/** PayTR's installment rates service: POST /odeme/taksit-oranlari on PAYTR_API_URL's host. */
export function paytrRatesUrl(apiUrl: string): string {
  return new URL("/odeme/taksit-oranlari", apiUrl).toString();
}

/** paytr_token = base64(HMAC-SHA256(merchant_key, merchant_id + request_id + merchant_salt)). */
export function paytrRatesBody(requestId: string, creds: { merchantId: string; merchantKey: string; merchantSalt: string }): URLSearchParams {
  const token = createHmac("sha256", creds.merchantKey)
    .update(creds.merchantId + requestId + creds.merchantSalt, "utf8")
    .digest("base64");
  return new URLSearchParams({ merchant_id: creds.merchantId, request_id: requestId, paytr_token: token });
}

export async function fetchPaytrRates(env: Env, now = new Date()): Promise<RatesFetch> {
  try {
    const creds = paytrCredentialsFrom(env);
    const response = await fetch(paytrRatesUrl(env.PAYTR_API_URL), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: paytrRatesBody(randomBytes(16).toString("hex"), creds).toString(),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, error: `not JSON: ${text.slice(0, 200)}` };
    }
    const rates = paytrRatesFromAnswer(answer, now);
    if (rates) return { ok: true, rates };
    const message = typeof answer === "object" && answer !== null && "err_msg" in answer ? String(answer.err_msg) : "no usable rates";
    return { ok: false, error: message.slice(0, 300) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) };
  }
}

export async function fetchIyzicoRates(env: Env, now = new Date()): Promise<RatesFetch> {
  try {
    const client = iyzicoClientFrom(env);
    const answer = await callIyzico(
      client,
      { resource: "installmentInfo", method: "retrieve" },
      { locale: "tr", conversationId: `rates-${now.getTime()}`, price: iyzicoPrice(IYZICO_REFERENCE_KURUS) },
      FETCH_TIMEOUT_MS,
    );
    const rates = iyzicoRatesFromAnswer(answer, IYZICO_REFERENCE_KURUS / 100, now);
    if (rates) return { ok: true, rates };
    return { ok: false, error: `${String(answer.errorCode ?? "")} ${String(answer.errorMessage ?? "no usable rates")}`.trim().slice(0, 300) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) };
  }
}

const fetchers: Record<PaymentProviderId, (env: Env, now: Date) => Promise<RatesFetch>> = { paytr: fetchPaytrRates, iyzico: fetchIyzicoRates };

export type RefreshOutcome = "no-provider" | "not-due" | "fetched" | "failed";

/**
 * Asks the active provider for its rates when they are due: none fetched yet or older than a day, and no attempt in
 * the last hour. The attempt is claimed with one conditional update first, so of several servers only one asks.
 * A failure keeps the old rates and records the error.
 */
export async function refreshInstallmentRates(
  db: Database,
  env: Env,
  settings: Pick<ShopSettings, "payments">,
  logger: Logger,
  now = new Date(),
  fetchRates: (provider: PaymentProviderId, env: Env, now: Date) => Promise<RatesFetch> = (provider, e, at) => fetchers[provider](e, at),
): Promise<RefreshOutcome> {
  const method = activePaymentMethod(env, settings.payments.provider);
  // The simulated payment has no provider and no rates: no table is shown rather than invented rates. Nor is the
  // provider asked while the owner offers no installments.
  if (method === "simulated" || settings.payments.maxInstallments < 2) return "no-provider";
  await db
    .insert(installmentRates)
    .values({ provider: method, attemptedAt: new Date(0) })
    .onConflictDoNothing();
  const claimed = await db
    .update(installmentRates)
    .set({ attemptedAt: now })
    .where(
      and(
        eq(installmentRates.provider, method),
        lt(installmentRates.attemptedAt, new Date(now.getTime() - RATES_RETRY_PAUSE_MS)),
        or(isNull(installmentRates.fetchedAt), lt(installmentRates.fetchedAt, new Date(now.getTime() - RATES_REFRESH_MS))),
      ),
    )
    .returning({ provider: installmentRates.provider });
  if (claimed.length === 0) return "not-due";
  const result = await fetchRates(method, env, now);
  if (result.ok) {
    await db.update(installmentRates).set({ rates: result.rates, fetchedAt: now, error: null }).where(eq(installmentRates.provider, method));
    forgetReadRates(db);
    logger.info({ provider: method, programmes: result.rates.programmes.length }, "installment rates fetched");
    return "fetched";
  }
  await db.update(installmentRates).set({ error: result.error }).where(eq(installmentRates.provider, method));
  logger.warn({ provider: method, error: result.error }, "installment rates could not be fetched; asked again in an hour");
  return "failed";
}

const readCache = new WeakMap<Executor, Map<string, { readAt: number; row: { rates: unknown; fetchedAt: Date | null } | null }>>();

function forgetReadRates(db: Executor) {
  readCache.delete(db);
}

/**
 * The cached rates of a provider, or null when none were fetched or they are older than RATES_SHOWN_FOR_MS. Reads the
 * row only (kept in memory for RATES_READ_TTL_MS); never calls the provider.
 */
export async function readInstallmentRates(db: Executor, provider: PaymentProviderId, now = new Date()): Promise<InstallmentRates | null> {
  let perDb = readCache.get(db);
  if (!perDb) readCache.set(db, (perDb = new Map()));
  let cached = perDb.get(provider);
  if (!cached || now.getTime() - cached.readAt > RATES_READ_TTL_MS || now.getTime() < cached.readAt) {
    const [row] = await db
      .select({ rates: installmentRates.rates, fetchedAt: installmentRates.fetchedAt })
      .from(installmentRates)
      .where(eq(installmentRates.provider, provider));
    cached = { readAt: now.getTime(), row: row ?? null };
    perDb.set(provider, cached);
  }
  const row = cached.row;
  if (!row?.fetchedAt || now.getTime() - row.fetchedAt.getTime() > RATES_SHOWN_FOR_MS) return null;
  const rates = installmentRatesFromStored(row.rates);
  return rates && rates.provider === provider ? rates : null;
}

/**
 * The product page's table for a price: the active provider's cached rates up to the owner's highest count, or null
 * (no installments offered, simulated payment, no fresh rates) — then the page shows no table.
 */
export async function installmentTableFor(
  db: Executor,
  env: Env,
  settings: Pick<ShopSettings, "payments">,
  priceKurus: number,
  now = new Date(),
): Promise<InstallmentTableProgramme[] | null> {
  if (settings.payments.maxInstallments < 2) return null;
  const method = activePaymentMethod(env, settings.payments.provider);
  if (method === "simulated") return null;
  const table = installmentTable(await readInstallmentRates(db, method, now), priceKurus, settings.payments.maxInstallments);
  return table.length > 0 ? table : null;
}
