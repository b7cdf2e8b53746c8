// The order dialog's content: recipient, sender, items and totals, and the two things an admin does to an
// order: set its status, or ship it with a tracking number. Both post to the orders route through a fetcher;
// after a successful update the list reloads and the dialog closes (docs/product.md#admin-orders).
import { Loader2, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { shippingText } from "~/lib/i18n/shipping";
import { formatKurus } from "~/lib/money";
import { findCarrier, shopSettings } from "~/lib/shop-settings";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";
import { ORDER_STATUS_CHOICES, PaymentStatusText } from "./payment-status";

const t = adminOrdersText;
const d = t.detail;

/** What the orders action answers to an update. */
export interface OrderUpdateAnswer {
  ok: boolean;
  error: string | null;
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function OrderDetail({ order, trackingMaxLength, onDone }: { order: AdminOrderRow; trackingMaxLength: number; onDone(): void }) {
  const fetcher = useFetcher<OrderUpdateAnswer>();
  const submitted = useRef(false);
  const saving = fetcher.state !== "idle";
  const error = !saving && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current || !fetcher.data) return;
    submitted.current = false;
    if (fetcher.data.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <div className="space-y-5 text-sm" data-testid="order-detail">
      {error && (
        <Banner tone="error" testId="order-update-error" className="">
          {error}
        </Banner>
      )}
      <p className="text-gray-700">
        {d.orderDate}: {formatDateTime(order.createdAt)}
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="detail-recipient" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-recipient" className="font-bold text-gray-900">{d.recipient}</h3>
          <dl className="mt-2 space-y-2">
            <Fact label={d.recipientName}>{order.recipientName}</Fact>
            <Fact label={d.address}>{order.recipientAddress}</Fact>
            <Fact label={d.city}>{order.recipientCity}</Fact>
            <Fact label={d.postalCode}>{order.recipientPostalCode}</Fact>
            <Fact label={d.phone}>
              <a href={`tel:${order.recipientPhone}`} className="underline">{order.recipientPhone}</a>
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="detail-sender" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-sender" className="font-bold text-gray-900">{d.sender}</h3>
          <dl className="mt-2 space-y-2">
            <Fact label={d.senderEmail}>
              <a href={`mailto:${order.senderEmail}`} className="break-all underline">{order.senderEmail}</a>
            </Fact>
            <Fact label={d.message} testId="detail-message">{order.anonymousMessage}</Fact>
            <Fact label={d.payment}>
              <PaymentStatusText status={order.paymentStatus} />
              {order.paidAt && <span className="block text-xs text-gray-700">{d.paidAt(formatDateTime(order.paidAt))}</span>}
            </Fact>
          </dl>
        </section>
      </div>

      <section aria-labelledby="detail-items">
        <h3 id="detail-items" className="font-bold text-gray-900">{d.items}</h3>
        <OrderItemsTable order={order} />
      </section>

      <section aria-labelledby="detail-status" className="space-y-4 rounded-lg border border-gray-200 p-4">
        <h3 id="detail-status" className="font-bold text-gray-900">{d.status}</h3>
        <div>
          <label htmlFor="detail-status-select" className="block font-semibold">{d.status}</label>
          <select
            id="detail-status-select"
            name="status"
            value={fetcher.formData?.get("intent") === "status" ? String(fetcher.formData.get("status")) : order.status}
            disabled={saving}
            aria-describedby="detail-status-help"
            onChange={(event) => {
              const status = event.currentTarget.value;
              if (status === "shipped" || status === order.status) return;
              submitted.current = true;
              fetcher.submit({ intent: "status", orderId: order.id, status }, { method: "post" });
            }}
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 sm:w-64"
            data-testid="detail-status-select"
          >
            {ORDER_STATUS_CHOICES.map((s) => (
              <option key={s} value={s} disabled={s === "shipped" && order.status !== "shipped"}>
                {s === "shipped" && order.status !== "shipped" ? d.statusShippedOption : t.orderStatus[s]}
              </option>
            ))}
          </select>
          <p id="detail-status-help" className="mt-1 text-xs text-gray-700">
            {d.statusHelp} {d.stockNote}
          </p>
        </div>

        {order.deliveredAt && order.status === "delivered" && (
          <p className="font-semibold text-emerald-800" data-testid="detail-delivered-at">
            {shippingText.deliveredAt(formatDateTime(order.deliveredAt))}
          </p>
        )}
        {order.status === "shipped" ? (
          order.trackingNumber && (
            <p className="font-semibold text-indigo-900" data-testid="detail-shipped-with">
              {d.shippedWith(order.trackingNumber)}
              {findCarrier(order.carrier) && ` (${findCarrier(order.carrier)?.name})`}
            </p>
          )
        ) : (
          <ShipForm orderId={order.id} trackingMaxLength={trackingMaxLength} fetcher={fetcher} onSubmit={() => (submitted.current = true)} />
        )}

        {saving && (
          <p role="status" className="flex items-center gap-2 font-semibold text-gray-800" data-testid="detail-saving">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {t.saving}
          </p>
        )}
      </section>
    </div>
  );
}

function ShipForm({
  orderId,
  trackingMaxLength,
  fetcher,
  onSubmit,
}: {
  orderId: string;
  trackingMaxLength: number;
  fetcher: ReturnType<typeof useFetcher<OrderUpdateAnswer>>;
  onSubmit(): void;
}) {
  const [tracking, setTracking] = useState("");
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="orderId" value={orderId} />
      <div>
        <label htmlFor="detail-carrier" className="block font-semibold">{shippingText.carrier}</label>
        <select
          id="detail-carrier"
          name="carrier"
          defaultValue={shopSettings.carriers[0].id}
          className="mt-1 block min-h-11 rounded-lg border border-gray-300 bg-white px-3"
          data-testid="detail-carrier"
        >
          {shopSettings.carriers.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </select>
      </div>
      <div className="min-w-56 flex-1">
        <label htmlFor="detail-tracking" className="block font-semibold">{d.trackingNumber}</label>
        <input
          id="detail-tracking"
          name="trackingNumber"
          value={tracking}
          onChange={(event) => setTracking(event.currentTarget.value)}
          maxLength={trackingMaxLength}
          autoComplete="off"
          aria-describedby="detail-tracking-help"
          className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3 font-mono"
          data-testid="detail-tracking"
        />
        <p id="detail-tracking-help" className="mt-1 text-xs text-gray-700">{d.trackingHelp}</p>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle" || tracking.trim() === ""} data-testid="detail-ship">
        <Truck aria-hidden="true" className="h-4 w-4" /> {d.ship}
      </Button>
    </fetcher.Form>
  );
}

function OrderItemsTable({ order }: { order: AdminOrderRow }) {
  const totalRow = (label: string, value: string, strong = false, testId?: string) => (
    <tr>
      <th scope="row" colSpan={3} className={`py-1 pr-3 text-right ${strong ? "font-bold" : "font-normal text-gray-700"}`}>
        {label}
      </th>
      <td className={`whitespace-nowrap py-1 text-right ${strong ? "font-bold" : ""}`} data-testid={testId}>
        {value}
      </td>
    </tr>
  );
  return (
    <Table
      framed={false}
      className="mt-2"
      testId="detail-items"
      columns={[
        { label: d.product, className: "py-2 pr-3" },
        { label: d.price, align: "right", className: "py-2 pr-3" },
        { label: d.quantity, align: "right", className: "py-2 pr-3" },
        { label: d.lineTotal, align: "right", className: "py-2" },
      ]}
      foot={
        <>
          {totalRow(d.subtotal, formatKurus(order.subtotalKurus))}
          {totalRow(d.shipping, order.shippingKurus === 0 ? d.free : formatKurus(order.shippingKurus))}
          {totalRow(d.grandTotal, formatKurus(order.totalKurus), true, "detail-total")}
        </>
      }
    >
      {order.items.map((item, i) => (
        <tr key={`${item.productName}-${i}`}>
          <td className="py-2 pr-3">{item.productName}</td>
          <td className="whitespace-nowrap py-2 pr-3 text-right">{formatKurus(item.unitPriceKurus)}</td>
          <td className="py-2 pr-3 text-right">{item.quantity}</td>
          <td className="whitespace-nowrap py-2 text-right">{formatKurus(item.unitPriceKurus * item.quantity)}</td>
        </tr>
      ))}
    </Table>
  );
}
