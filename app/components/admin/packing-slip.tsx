// One printed page per order (docs/product.md#packing-slips): who receives the parcel, what goes in it, and
// the anonymous message as a card to cut out and put in the box. Print CSS only: each slip but the last
// ends its page (break-after: page), and the screen's toolbar is not printed.
import { Scissors } from "lucide-react";
import { formatDateAndTime } from "~/lib/dates";
import { deliveryDateText } from "~/lib/i18n/delivery";
import { packingText as t } from "~/lib/i18n/packing";
import { thanksCardText as tc } from "~/lib/i18n/thanks-card";
import { requestedDeliveryDay } from "~/lib/requested-delivery-date";
import { fullAddress } from "~/lib/shop-settings";
import { formatPhone } from "~/lib/turkish-phone";
import type { PackingSlip } from "~/modules/orders/packing-slips.server";
import { Anonymised } from "./anonymised";
import { OrderLineProduct } from "./order-line-product";

export function PackingSlipPage({ slip }: { slip: PackingSlip }) {
  const itemCount = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  const message = slip.anonymousMessage.trim();
  return (
    <section
      aria-label={t.slipOf(slip.orderNumber)}
      className="packing-slip mx-auto max-w-3xl break-after-page rounded-xl border border-gray-300 bg-white p-6 text-gray-900 last:break-after-auto print:max-w-none print:rounded-none print:border-0 print:p-0"
      data-testid="packing-slip"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-300 pb-3">
        <h2 className="text-xl font-extrabold">
          {t.orderNumber}:{" "}
          <span className="font-mono" data-testid="slip-order-number">
            {slip.orderNumber}
          </span>
        </h2>
        <p className="text-sm text-gray-700">
          {t.orderDate}: {formatDateAndTime(slip.createdAt)}
        </p>
      </header>

      <p className="mt-2 text-xs text-gray-700" data-testid="slip-seller">
        <span className="font-semibold">{t.seller}:</span> {slip.seller.shopName} · {slip.seller.companyName} · {fullAddress(slip.seller)} · {slip.seller.phone}
      </p>

      <div className="mt-4">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{t.recipient}</h3>
        {slip.anonymisedAt ? (
          <p className="mt-1 text-lg" data-testid="slip-address">
            <Anonymised />
          </p>
        ) : (
          <>
            <address className="mt-1 whitespace-pre-line text-lg not-italic leading-snug" data-testid="slip-address">
              <strong>{slip.recipientName}</strong>
              {"\n"}
              {slip.recipientAddress}
              {"\n"}
              {slip.recipientPostalCode} {slip.recipientCity}
            </address>
            <p className="mt-1 text-sm">
              {t.phone}: {formatPhone(slip.recipientPhone)}
            </p>
          </>
        )}
        <p className="mt-1 text-sm font-semibold" data-testid="slip-delivery-date">
          {deliveryDateText.requestedDate}: {requestedDeliveryDay(slip.requestedDeliveryDate)}
        </p>
      </div>

      <div className="mt-5">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{t.items}</h3>
        <table className="mt-1 w-full border-collapse text-left text-sm" data-testid="slip-items">
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="w-8 py-1.5 pr-2">
                <span className="sr-only">✓</span>
              </th>
              <th scope="col" className="py-1.5 pr-2">
                {t.product}
              </th>
              <th scope="col" className="py-1.5 text-right">
                {t.quantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.items.map((item, i) => (
              <tr key={`${item.productName}-${i}`} className="border-b border-gray-200" data-testid="slip-item">
                <td className="py-2 pr-2">
                  <span aria-hidden="true" className="inline-block h-4 w-4 border border-gray-500" />
                </td>
                <td className="py-2 pr-2">
                  <OrderLineProduct line={item} admin={false} thumbPx={48} />
                </td>
                <td className="py-2 text-right font-semibold">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-right text-sm text-gray-700">{t.itemCount(itemCount)}</p>
      </div>

      <div className="mt-8 border-t-2 border-dashed border-gray-400 pt-2">
        <p className="flex items-center gap-2 text-xs text-gray-600">
          <Scissors aria-hidden="true" className="h-4 w-4" /> {t.cardHelp}
        </p>
        <figure className="mx-auto mt-3 max-w-md rounded-lg border border-gray-400 p-6 text-center break-inside-avoid" data-testid="slip-card">
          <figcaption className="sr-only">{t.card}</figcaption>
          <blockquote className="whitespace-pre-line font-serif text-lg italic leading-relaxed">
            {slip.anonymisedAt ? <Anonymised /> : message || t.noMessage}
          </blockquote>
          {slip.thanksCard && <CardThanksCode card={slip.thanksCard} />}
        </figure>
      </div>
    </section>
  );
}

/** The card's thank-you code: the QR of the recipient's page, the address to type and the code, black on white. */
function CardThanksCode({ card }: { card: NonNullable<PackingSlip["thanksCard"]> }) {
  return (
    <div
      className="mt-5 flex flex-col items-center gap-4 border-t border-gray-300 pt-4 text-center text-black break-inside-avoid sm:flex-row sm:text-left"
      data-testid="slip-thanks"
    >
      {/* The SVG is drawn on the server by `qrcode` from the shop's own address and the code: no outside text in it. */}
      <div
        role="img"
        aria-label={tc.slip.qrLabel(card.shortAddress)}
        className="h-24 w-24 shrink-0 bg-white [&>svg]:h-full [&>svg]:w-full"
        data-testid="slip-thanks-qr"
        dangerouslySetInnerHTML={{ __html: card.qrSvg }}
      />
      <div className="min-w-0 text-sm leading-snug">
        <p>{tc.slip.invite}</p>
        <p className="mt-2 font-semibold [overflow-wrap:anywhere]" data-testid="slip-thanks-address">
          {card.shortAddress}
        </p>
        <p className="whitespace-nowrap font-mono text-base font-bold tracking-wide" data-testid="slip-thanks-code">
          <span className="sr-only">{tc.slip.codeLabel}: </span>
          {card.code}
        </p>
      </div>
    </div>
  );
}
