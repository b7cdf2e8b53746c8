// Thank-you notes (docs/product.md#thank-you-notes): the recipient answers the anonymous sender through the shop,
// with the code printed on the gift's message card. Pure: what a code looks like, how long it works, the limits.
// The server makes codes and keeps the threads (app/modules/thanks).

/** 32 letters and digits without i, l, o and u, so a code copied from the card by hand reads one way only. */
export const THANKS_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** 18 characters of 5 random bits each: 90 bits, far beyond guessing. */
export const THANKS_CODE_LENGTH = 18;
/** Printed and linked in groups of six: `abc123-def456-ghj789`. */
const GROUP = 6;

/** The recipient's page: `/tesekkur/<code>`; `/tesekkur` alone asks for the code. */
export const THANKS_PATH = "/tesekkur";

export const THANKS_LIMITS = {
  /** A recipient's note and a sender's answer, in characters. */
  messageMax: 1000,
  nicknameMax: 40,
  /** The name a sender chooses to tell (`Kim olduğumu söyle`). */
  revealNameMax: 60,
  /** Notes a recipient may send on one code within 24 hours. */
  notesPerDay: 5,
  /** Messages a thread may hold; then it is full (still readable). */
  threadMessagesMax: 30,
} as const;

/** Days after delivery a code works, as the settings allow (default in app/lib/shop-settings.ts). */
export const MIN_THANKS_VALID_DAYS = 7;
export const MAX_THANKS_VALID_DAYS = 365;

export const THANKS_AUTHORS = ["recipient", "sender"] as const;
export type ThanksAuthor = (typeof THANKS_AUTHORS)[number];
export const THANKS_CLOSERS = ["recipient", "sender", "owner"] as const;
export type ThanksCloser = (typeof THANKS_CLOSERS)[number];

/**
 * The code as typed or scanned, made canonical: case and separators (spaces, hyphens, dots) ignored, `i`/`l` read
 * as 1 and `o` as 0. Null when what remains is not a code.
 */
export function normaliseThanksCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const code = input
    .toLowerCase()
    .replace(/[\s.\-_]/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  if (code.length !== THANKS_CODE_LENGTH) return null;
  for (const char of code) if (!THANKS_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** `abc123-def456-ghj789`: how a canonical code is printed and linked. */
export function formatThanksCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += GROUP) groups.push(code.slice(i, i + GROUP));
  return groups.join("-");
}

/** The recipient's page of `code` under the shop's public address. */
export function thanksUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${THANKS_PATH}/${formatThanksCode(code)}`;
}

/** The card's short address, without the scheme: `hediye.example.com/tesekkur`. */
export function thanksShortAddress(publicUrl: string): string {
  return `${publicUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "")}${THANKS_PATH}`;
}

export interface ThanksCodeOrder {
  status: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  paymentStatus: "pending" | "completed" | "failed" | "partially_refunded" | "refunded";
  deliveredAt: Date | null;
  anonymisedAt: Date | null;
}

export type ThanksCodeState = "open" | "not-yet" | "expired";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a code works now: from the moment the gift is on its way (shipped) until `validDays` after delivery.
 * Before shipping it is `not-yet`; a cancelled, unpaid, fully refunded or anonymised order's code is `expired`.
 */
export function thanksCodeState(order: ThanksCodeOrder, validDays: number, now: Date): ThanksCodeState {
  if (order.anonymisedAt || order.status === "cancelled" || order.paymentStatus === "refunded") return "expired";
  if (order.paymentStatus === "pending" || order.paymentStatus === "failed") return "not-yet";
  if (order.status === "delivered") {
    const delivered = order.deliveredAt ?? now;
    return now.getTime() < delivered.getTime() + validDays * DAY_MS ? "open" : "expired";
  }
  return order.status === "shipped" ? "open" : "not-yet";
}

/** When a delivered order's code stops working; null while it is not delivered. */
export function thanksCodeExpiresAt(deliveredAt: Date | null, validDays: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + validDays * DAY_MS) : null;
}
