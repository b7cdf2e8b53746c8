// The order page's pieces (docs/product.md#order-page): the heading for the order's state, its facts with the
// tracking link, and its items (with the options as ordered, docs/product.md#options-and-variants) and the totals.
import { Link } from "react-router";
import { PersonalLineValues } from "~/components/orders/personal-line-values";
import { ProductImage, THUMBNAIL_WIDTHS } from "~/components/shop/product-image";
import { Badge } from "~/components/ui/badge";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { formatDateTime } from "~/lib/dates";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { confirmationText, paymentStatusText, paymentText } from "~/lib/i18n/order";
import { proofStateText } from "~/lib/i18n/personalisation";
import { shippingText } from "~/lib/i18n/shipping";
import { cartDiscountText } from "~/lib/i18n/cart";
import { orderDiscountLabel } from "~/lib/order-discounts";
import { formatKurus } from "~/lib/money";
import { orderLineLabel } from "~/lib/order-lines";
import type { ShopperOrderState } from "~/lib/order-lifecycle";
import { requestedDeliveryDay } from "~/lib/requested-delivery-date";
import { type Carrier, carrierTrackingUrl, findCarrier, fullAddress, type OrderSeller } from "~/lib/shop-settings";
import type { ConfirmationOrder } from "~/modules/orders/order-view.server";
import { OrderVatRows } from "./order-vat";
import { type IconName, ShopIcon } from "./shop-icon";
import { OrderContractLink } from "./order-contract-link";

const t = confirmationText;

/** The heading, its text and its icon for each state (docs/product.md#order-page): no success for an order that will not arrive. */
const headings: Record<ShopperOrderState, { title: string; text: string; icon: IconName; colour: string }> = {
  paying: { title: t.pendingTitle, text: t.pendingText, icon: "clock", colour: "text-amber-600" },
  received: { title: t.successTitle, text: t.successText, icon: "check-circle", colour: "text-emerald-600" },
  shipped: { title: t.shippedTitle, text: t.shippedText, icon: "truck", colour: "text-indigo-600" },
  delivered: { title: t.deliveredTitle, text: t.deliveredText, icon: "check-circle", colour: "text-emerald-600" },
  "payment-failed": { title: t.failedTitle, text: t.failedText, icon: "x-circle", colour: "text-red-600" },
  expired: { title: t.expiredTitle, text: t.expiredText, icon: "x-circle", colour: "text-red-600" },
  "cancelled-unpaid": { title: t.cancelledTitle, text: t.cancelledUnpaidText, icon: "x-circle", colour: "text-gray-600" },
  "cancelled-refunded": { title: t.cancelledTitle, text: t.cancelledRefundedText, icon: "x-circle", colour: "text-gray-600" },
  "cancelled-refund-pending": { title: t.cancelledTitle, text: t.cancelledRefundPendingText, icon: "x-circle", colour: "text-gray-600" },
};

/** A paid order whose proof the buyer has not approved yet: nothing is prepared until then (docs/product.md#proof). */
function awaitingProof(
  order: Pick<ConfirmationOrder, "state" | "proofState">,
): order is ConfirmationOrder & { proofState: NonNullable<ConfirmationOrder["proofState"]> } {
  return order.state === "received" && order.proofState !== null && order.proofState !== "approved";
}

/** States in which the order is still on its way to the recipient. */
export const LIVE_STATES: ShopperOrderState[] = ["paying", "received", "shipped"];

