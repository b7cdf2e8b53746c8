// The order dialog's content: recipient, sender, items and totals, and what an admin does to an order: set
// its status (only the changes the lifecycle allows are offered; cancelling asks first, saying what will
// happen), ship it with a tracking number, refund part of the payment, and add internal notes beside the
// order's history. All post to the orders route through a fetcher; after a successful status change,
// shipment or refund the list reloads and the dialog closes (docs/product.md#admin-orders).
import { Loader2, Truck } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { formatDateAndTime } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { shippingText } from "~/lib/i18n/shipping";
import { formatKurus } from "~/lib/money";
import { isPaid, orderStatusChoices } from "~/lib/order-lifecycle";
import { requestedDeliveryDay } from "~/lib/requested-delivery-date";
import { formatPhone } from "~/lib/turkish-phone";
import type { Carrier } from "~/lib/shop-settings";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";
import { refundStateText } from "~/lib/i18n/order";
import type { OrderEvent, ProviderRefund } from "~/modules/orders/lifecycle.server";
import { Anonymised } from "./anonymised";
import { OrderContractLink } from "~/components/shop/order-contract-link";
import { personalLineText } from "~/lib/i18n/personalisation";
import { thanksCardText } from "~/lib/i18n/thanks-card";
import { OrderLineProduct } from "./order-line-product";
import { OrderBillingDetails } from "./order-billing";
import { OrderHistory } from "./order-history";
import { OrderInvoicesFor } from "./order-invoices";
import { OrderPaymentDetails } from "./order-payment";
import { OrderProofFor, proofStateOf } from "./order-proof";
import { OrderVatFootRows } from "./order-vat";
import { PaymentStatusText } from "./payment-status";
import { RefundLinesForm } from "./refund-lines-form";
import { cartDiscountText } from "~/lib/i18n/cart";
import { orderDiscountLabel } from "~/lib/order-discounts";

const t = adminOrdersText;
const d = t.detail;

type CarrierChoice = Pick<Carrier, "id" | "name">;

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

type Fetcher = ReturnType<typeof useFetcher<OrderUpdateAnswer>>;

const refundColours = { completed: "text-violet-800", pending: "text-amber-800", failed: "text-red-700" } as const;

