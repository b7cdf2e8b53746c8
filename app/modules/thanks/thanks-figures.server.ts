// The dashboard's figure of thank-you notes (docs/product.md#thank-you-notes): how many gifts got a thank-you in the
// Istanbul calendar month, counted by the threads begun in it. A count only: never a message, nickname or order.
import { and, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { thankYouThreads } from "~/db/schema";
import { istanbulDay } from "~/lib/dates";

/** The first instants of the Istanbul month holding `now` and of the next one (Istanbul keeps UTC+3 all year). */
export function istanbulMonthBounds(now: Date): { start: Date; end: Date } {
  const [year, month] = istanbulDay(now).split("-").map(Number);
  const first = (y: number, m: number) => new Date(`${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01T00:00:00+03:00`);
  return { start: first(year, month), end: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}

/** Gifts whose recipient began a thank-you conversation this Istanbul month. */
export async function thanksThisMonth(db: Executor, now = new Date()): Promise<number> {
  const { start, end } = istanbulMonthBounds(now);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(thankYouThreads)
    .where(and(gte(thankYouThreads.createdAt, start), lt(thankYouThreads.createdAt, end)));
  return Number(row?.n ?? 0);
}
