import { Download, Eye, Loader2, Search, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { AdminPagination } from "~/components/admin/pagination";
import { Dialog } from "~/components/ui/dialog";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import type { OrderStatus, PaymentStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { readForm } from "~/lib/form-data.server";
import { adminOrdersText, formatDayMonthYear } from "~/lib/i18n/admin-orders";
import { adminText } from "~/lib/i18n/admin";
import { parsePage } from "~/lib/input";
import { formatKurus } from "~/lib/money";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import {
  type AdminOrderFailure,
  filterFromSearchParams,
  listAdminOrders,
  parseOrderAction,
  setOrderStatus,
  shipOrder,
  TRACKING_NUMBER_MAX_LENGTH,
} from "~/modules/orders/admin-orders.server";
import { mailSettingsFrom } from "~/modules/orders/payment-state.server";
import type { Route } from "./+types/orders";

const t = adminOrdersText;
const STATUSES: OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const filter = filterFromSearchParams(url.searchParams);
  const page = parsePage(url.searchParams.get("page"), 100_000);
  const list = await listAdminOrders(context.db, filter, { page });
  return data(
    { ...list, filter: { status: filter.status ?? "", q: filter.query ?? "" }, trackingMaxLength: TRACKING_NUMBER_MAX_LENGTH },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The spec's message (§8), with what went wrong when it is known. */
function failureMessage(reason: AdminOrderFailure): string {
  const d = t.detail;
  if (reason === "tracking-required") return `${d.updateError}: ${d.trackingRequired}`;
  if (reason === "tracking-too-long") return `${d.updateError}: ${d.trackingTooLong(TRACKING_NUMBER_MAX_LENGTH)}`;
  if (reason === "not-found") return `${d.updateError}: ${d.notFound}`;
  return d.updateError;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminAction(request, context);
  const form = await readForm(request);
  if (!form) return data({ ok: false, error: t.detail.updateError }, { status: 400 });
  const parsed = parseOrderAction(form);
  if (!parsed) return data({ ok: false, error: t.detail.updateError }, { status: 400 });
  try {
    const result =
      parsed.intent === "ship"
        ? await shipOrder(context.db, parsed.orderId, parsed.trackingNumber, mailSettingsFrom(context.env))
        : await setOrderStatus(context.db, parsed.orderId, parsed.status, mailSettingsFrom(context.env));
    if (!result.ok) return data({ ok: false, error: failureMessage(result.reason) }, { status: result.reason === "not-found" ? 404 : 400 });
    if (parsed.intent === "ship") context.jobs.kickMail();
    context.logger.info({ orderId: parsed.orderId, intent: parsed.intent }, "admin updated an order");
    return data({ ok: true, error: null });
  } catch (error) {
    context.logger.error({ err: error, orderId: parsed.orderId }, "admin order update failed");
    return data({ ok: false, error: t.detail.updateError }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `${t.orders.title} | ${adminText.panel}` },
  { name: "robots", content: "noindex, nofollow" },
];

const paymentColours: Record<PaymentStatus, string> = {
  pending: "text-amber-800",
  completed: "text-emerald-800",
  failed: "text-red-700",
};

function StatusBadge({ status }: { status: OrderStatus }) {
  return <OrderStatusBadge status={status} testId="order-status" />;
}

type OrderRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, filter, trackingMaxLength } = loaderData;
  const [selected, setSelected] = useState<OrderRow | null>(null);
  // The dialog shows the newest version of the order after the list reloads.
  const current = selected ? (rows.find((r) => r.id === selected.id) ?? selected) : null;
  const filtered = Boolean(filter.status || filter.q);

  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  const csvHref = `/admin/orders.csv${params.size ? `?${params}` : ""}`;
  const pageHref = (n: number) => {
    const p = new URLSearchParams(params);
    if (n > 1) p.set("page", String(n));
    return `/admin/orders${p.size ? `?${p}` : ""}`;
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{t.orders.title}</h1>
          <p className="mt-1 text-sm text-gray-700">{t.orders.intro}</p>
        </div>
        <a
          href={csvHref}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100"
          data-testid="orders-csv"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t.orders.csv}
        </a>
      </div>

      <Form method="get" role="search" aria-label={t.orders.filters} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div>
          <label htmlFor="order-status-filter" className="block text-sm font-semibold">{t.orders.statusFilter}</label>
          <select
            id="order-status-filter"
            name="status"
            defaultValue={filter.status}
            key={`status-${filter.status}`}
            className="mt-1 block min-h-11 rounded-lg border border-gray-300 bg-white px-3"
          >
            <option value="">{t.orders.allStatuses}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{t.orderStatus[s]}</option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="order-search" className="block text-sm font-semibold">{t.orders.search}</label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            key={`q-${filter.q}`}
            maxLength={100}
            placeholder={t.orders.searchPlaceholder}
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3"
          />
        </div>
        <button type="submit" className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          <Search aria-hidden="true" className="h-4 w-4" /> {t.orders.apply}
        </button>
        {filtered && (
          <Link to="/admin/orders" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-gray-800 underline hover:text-brand-700">
            {t.orders.clear}
          </Link>
        )}
      </Form>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700" data-testid="orders-empty">
          {filtered ? t.orders.noMatch : t.orders.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">{t.orders.count(total)}</p>
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white relative [contain:inline-size]">
            <table className="min-w-full text-left text-sm" data-testid="orders-table">
              <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-3">{t.orders.columns.orderNumber}</th>
                  <th scope="col" className="px-4 py-3">{t.orders.columns.recipient}</th>
                  <th scope="col" className="px-4 py-3">{t.orders.columns.items}</th>
                  <th scope="col" className="px-4 py-3 text-right">{t.orders.columns.total}</th>
                  <th scope="col" className="px-4 py-3">{t.orders.columns.status}</th>
                  <th scope="col" className="px-4 py-3">{t.orders.columns.date}</th>
                  <th scope="col" className="px-4 py-3"><span className="sr-only">{t.orders.columns.actions}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {rows.map((order) => (
                  <tr key={order.id} className="align-top hover:bg-gray-50" data-testid="order-row">
                    <td className="px-4 py-3">
                      <span className="whitespace-nowrap font-mono font-semibold text-gray-900">{order.orderNumber}</span>
                      {order.trackingNumber && (
                        <span className="mt-1 block whitespace-nowrap text-xs text-gray-700">
                          {t.orders.tracking}: <span className="font-mono">{order.trackingNumber}</span>
                        </span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <span className="block font-semibold text-gray-900">{order.recipientName}</span>
                      <span className="block text-xs text-gray-700">{order.recipientCity}</span>
                    </td>
                    <td className="max-w-xs px-4 py-3">
                      <span className="block font-semibold text-gray-900">{t.orders.itemCount(order.itemCount)}</span>
                      <span className="block truncate text-xs text-gray-700" title={order.items.map((i) => i.productName).join(", ")}>
                        {order.items.map((i) => i.productName).join(", ")}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <span className="block whitespace-nowrap font-semibold text-gray-900">{formatKurus(order.totalKurus)}</span>
                      <span className={`block text-xs font-semibold ${paymentColours[order.paymentStatus]}`} data-testid="payment-status">
                        {t.paymentStatus[order.paymentStatus]}
                      </span>
                    </td>
                    <td className="px-4 py-3"><StatusBadge status={order.status} /></td>
                    <td className="whitespace-nowrap px-4 py-3 text-gray-800">{formatDayMonthYear(order.createdAt)}</td>
                    <td className="px-4 py-3 text-right">
                      <button
                        type="button"
                        onClick={() => setSelected(order)}
                        className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-900 hover:bg-gray-100"
                      >
                        <Eye aria-hidden="true" className="h-4 w-4" /> {t.orders.detail}
                        <span className="sr-only">{t.orders.detailOf(order.orderNumber)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination page={page} pages={pages} href={pageHref} />
        </>
      )}

      <Dialog open={current !== null} onClose={() => setSelected(null)} title={current ? t.detail.title(current.orderNumber) : ""} size="lg">
        {current && <OrderDetail key={current.id} order={current} trackingMaxLength={trackingMaxLength} onDone={() => setSelected(null)} />}
      </Dialog>
    </div>
  );
}

function OrderDetail({ order, trackingMaxLength, onDone }: { order: OrderRow; trackingMaxLength: number; onDone(): void }) {
  const fetcher = useFetcher<typeof action>();
  const [tracking, setTracking] = useState("");
  const submitted = useRef(false);
  const saving = fetcher.state !== "idle";
  const pendingStatus = fetcher.formData?.get("intent") === "status" ? String(fetcher.formData.get("status")) : null;
  const error = !saving && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

  // After an update the list has reloaded (the fetcher waits for it); then the dialog closes (spec §4).
  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current || !fetcher.data) return;
    submitted.current = false;
    if (fetcher.data.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  const d = t.detail;
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-gray-900" data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <div className="space-y-5 text-sm" data-testid="order-detail">
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="order-update-error">
          {error}
        </p>
      )}
      <p className="text-gray-700">
        {d.orderDate}: {formatDateTime(order.createdAt)}
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="detail-recipient" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-recipient" className="font-bold text-gray-900">{d.recipient}</h3>
          <dl className="mt-2 space-y-2">
            {fact(d.recipientName, order.recipientName)}
            {fact(d.address, order.recipientAddress)}
            {fact(d.city, order.recipientCity)}
            {fact(d.postalCode, order.recipientPostalCode)}
            {fact(d.phone, <a href={`tel:${order.recipientPhone}`} className="underline">{order.recipientPhone}</a>)}
          </dl>
        </section>
        <section aria-labelledby="detail-sender" className="rounded-lg border border-gray-200 p-4">
          <h3 id="detail-sender" className="font-bold text-gray-900">{d.sender}</h3>
          <dl className="mt-2 space-y-2">
            {fact(d.senderEmail, <a href={`mailto:${order.senderEmail}`} className="break-all underline">{order.senderEmail}</a>)}
            {fact(d.message, order.anonymousMessage, "detail-message")}
            {fact(
              d.payment,
              <>
                <span className={`font-semibold ${paymentColours[order.paymentStatus]}`}>{t.paymentStatus[order.paymentStatus]}</span>
                {order.paidAt && <span className="block text-xs text-gray-700">{d.paidAt(formatDateTime(order.paidAt))}</span>}
              </>,
            )}
          </dl>
        </section>
      </div>

      <section aria-labelledby="detail-items">
        <h3 id="detail-items" className="font-bold text-gray-900">{d.items}</h3>
        <div className="mt-2 overflow-x-auto relative [contain:inline-size]">
          <table className="min-w-full text-left" data-testid="detail-items">
            <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-700">
              <tr>
                <th scope="col" className="py-2 pr-3">{d.product}</th>
                <th scope="col" className="py-2 pr-3 text-right">{d.price}</th>
                <th scope="col" className="py-2 pr-3 text-right">{d.quantity}</th>
                <th scope="col" className="py-2 text-right">{d.lineTotal}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {order.items.map((item, i) => (
                <tr key={`${item.productName}-${i}`}>
                  <td className="py-2 pr-3">{item.productName}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right">{formatKurus(item.unitPriceKurus)}</td>
                  <td className="py-2 pr-3 text-right">{item.quantity}</td>
                  <td className="whitespace-nowrap py-2 text-right">{formatKurus(item.unitPriceKurus * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200">
              <tr>
                <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal text-gray-700">{d.subtotal}</th>
                <td className="whitespace-nowrap py-1 text-right">{formatKurus(order.subtotalKurus)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal text-gray-700">{d.shipping}</th>
                <td className="whitespace-nowrap py-1 text-right">{order.shippingKurus === 0 ? d.free : formatKurus(order.shippingKurus)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-bold">{d.grandTotal}</th>
                <td className="whitespace-nowrap py-1 text-right font-bold" data-testid="detail-total">{formatKurus(order.totalKurus)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby="detail-status" className="space-y-4 rounded-lg border border-gray-200 p-4">
        <h3 id="detail-status" className="font-bold text-gray-900">{d.status}</h3>
        <div>
          <label htmlFor="detail-status-select" className="block font-semibold">{d.status}</label>
          <select
            id="detail-status-select"
            name="status"
            value={pendingStatus ?? order.status}
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
            {STATUSES.map((s) => (
              <option key={s} value={s} disabled={s === "shipped" && order.status !== "shipped"}>
                {s === "shipped" && order.status !== "shipped" ? d.statusShippedOption : t.orderStatus[s]}
              </option>
            ))}
          </select>
          <p id="detail-status-help" className="mt-1 text-xs text-gray-700">
            {d.statusHelp} {d.stockNote}
          </p>
        </div>

        {order.status === "shipped" ? (
          order.trackingNumber && <p className="font-semibold text-indigo-900">{d.shippedWith(order.trackingNumber)}</p>
        ) : (
          <fetcher.Form
            method="post"
            onSubmit={() => {
              submitted.current = true;
            }}
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="ship" />
            <input type="hidden" name="orderId" value={order.id} />
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
            <button
              type="submit"
              disabled={saving || tracking.trim() === ""}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
              data-testid="detail-ship"
            >
              <Truck aria-hidden="true" className="h-4 w-4" /> {d.ship}
            </button>
          </fetcher.Form>
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