export function OrderDetail({
  order,
  events,
  refunds,
  trackingMaxLength,
  carriers,
  shipCarriers,
  onDone,
}: {
  order: AdminOrderRow;
  events: OrderEvent[];
  /** Refunds asked of PayTR, with their state. */
  refunds: ProviderRefund[];
  trackingMaxLength: number;
  /** The settings' carriers (names of the one an order was shipped with). */
  carriers: CarrierChoice[];
  /** The settings' enabled carriers in their order: what the ship form offers. */
  shipCarriers: CarrierChoice[];
  onDone(): void;
}) {
  const fetcher = useFetcher<OrderUpdateAnswer>();
  const submitted = useRef(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const choices = orderStatusChoices(order.status, order.paymentStatus, proofStateOf(order));
  const anonymised = order.anonymisedAt !== null;
  const carrierName = carriers.find((c) => c.id === order.carrier)?.name;
  const submit = (fields: Record<string, string>) => {
    submitted.current = true;
    fetcher.submit({ orderId: order.id, ...fields }, { method: "post" });
  };
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
        {d.orderDate}: {formatDateAndTime(order.createdAt)}
      </p>
      {order.hasContract && <OrderContractLink orderId={order.id} />}

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="detail-recipient" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-recipient" className="font-bold text-gray-900">
            {d.recipient}
          </h3>
          {anonymised ? (
            <p className="mt-2" data-testid="detail-recipient-anonymised">
              <Anonymised />
            </p>
          ) : (
            <dl className="mt-2 space-y-2">
              <Fact label={d.recipientName}>{order.recipientName}</Fact>
              <Fact label={d.address}>{order.recipientAddress}</Fact>
              <Fact label={d.city}>{order.recipientCity}</Fact>
              <Fact label={d.postalCode}>{order.recipientPostalCode}</Fact>
              <Fact label={d.phone}>
                <a href={`tel:${order.recipientPhone}`} className="underline">
                  {formatPhone(order.recipientPhone)}
                </a>
              </Fact>
            </dl>
          )}
          <dl className="mt-2">
            <Fact label={deliveryDateText.requestedDate} testId="detail-delivery-date">
              {requestedDeliveryDay(order.requestedDeliveryDate)}
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="detail-sender" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-sender" className="font-bold text-gray-900">
            {d.sender}
          </h3>
          <dl className="mt-2 space-y-2">
            <Fact label={d.senderEmail}>
              {anonymised ? (
                <Anonymised />
              ) : (
                <a href={`mailto:${order.senderEmail}`} className="break-all underline">
                  {order.senderEmail}
                </a>
              )}
            </Fact>
            <Fact label={d.message} testId="detail-message">
              {anonymised ? <Anonymised /> : order.anonymousMessage}
            </Fact>
            <Fact label={thanksCardText.detail.label} testId="detail-thanks">
              {order.thanksAllowed ? thanksCardText.detail.on : thanksCardText.detail.off}
            </Fact>
            <Fact label={d.payment}>
              <PaymentStatusText status={order.paymentStatus} testId="detail-payment-status" />
              {order.paidAt && <span className="block text-xs text-gray-700">{d.paidAt(formatDateAndTime(order.paidAt))}</span>}
              {order.refundedKurus > 0 && <span className="block text-xs text-gray-700">{d.refund.refunded(formatKurus(order.refundedKurus))}</span>}
              {refunds.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-xs" data-testid="detail-refunds">
                  {refunds.map((r) => (
                    <li key={r.id} data-state={r.state}>
                      {formatKurus(r.amountKurus)}: <strong className={refundColours[r.state]}>{refundStateText[r.state]}</strong>
                      {r.reason && <span className="text-gray-700"> ({r.reason})</span>}
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </dl>
        </section>
      </div>
      <OrderBillingDetails billing={order.billing} anonymised={anonymised} />

      <section aria-labelledby="detail-items">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="detail-items" className="font-bold text-gray-900">
            {d.items}
          </h3>
          {order.items.some((item) => (item.personal?.length ?? 0) > 0) && (
            <a
              href={`/admin/print-sheet?id=${order.id}`}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand-700 underline"
              data-testid="detail-print-sheet"
            >
              {personalLineText.printSheet}
            </a>
          )}
        </div>
        <OrderItemsTable order={order} />
      </section>

      <OrderProofFor order={order} />
      <OrderInvoicesFor order={order} />
      <OrderPaymentDetails order={order} />
      <section aria-labelledby="detail-status" className="space-y-4 rounded-lg border border-gray-200 p-4">
        <h3 id="detail-status" className="font-bold text-gray-900">
          {d.status}
        </h3>
        <div>
          <label htmlFor="detail-status-select" className="block font-semibold">
            {d.status}
          </label>
          <select
            id="detail-status-select"
            name="status"
            value={fetcher.formData?.get("intent") === "status" ? String(fetcher.formData.get("status")) : order.status}
            disabled={saving}
            aria-describedby="detail-status-help"
            onChange={(event) => {
              const status = event.currentTarget.value;
              if (status === "shipped" || status === order.status) return;
              if (status === "cancelled") setConfirmingCancel(true);
              else submit({ intent: "status", status });
            }}
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 sm:w-64"
            data-testid="detail-status-select"
          >
            {choices.map((s) => (
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
            {shippingText.deliveredAt(formatDateAndTime(order.deliveredAt))}
          </p>
        )}
        {order.status === "shipped"
          ? order.trackingNumber && (
              <p className="font-semibold text-indigo-900" data-testid="detail-shipped-with">
                {d.shippedWith(order.trackingNumber)}
                {carrierName && ` (${carrierName})`}
              </p>
            )
          : choices.includes("shipped") && (
              <ShipForm
                orderId={order.id}
                trackingMaxLength={trackingMaxLength}
                carriers={shipCarriers}
                fetcher={fetcher}
                onSubmit={() => (submitted.current = true)}
              />
            )}
        {isPaid(order.paymentStatus) && <RefundLinesForm order={order} refunds={refunds} fetcher={fetcher} onSubmit={() => (submitted.current = true)} />}
        {isPaid(order.paymentStatus) && <RefundForm order={order} fetcher={fetcher} onSubmit={() => (submitted.current = true)} />}

        {saving && (
          <p role="status" className="flex items-center gap-2 font-semibold text-gray-800" data-testid="detail-saving">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {t.saving}
          </p>
        )}
      </section>

      <OrderHistory orderId={order.id} events={events} />

      <CancelDialog
        open={confirmingCancel}
        order={order}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          submit({ intent: "status", status: "cancelled" });
        }}
      />
    </div>
  );
}

/** Before cancelling, what will happen: stock back, the payment refunded (or to refund by hand), the sender told. */
function CancelDialog({ open, order, onClose, onConfirm }: { open: boolean; order: AdminOrderRow; onClose(): void; onConfirm(): void }) {
  const c = d.cancel;
  const left = formatKurus(order.totalKurus - order.refundedKurus);
  const payment = !isPaid(order.paymentStatus)
    ? c.noPayment
    : order.paymentMethod === "paytr" || order.paymentMethod === "iyzico"
      ? c.refundProvider(left, order.paymentMethod)
      : c.refund(left);
  return (
    <Dialog open={open} onClose={onClose} title={c.title(order.orderNumber)} tone="danger">
      <div data-testid="cancel-dialog" className="text-sm text-gray-800">
        <p>{c.intro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{c.stock}</li>
          <li data-testid="cancel-payment">{payment}</li>
          <li>{c.mail}</li>
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {c.keep}
        </Button>
        <Button variant="danger" onClick={onConfirm} data-testid="cancel-confirm">
          {c.confirm}
        </Button>
      </div>
    </Dialog>
  );
}

function RefundForm({ order, fetcher, onSubmit }: { order: AdminOrderRow; fetcher: Fetcher; onSubmit(): void }) {
  const r = d.refund;
  const left = order.totalKurus - order.refundedKurus;
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3 border-t border-gray-200 pt-4" data-testid="refund-form">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="orderId" value={order.id} />
      <div className="min-w-56 flex-1">
        <label htmlFor="detail-refund" className="block font-semibold">
          {r.amount}
        </label>
        <input
          id="detail-refund"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby="detail-refund-help"
          className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3 sm:w-48"
          data-testid="detail-refund-amount"
        />
        <p id="detail-refund-help" className="mt-1 text-xs text-gray-700">
          {r.left(formatKurus(left))}. {r.help}
        </p>
      </div>
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} data-testid="detail-refund">
        {r.submit}
      </Button>
    </fetcher.Form>
  );
}

function ShipForm({
  orderId,
  trackingMaxLength,
  carriers,
  fetcher,
  onSubmit,
}: {
  orderId: string;
  trackingMaxLength: number;
  carriers: CarrierChoice[];
  fetcher: Fetcher;
  onSubmit(): void;
}) {
  const [tracking, setTracking] = useState("");
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="orderId" value={orderId} />
      <div>
        <label htmlFor="detail-carrier" className="block font-semibold">
          {shippingText.carrier}
        </label>
        <select
          id="detail-carrier"
          name="carrier"
          defaultValue={carriers[0]?.id}
          className="mt-1 block min-h-11 rounded-lg border border-gray-300 bg-white px-3"
          data-testid="detail-carrier"
        >
          {carriers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-56 flex-1">
        <label htmlFor="detail-tracking" className="block font-semibold">
          {d.trackingNumber}
        </label>
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
        <p id="detail-tracking-help" className="mt-1 text-xs text-gray-700">
          {d.trackingHelp}
        </p>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle" || tracking.trim() === ""} data-testid="detail-ship">
        <Truck aria-hidden="true" className="h-4 w-4" /> {d.ship}
      </Button>
    </fetcher.Form>
  );
}

function OrderItemsTable({ order }: { order: AdminOrderRow }) {
  const totalRow = (label: string, value: string, strong = false, testId?: string) => (
    <tr key={`${label}-${value}`}>
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
          {order.discounts.map((discount) =>
            totalRow(orderDiscountLabel(discount), cartDiscountText.minus(formatKurus(discount.amountKurus)), false, "detail-discount"),
          )}
          {totalRow(d.grandTotal, formatKurus(order.totalKurus), true, "detail-total")}
          <OrderVatFootRows order={order} />
        </>
      }
    >
      {order.items.map((item, i) => (
        <tr key={`${item.productName}-${i}`} data-testid="detail-item">
          <td className="py-2 pr-3">
            <OrderLineProduct line={item} />
          </td>
          <td className="whitespace-nowrap py-2 pr-3 text-right">{formatKurus(item.unitPriceKurus)}</td>
          <td className="py-2 pr-3 text-right">{item.quantity}</td>
          <td className="whitespace-nowrap py-2 text-right">
            {formatKurus(item.unitPriceKurus * item.quantity)}
            {item.discountKurus > 0 && (
              <span className="block text-xs font-semibold text-emerald-800" data-testid="detail-item-discount">
                {cartDiscountText.lineDiscount(formatKurus(item.discountKurus))}
              </span>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
