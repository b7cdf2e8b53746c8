// The order's history in its admin dialog (docs/product.md#order-history): every change with its time and
// who made it, and a form for an internal note (admin only; the shopper never sees these).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { formatDateAndTime } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { refundStateText } from "~/lib/i18n/order";
import { formatKurus } from "~/lib/money";
import { isOrderStatus, isPaymentStatus } from "~/lib/order-lifecycle";
import { proofStateText } from "~/lib/i18n/personalisation";
import { proofText } from "~/lib/i18n/proof";
import { isProofState } from "~/lib/personalisation";
import type { OrderEvent } from "~/modules/orders/lifecycle.server";

const t = adminOrdersText;
const h = t.detail.history;

function statusName(value: string | null): string {
  if (isOrderStatus(value)) return t.orderStatus[value];
  if (isPaymentStatus(value)) return t.paymentStatus[value];
  return value ?? "—";
}

/** One line saying what changed. */
export function describeOrderEvent(event: Pick<OrderEvent, "kind" | "oldValue" | "newValue">): string {
  switch (event.kind) {
    case "order_status":
      return h.orderStatus(statusName(event.oldValue), statusName(event.newValue));
    case "payment_status":
      return h.paymentStatus(t.paymentStatus[event.oldValue as keyof typeof t.paymentStatus] ?? "—", statusName(event.newValue));
    case "tracking_number":
      return h.trackingNumber(event.newValue ?? "");
    case "refund":
      // A refund PayTR refused moves no money: its reason is the note.
      if (event.newValue === null) return refundStateText.failed;
      return h.refund(formatKurus(Number(event.newValue ?? 0) - Number(event.oldValue ?? 0)));
    case "note":
      return h.note;
    case "proof":
      return h.proof(isProofState(event.newValue) ? proofStateText[event.newValue] : (event.newValue ?? "—"));
  }
}

function actorName(actor: string): string {
  if (actor === "system") return h.system;
  if (actor === "paytr") return h.paytr;
  if (actor === "customer") return proofText.customer;
  return actor;
}

export function OrderHistory({ orderId, events }: { orderId: string; events: OrderEvent[] }) {
  const fetcher = useFetcher<{ ok: boolean; error: string | null }>();
  const form = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby="detail-history" className="space-y-3 rounded-lg border border-gray-200 p-4" data-testid="order-history">
      <h3 id="detail-history" className="font-bold text-gray-900">
        {h.title}
      </h3>
      {events.length === 0 ? (
        <p className="text-gray-700">{h.empty}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-gray-200 pl-4">
          {events.map((event) => (
            <li key={event.id} data-testid="history-event" data-kind={event.kind}>
              <p className="font-semibold text-gray-900">{describeOrderEvent(event)}</p>
              {event.note && (
                <p className="whitespace-pre-line break-words text-gray-800">{event.kind === "note" || event.note !== "expired" ? event.note : h.expired}</p>
              )}
              <p className="text-xs text-gray-600">
                {formatDateAndTime(event.createdAt)} · {actorName(event.actor)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {fetcher.data && !fetcher.data.ok && !saving && <Banner tone="error">{fetcher.data.error}</Banner>}
      <fetcher.Form ref={form} method="post" className="space-y-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="orderId" value={orderId} />
        <label htmlFor="detail-note" className="block font-semibold">
          {t.detail.note.label}
        </label>
        <textarea
          id="detail-note"
          name="note"
          rows={2}
          maxLength={2000}
          required
          aria-describedby="detail-note-help"
          className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          data-testid="detail-note"
        />
        <p id="detail-note-help" className="text-xs text-gray-700">
          {t.detail.note.help}
        </p>
        <Button type="submit" variant="secondary" busy={saving} data-testid="detail-add-note">
          {t.detail.note.submit}
        </Button>
      </fetcher.Form>
    </section>
  );
}
