import { Link } from "react-router";
import { formatDimensions, formatMeasure } from "~/lib/format";
import { productText } from "~/lib/i18n/product";
import { productPageText } from "~/lib/i18n/product-page";
import { formatKurus } from "~/lib/money";
import type { ShippingRule } from "~/lib/shop-settings";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { DeliveryPromise } from "./delivery-promise";
import { CartFreeShippingProgress } from "./free-shipping-progress";
import { DiscountBadge, Price } from "./price";
import { type IconName, ShopIcon } from "./shop-icon";
import { ProductPurchase } from "./product-purchase";

/** The product page's text column: name, price, stock, description, categories, facts, buying and shipping. */
export function ProductInfo({ product, withdrawalDays, shippingRule }: { product: ProductDetail; withdrawalDays: number; shippingRule: ShippingRule }) {
  const soldOut = product.stock <= 0;
  // What this product's shipping costs alone: under a flat fee, the fee (docs/product.md#shipping).
  const shippingCost = shippingRule.kind === "flat" ? shippingRule.flatFee : product.shippingCostKurus;
  return (
    <section>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{product.name}</h1>
        {product.isNew && <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">{productText.newBadge}</span>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Price kurus={product.priceKurus} original={product.originalPriceKurus} size="lg" />
        <DiscountBadge
          kurus={product.priceKurus}
          original={product.originalPriceKurus}
          label={productText.discountOff}
          className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white"
        />
      </div>
      <p className="mt-3">
        <span
          data-testid="stock-pill"
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${soldOut ? "bg-gray-200 text-gray-900" : "bg-emerald-50 text-emerald-800"}`}
        >
          {soldOut ? productText.outOfStock : productText.inStock(product.stock)}
        </span>
      </p>
      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-gray-700">{productText.description}</h2>
      <p className="mt-2 whitespace-pre-line text-gray-800">{product.description}</p>
      {product.categories.length > 0 && (
        <p className="mt-4 text-sm text-gray-700">
          <span className="font-semibold">{productText.categories}: </span>
          {product.categories.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ", "}
              <Link to={`/products?category=${c.slug}`} className="underline hover:text-brand-700">
                {c.name}
              </Link>
            </span>
          ))}
        </p>
      )}
      {(product.dimensions || product.weight) && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
          {product.dimensions && (
            <>
              <dt className="font-semibold">{productText.dimensions}</dt>
              <dd>{formatDimensions(product.dimensions)}</dd>
            </>
          )}
          {product.weight && (
            <>
              <dt className="font-semibold">{productText.weight}</dt>
              <dd>{formatMeasure(product.weight)}</dd>
            </>
          )}
        </dl>
      )}
      {/* A new product (similar-product link) starts fresh: quantity 1, no "added" confirmation. */}
      <ProductPurchase key={product.id} product={product} />
      {!soldOut && <CartFreeShippingProgress rule={shippingRule} className="mt-4" />}
      {!soldOut && <DeliveryPromise />}
      {/* What the shop promises, beside the buttons: payment, returns, shipping, the card and the packaging. */}
      <ul className="mt-6 grid gap-2 text-sm text-gray-800 sm:grid-cols-2" data-testid="trust-promises">
        <TrustPromise icon="lock">{productPageText.securePayment}</TrustPromise>
        <TrustPromise icon="returns">
          <Link to="/refund-policy" className="underline hover:text-brand-700">
            {productPageText.returns(withdrawalDays)}
          </Link>
        </TrustPromise>
        <TrustPromise icon="truck-plain">
          {shippingCost === 0 ? productText.freeShippingBadge : productText.shippingCost(formatKurus(shippingCost))}
          {" · "}
          <Link to="/delivery-info" className="underline hover:text-brand-700">
            {productPageText.deliveryInfo}
          </Link>
        </TrustPromise>
        <TrustPromise icon="check">{productText.features.messageCard}</TrustPromise>
        <TrustPromise icon="check">{productText.features.safePackaging}</TrustPromise>
      </ul>
    </section>
  );
}

function TrustPromise({ icon, children }: { icon: IconName; children: React.ReactNode }) {
  return (
    <li className="trust-promise">
      <ShopIcon name={icon} className="h-5 w-5" />
      <span>{children}</span>
    </li>
  );
}