/** The state's icon, heading and text; what was refunded; while a simulated payment settles, a spinner line. */
export function OrderHeading({ order }: { order: ConfirmationOrder }) {
  const heading = headings[order.state];
  const processing = order.paymentStatus === "pending" && order.paymentMethod === "simulated";
  return (
    <div className="text-center" role="status" aria-live="polite">
      <ShopIcon name={heading.icon} className={`mx-auto h-16 w-16 ${heading.colour}`} />
      <h1 className="mt-4 text-3xl font-extrabold" data-testid="order-heading" data-state={order.state}>
        {heading.title}
      </h1>
      <p className="mt-2 text-gray-700">{awaitingProof(order) ? t.successTextAwaitingProof : heading.text}</p>
      {order.refundedKurus > 0 && (
        <p className="mt-2 font-semibold text-gray-900" data-testid="order-refunded">
          {t.refunded(formatKurus(order.refundedKurus))}
        </p>
      )}
      {processing && (
        <p
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900"
          data-testid="payment-processing"
        >
          <ShopIcon name="spinner" className="h-4 w-4 animate-spin" /> {t.processing}
        </p>
      )}
      {order.paymentStatus === "pending" && order.paymentUrl && (
        <p className="mt-3">
          <Link to={`/payment/${order.id}`} className="font-semibold text-brand-700 underline">
            {paymentText.title}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Number, date, status with payment, tracking (with the carrier's link) and the delivery date. */
export function OrderFacts({ order }: { order: ConfirmationOrder }) {
  return (
    <dl className="mt-8 grid gap-4 rounded-2xl border border-gray-200 p-5 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-gray-700">{t.orderNumber}</dt>
        <dd className="text-lg font-bold" data-testid="order-number">
          {order.orderNumber}
        </dd>
        {order.hasContract && (
          <dd>
            <OrderContractLink orderId={order.id} className="mt-1 inline-block text-sm" />
          </dd>
        )}
      </div>
      <div>
        <dt className="text-sm text-gray-700">{t.orderDate}</dt>
        <dd className="font-semibold">{formatDateTime(order.createdAt)}</dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">{t.status}</dt>
        <dd>
          {awaitingProof(order) ? (
            <Badge colour="amber" size="md" testId="order-status">
              {proofStateText[order.proofState]}
            </Badge>
          ) : (
            <OrderStatusBadge status={order.shopperStatus} size="md" testId="order-status" />
          )}
          <span className="ml-2 text-sm text-gray-700">
            {t.paymentStatus}: <strong data-testid="payment-status">{paymentStatusText[order.paymentStatus]}</strong>
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">{t.trackingNumber}</dt>
        <dd className="font-semibold" data-testid="order-tracking">
          {order.trackingNumber ? (
            <TrackingInfo order={order} />
          ) : (
            <span className="font-normal text-gray-700">{LIVE_STATES.includes(order.state) ? t.trackingPending : "—"}</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">{deliveryDateText.requestedDate}</dt>
        <dd className="font-semibold" data-testid="requested-delivery-date">
          {requestedDeliveryDay(order.requestedDeliveryDate)}
        </dd>
      </div>
      {order.status === "delivered" && order.deliveredAt && (
        <div>
          <dt className="text-sm text-gray-700">{shippingText.delivered}</dt>
          <dd className="font-semibold" data-testid="delivered-at">
            {formatDateTime(order.deliveredAt)}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The items with line totals, the subtotal, shipping, each discount ("İndirim (SEVGILI20)" −₺…) and the total paid. */
export function OrderItems({ order }: { order: ConfirmationOrder }) {
  return (
    <section className="mt-6 rounded-2xl border border-gray-200 p-5" aria-labelledby="items-heading">
      <h2 id="items-heading" className="text-lg font-bold">
        {t.items}
      </h2>
      <ul className="mt-3 divide-y divide-gray-100">
        {order.items.map((item, i) => (
          <li key={`${item.productSlug}-${item.sku ?? i}`} className="flex items-center gap-3 py-3" data-testid="order-item">
            <ProductImage
              image={item.imagePath ? { path: item.imagePath, width: 160, height: 160 } : null}
              alt=""
              sizes="56px"
              width={160}
              widths={THUMBNAIL_WIDTHS}
              className="h-14 w-14 rounded-lg"
            />
            <div className="min-w-0 flex-1">
              <span className="block break-words font-semibold">{item.productName}</span>
              {item.optionValues.length > 0 && (
                <span className="block text-sm text-gray-700" data-testid="order-item-options">
                  {orderLineLabel(item)}
                </span>
              )}
              {item.personal.length > 0 && <PersonalLineValues values={item.personal} />}
              <span className="block text-sm text-gray-700">
                {t.quantityTimes(item.quantity)} × {formatKurus(item.unitPriceKurus)}
              </span>
              {item.discountKurus > 0 && (
                <span className="block text-sm font-semibold text-emerald-800" data-testid="order-item-discount">
                  {cartDiscountText.lineDiscount(formatKurus(item.discountKurus))}
                </span>
              )}
            </div>
            <span className="whitespace-nowrap font-semibold">{formatKurus(item.unitPriceKurus * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t.subtotal}</dt>
          <dd>{formatKurus(order.subtotalKurus)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t.shipping}</dt>
          <dd>{order.shippingKurus === 0 ? t.free : formatKurus(order.shippingKurus)}</dd>
        </div>
        {order.discounts.map((discount, i) => (
          <div
            key={`${discount.label}-${discount.target}-${i}`}
            className="flex justify-between gap-3 font-semibold text-emerald-800"
            data-testid="order-discount"
          >
            <dt className="min-w-0 break-words">{orderDiscountLabel(discount)}</dt>
            <dd className="shrink-0">{cartDiscountText.minus(formatKurus(discount.amountKurus))}</dd>
          </div>
        ))}
        <div className="flex justify-between text-base font-bold">
          <dt>{t.total}</dt>
          <dd data-testid="order-total">{formatKurus(order.totalKurus)}</dd>
        </div>
        <OrderVatRows order={order} />
      </dl>
    </section>
  );
}

/** The tracking number, the carrier and, when the carrier has one, a link to its tracking page. */
function TrackingInfo({ order }: { order: { trackingNumber: string | null; carrier: string | null; carriers: Carrier[] } }) {
  const carrier = findCarrier(order.carrier, order.carriers);
  const href = carrierTrackingUrl(order.carrier, order.trackingNumber, order.carriers);
  return (
    <>
      <span data-testid="tracking-number">{order.trackingNumber}</span>
      {carrier && (
        <span className="block text-sm font-normal text-gray-700" data-testid="tracking-carrier">
          {carrier.name}
        </span>
      )}
      {href && carrier && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="mt-1 block text-sm text-brand-700 underline" data-testid="tracking-link">
          {shippingText.trackingLink}
          <span className="sr-only">{shippingText.trackingLinkNote(carrier.name)}</span>
        </a>
      )}
    </>
  );
}

/** Where to write with a question: the sentence with the shop's address in it once, as a mailto link; and the seller, when given. */
export function OrderSupport({ email, seller }: { email: string; seller?: OrderSeller }) {
  // The text is one sentence with the address inside; it is cut where the address goes to put the link there.
  const mark = "\u0000";
  const [before, after = ""] = t.supportText(mark).split(mark);
  return (
    <section className="mt-6 flex items-start gap-3 rounded-2xl bg-gray-50 p-5" aria-labelledby="support-heading">
      <ShopIcon name="mail" className="mt-1 h-5 w-5 text-brand-600" />
      <div>
        <h2 id="support-heading" className="font-bold">
          {t.support}
        </h2>
        <p className="text-sm text-gray-700" data-testid="order-support">
          {before}
          <a href={`mailto:${email}`} className="font-semibold underline">
            {email}
          </a>
          {after}
        </p>
        {seller && (
          <p className="mt-2 text-sm text-gray-700" data-testid="order-seller">
            {t.seller}: {seller.companyName}, {fullAddress(seller)}
          </p>
        )}
      </div>
    </section>
  );
}
