// /admin/orders: the order list (filtered by status and a search term, 20 a page), its CSV export, and the
// dialog in which an order's status is set or the order is shipped.
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { data, useSearchParams } from "react-router";
import { OrderDetail } from "~/components/admin/order-detail";
import { OrderFilters } from "~/components/admin/order-filters";
import { ORDER_TO_OPEN_PARAM } from "~/components/admin/order-links";
import { OrdersTable } from "~/components/admin/orders-table";
import { AdminPagination } from "~/components/admin/pagination";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { readForm } from "~/modules/platform/form-data.server";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { proofText } from "~/lib/i18n/proof";
import { adminText } from "~/lib/i18n/admin";
import { packingText } from "~/lib/i18n/packing";
import { parsePage } from "~/lib/input";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import {
  type AdminOrderFailure,
  filterFromSearchParams,
  listAdminOrdersWithHistory,
  parseOrderAction,
  shippingCarriers,
  TRACKING_NUMBER_MAX_LENGTH,
} from "~/modules/orders/admin-orders.server";
import { applyOrderAction } from "~/modules/payments/order-actions.server";
import { withOrderInvoices } from "~/modules/invoices/admin-invoices.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { adminProofAction, withOrderProofs } from "~/modules/personalisation/proof-routes.server";
import type { Route } from "./+types/orders";

const t = adminOrdersText;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const filter = filterFromSearchParams(url.searchParams);
  const page = parsePage(url.searchParams.get("page"), 100_000);
  const [list, settings] = await Promise.all([listAdminOrdersWithHistory(context.db, filter, { page }), getShopSettings(context.db)]);
  return data(
    {
      ...list,
      // Each order that needs a proof carries its proofs (signed links to their images): the dialog's proof panel.
      rows: await withOrderInvoices(context.db, await withOrderProofs(context.db, list.rows, settings)),
      filter: { status: filter.status ?? "", q: filter.query ?? "" },
      trackingMaxLength: TRACKING_NUMBER_MAX_LENGTH,
      // Every carrier's name (an order keeps one since disabled), and the ones to ship with now.
      carriers: settings.carriers.map(({ id, name }) => ({ id, name })),
      shipCarriers: shippingCarriers(settings),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The message of docs/product.md#admin-orders, with what went wrong when it is known. */
function failureMessage(reason: AdminOrderFailure, productName?: string): string {
  const d = t.detail;
  const why: Partial<Record<AdminOrderFailure, string>> = {
    "tracking-required": d.trackingRequired,
    "tracking-too-long": d.trackingTooLong(TRACKING_NUMBER_MAX_LENGTH),
    "carrier-unavailable": d.carrierUnavailable,
    "not-found": d.notFound,
    "not-allowed": d.notAllowed,
    "not-paid": d.notPaid,
    refunded: d.alreadyRefunded,
    "awaiting-proof": proofText.productionWaits,
    "out-of-stock": d.outOfStock(productName ?? ""),
    "refund-too-large": d.refundTooLarge,
    "refund-amount-malformed": d.refundAmountMalformed,
    "refund-amount-not-positive": d.refundAmountNotPositive,
    "refund-unavailable": d.refundUnavailable,
    "refund-pending": d.refundPending,
    "refund-lines-invalid": d.refundLinesInvalid,
    "refund-lines-too-many": d.refundLinesTooMany,
    "note-required": d.noteRequired,
  };
  return why[reason] ? `${d.updateError}: ${why[reason]}` : d.updateError;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readForm(request, { maxBytes: 21 * 1024 * 1024 });
  if (!form) return data({ ok: false, error: t.detail.updateError }, { status: 400 });
  // The proof of a personalised order: uploaded here, mailed to the buyer (docs/product.md#proof).
  if (form.get("intent") === "proof") return adminProofAction(context, form, admin, auditBy(admin, context));
  const parsed = parseOrderAction(form);
  if (!parsed) return data({ ok: false, error: t.detail.updateError }, { status: 400 });
  try {
    const result = await applyOrderAction(context, parsed, admin.email, auditBy(admin, context));
    if (!result.ok) return data({ ok: false, error: failureMessage(result.reason, result.productName) }, { status: result.reason === "not-found" ? 404 : 400 });
    if (parsed.intent !== "note") context.jobs.kickMail();
    context.logger.info({ orderId: parsed.orderId, intent: parsed.intent }, "admin updated an order");
    return data({ ok: true, error: null });
  } catch (error) {
    context.logger.error({ err: error, orderId: parsed.orderId }, "admin order update failed");
    return data({ ok: false, error: t.detail.updateError }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${t.orders.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

type OrderRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, filter, trackingMaxLength, carriers, shipCarriers } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // Opened from a link naming one order (the dashboard's latest orders): its dialog opens at once.
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get(ORDER_TO_OPEN_PARAM));
  // The dialog shows the newest version of the order after the list reloads.
  const current: OrderRow | null = rows.find((r) => r.id === selectedId) ?? null;
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

  function closeDetail() {
    setSelectedId(null);
    if (!searchParams.has(ORDER_TO_OPEN_PARAM)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(ORDER_TO_OPEN_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{t.orders.title}</h1>
          <p className="mt-1 text-sm text-gray-700">{t.orders.intro}</p>
        </div>
        {/* A plain download, not a client-side navigation. */}
        <a href={csvHref} download className={buttonClass({ variant: "secondary", className: "text-sm" })} data-testid="orders-csv">
          <Download aria-hidden="true" className="h-4 w-4" /> {t.orders.csv}
        </a>
      </div>

      <OrderFilters status={filter.status} q={filter.q} />

      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700" data-testid="orders-empty">
          {filtered ? t.orders.noMatch : t.orders.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {t.orders.count(total)}
          </p>
          {/* The row checkboxes join this form by its id: a plain GET, so it works without JavaScript. */}
          <form id="packing-slips-form" method="get" action="/admin/packing-slips" className="flex justify-end">
            <Button type="submit" variant="secondary" size="sm" data-testid="packing-selected">
              <Printer aria-hidden="true" className="h-4 w-4" /> {packingText.selectedSubmit}
            </Button>
          </form>
          <OrdersTable rows={rows} onOpen={(order) => setSelectedId(order.id)} selectForm="packing-slips-form" />
          <AdminPagination page={page} pages={pages} href={pageHref} />
        </>
      )}

      <Dialog open={current !== null} onClose={closeDetail} title={current ? t.detail.title(current.orderNumber) : ""} size="lg">
        {current && (
          <OrderDetail
            key={current.id}
            order={current}
            events={current.events}
            refunds={current.refunds}
            trackingMaxLength={trackingMaxLength}
            carriers={carriers}
            shipCarriers={shipCarriers}
            onDone={closeDetail}
          />
        )}
      </Dialog>
    </div>
  );
}
