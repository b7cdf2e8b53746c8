// iyzico's official Node client (npm `iyzipay`) behind promises with a time limit (docs/product.md#iyzico). The
// client signs every request with IYZWSv2 itself; this module only builds it from the environment and turns its
// callbacks into answers or IyzicoRequestError. What the answers mean is decided by the callers.
import Iyzipay from "iyzipay";
import type { Env } from "~/env.server";
import { IYZICO_CONFIG_MISSING } from "~/lib/i18n/payments";

export { IYZICO_CONFIG_MISSING };

export class IyzicoConfigError extends Error {
  override name = "IyzicoConfigError";
}

/** No usable answer: a network error, no answer in time (the call may still have happened at iyzico), or not JSON. */
export class IyzicoRequestError extends Error {
  override name = "IyzicoRequestError";
  /** For the logs only; never shown to the shopper. */
  readonly reason: string;
  readonly timedOut: boolean;
  constructor(reason: string, { timedOut = false, cause }: { timedOut?: boolean; cause?: unknown } = {}) {
    super(`iyzico request failed: ${reason}`, { cause });
    this.reason = reason;
    this.timedOut = timedOut;
  }
}

export type IyzicoEnv = Pick<Env, "IYZICO_API_KEY" | "IYZICO_SECRET_KEY" | "IYZICO_BASE_URL">;

/** An iyzico answer: `status` is "success" or "failure" (then errorCode and errorMessage say why). */
export type IyzicoAnswer = Record<string, unknown> & { status?: unknown; errorCode?: unknown; errorMessage?: unknown };

/** The client's resources this shop calls, each with its one method. */
export type IyzicoCall =
  | { resource: "checkoutFormInitialize"; method: "create" }
  | { resource: "checkoutForm"; method: "retrieve" }
  | { resource: "refund"; method: "create" }
  | { resource: "cancel"; method: "create" }
  | { resource: "installmentInfo"; method: "retrieve" }
  | { resource: "payment"; method: "retrieve" }
  | { resource: "reportingTransactionDetails"; method: "retrieve" };

const isBlank = (value: string | undefined) => value === undefined || value.trim() === "";

/** A client for the configured merchant; throws IyzicoConfigError(IYZICO_CONFIG_MISSING) when a key is unset. */
export function iyzicoClientFrom(env: IyzicoEnv): Iyzipay {
  if (isBlank(env.IYZICO_API_KEY) || isBlank(env.IYZICO_SECRET_KEY)) throw new IyzicoConfigError(IYZICO_CONFIG_MISSING);
  return new Iyzipay({ apiKey: env.IYZICO_API_KEY as string, secretKey: env.IYZICO_SECRET_KEY as string, uri: env.IYZICO_BASE_URL.replace(/\/+$/, "") });
}

/**
 * One call through the official client. The client has no time limit of its own: past `timeoutMs` the answer is
 * given up (IyzicoRequestError with timedOut), though iyzico may still carry the call out.
 */
export function callIyzico(client: Iyzipay, call: IyzicoCall, request: Record<string, unknown>, timeoutMs = 15_000): Promise<IyzicoAnswer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new IyzicoRequestError(`no answer within ${timeoutMs} ms`, { timedOut: true })), timeoutMs);
    const resource = (client as unknown as Record<string, Record<string, (req: unknown, cb: (err: unknown, result: unknown) => void) => void>>)[call.resource];
    resource[call.method](request, (error, result) => {
      clearTimeout(timer);
      if (error) reject(new IyzicoRequestError(`network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error }));
      else if (typeof result !== "object" || result === null) reject(new IyzicoRequestError(`unexpected answer: ${String(result).slice(0, 300)}`));
      else resolve(result as IyzicoAnswer);
    });
  });
}

/** "12.5" → 1250 kuruş; iyzico writes prices as decimal numbers or strings. Null when it is not an amount. */
export function iyzicoKurus(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const kurus = Math.round(Number(text) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}

/** 1250 kuruş → "12.5" as iyzico expects prices (no trailing zeros, at least one decimal: "12.0"). */
export function iyzicoPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`Price must be a non-negative integer of kuruş: ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? `${lira}.0` : `${lira}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}
