// Order numbers: ORD-yyyymmdd-NNN (docs/product.md#order-numbers), the date in Turkey's time zone, unique by a database constraint.
import { randomInt } from "node:crypto";
import { istanbulDay } from "~/lib/dates";

/**
 * A candidate order number. The three random digits of the format allow only 1,000 numbers a day, so after
 * repeated collisions (attempt 5 on) the random part grows a digit every five attempts (ADR 0002).
 */
export function orderNumberCandidate(now: Date, attempt = 0, random: (max: number) => number = randomInt): string {
  const day = istanbulDay(now).replaceAll("-", "");
  const digits = 3 + Math.floor(attempt / 5);
  return `ORD-${day}-${String(random(10 ** digits)).padStart(digits, "0")}`;
}

export const ORDER_NUMBER_PATTERN = /^ORD-\d{8}-\d{3,}$/;

/**
 * Where today's orders start trying (the `attempt` of orderNumberCandidate). Every collision this process
 * sees moves today's start one step on, so once a day is busy (five collisions, about a hundred orders in
 * the three-digit space) its orders go straight to longer numbers instead of paying for retried
 * transactions; the next day starts again at three digits.
 */
export class OrderNumberStart {
  private day = "";
  private collisions = 0;

  firstAttempt(now: Date): number {
    return this.day === dayOf(now) ? this.collisions : 0;
  }

  noteCollision(now: Date): void {
    const day = dayOf(now);
    if (day !== this.day) {
      this.day = day;
      this.collisions = 0;
    }
    this.collisions++;
  }
}

function dayOf(now: Date): string {
  return istanbulDay(now);
}
