import { Link } from "react-router";
import { formatDimensions, formatMeasure } from "~/lib/format";
import { productText } from "~/lib/i18n/product";
import { productPageText } from "~/lib/i18n/product-page";
import { OPTIONAL_PERSONALISATION_WITHDRAWAL_NOTE, PERSONALISED_WITHDRAWAL_NOTE } from "~/lib/i18n/personal-fields";
import { formatKurus } from "~/lib/money";
import type { ShippingRule } from "~/lib/shop-settings";
import { variantPickerText } from "~/lib/i18n/variant-picker";
import { salePriceText } from "~/lib/i18n/sale-price";
import { offerRuleText } from "~/lib/i18n/campaigns";
import type { ShopVariant } from "~/lib/variants";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { LOW_STOCK_LIMIT } from "./cart-item-from";
import { OptionPicker } from "./option-picker";
import { DeliveryPromise } from "./delivery-promise";
import { CartFreeShippingProgress } from "./free-shipping-progress";
import { DiscountBadge, Price } from "./price";
import { type IconName, ShopIcon } from "./shop-icon";
import { ProductPurchase } from "./product-purchase";
import { ProductRatingLink } from "./rating-stars";
import { usePersonalisation } from "./personal-fields";

/** What the shopper has chosen of a product with options: the values shown chosen and the variant they name. */
export interface VariantChoice {
  chosen: string[];
  /** Undefined when the chosen values name no variant the product sells. */
  variant: ShopVariant | undefined;
  /** The form without JavaScript sent a combination that is not sold: the page says so. */
  unknown: boolean;
  onChoose(index: number, value: string): void;
}

/**
 * The product page's text column: name, price, stock, options, description, categories, facts, buying and
 * shipping. Price, stock and the purchase box are the chosen variant's (docs/product.md#options-and-variants).
 */
export function ProductInfo({
  product,
  choice,
  withdrawalDays,
  shippingRule,
  personalErrors,
}: {
  product: ProductDetail;
  choice: VariantChoice;
  withdrawalDays: number;
  shippingRule: ShippingRule;
  /** What the cart refused of the personal fields (the form without JavaScript), by field id. */
  personalErrors?: Record<string, string>;
}) {
  const { variant } = choice;
  const hasOptions = product.options.length > 0;
  const missing = hasOptions && !variant;
  const priceKurus = variant?.priceKurus ?? product.priceKurus;
  const originalPriceKurus = variant ? variant.originalPriceKurus : product.originalPriceKurus;
  const stock = missing ? 0 : (variant?.stock ?? product.stock);
  // The scheduled sale the shown price belongs to (docs/product.md#sale-prices).
  const saleEndsAt = product.saleEndsAt && (variant ? variant.onSale : product.variants.some((v) => v.onSale)) ? new Date(product.saleEndsAt) : null;
  const soldOut = stock <= 0;
  // What this product's shipping costs alone: under a flat fee, the fee (docs/product.md#shipping).
  const shippingCost = shippingRule.kind === "flat" ? shippingRule.flatFee : product.shippingCostKurus;
  // Made to the buyer's wishes: no right of withdrawal, said where the returns promise would be (docs/product.md#personalised-gifts).
  const personalised = product.personalisation.fields.length > 0;
  // Always made to the buyer's wishes (a required text or photo): no right of withdrawal at all; with optional fields
  // only when the buyer fills them, so the return promise stays and the note says when it does not apply.
  const alwaysPersonal = product.personalisation.fields.some((field) => field.required);
  const personal = usePersonalisation(product.id, product.personalisation, personalErrors);
  return (
    <section>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{product.name}</h1>
        {product.isNew && <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">{productText.newBadge}</span>}
      </div>
      {product.rating && <ProductRatingLink rating={product.rating} />}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Price kurus={priceKurus} original={originalPriceKurus} size="lg" />
        <DiscountBadge
          kurus={priceKurus}
          original={originalPriceKurus}
          label={productText.discountOff}
          className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white"
        />
      </div>
      {product.offers && product.offers.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="product-offers">
          {product.offers.map((offer) => (
            <li key={offer.campaignId} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">
              {offerRuleText(offer.rule, offer.minBasketKurus)}
            </li>
          ))}
        </ul>
      )}
      {saleEndsAt && (
        <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="sale-ends">
          {salePriceText.endsAt(saleEndsAt)}
        </p>
      )}
      <p className="mt-3">
        <span
          data-testid="stock-pill"
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${soldOut ? "bg-gray-200 text-gray-900" : "bg-emerald-50 text-emerald-800"}`}
        >
          {missing ? variantPickerText.unavailable : soldOut ? productText.outOfStock : productText.inStock(stock)}
        </span>
        {hasOptions && stock > 0 && stock < LOW_STOCK_LIMIT && (
          <span className="ml-2 text-sm font-bold text-orange-700" data-testid="low-stock">
            {productText.lastItems(stock)}
          </span>
        )}
      </p>
      {hasOptions && (
        <OptionPicker slug={product.slug} options={product.options} variants={product.variants} chosen={choice.chosen} onChoose={choice.onChoose} />
      )}
      {choice.unknown && missing && (
        <p role="alert" className="mt-3 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900" data-testid="unknown-choice">
          {variantPickerText.unknownChoice}
        </p>
      )}
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
      <ProductPurchase
        key={`${product.id}:${variant?.id ?? ""}`}
        product={product}
        variant={hasOptions ? variant : undefined}
        missing={missing}
        personal={personal}
      />
      {!soldOut && <CartFreeShippingProgress rule={shippingRule} className="mt-4" />}
      {!soldOut && <DeliveryPromise />}
      {/* What the shop promises, beside the buttons: payment, returns, shipping, the card and the packaging. */}
      <ul className="mt-6 grid gap-2 text-sm text-gray-800 sm:grid-cols-2" data-testid="trust-promises">
        <TrustPromise icon="lock">{productPageText.securePayment}</TrustPromise>
        {!alwaysPersonal && (
          <TrustPromise icon="returns">
            <Link to="/refund-policy" className="underline hover:text-brand-700">
              {productPageText.returns(withdrawalDays)}
            </Link>
          </TrustPromise>
        )}
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
      {personalised && (
        <p className="mt-3 flex gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800" data-testid="personal-withdrawal-note">
          <ShopIcon name="returns" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            {alwaysPersonal ? PERSONALISED_WITHDRAWAL_NOTE : OPTIONAL_PERSONALISATION_WITHDRAWAL_NOTE}{" "}
            <Link to="/refund-policy" className="underline hover:text-brand-700">
              {productPageText.refundPolicy}
            </Link>
          </span>
        </p>
      )}
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
