import { MessageSquareHeart, PackageCheck, RotateCcw, Truck } from "lucide-react";
import { Link } from "react-router";
import { productText } from "~/lib/i18n/product";
import { formatKurus } from "~/lib/money";
import type { ProductDetail } from "~/modules/catalog/queries.server";
import { DeliveryPromise } from "./delivery-promise";
import { DiscountBadge, Price } from "./price";
import { ProductPurchase } from "./product-purchase";

/** The product page's text column: name, price, stock, description, categories, facts, buying and shipping. */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const soldOut = product.stock <= 0;
  const features = [
    { icon: Truck, text: product.shippingCostKurus === 0 ? productText.freeShippingBadge : productText.features.fastShipping },
    { icon: MessageSquareHeart, text: productText.features.messageCard },
    { icon: PackageCheck, text: productText.features.safePackaging },
    { icon: RotateCcw, text: productText.features.returnGuarantee },
  ];

  return (
    <section>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{product.name}</h1>
        {product.isNew && <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">{productText.newBadge}</span>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Price kurus={product.priceKurus} original={product.originalPriceKurus} size="lg" />
        <DiscountBadge kurus={product.priceKurus} original={product.originalPriceKurus} label={productText.discountOff} className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white" />
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
              <Link to={`/products?category=${c.slug}`} className="underline hover:text-brand-700">{c.name}</Link>
            </span>
          ))}
        </p>
      )}
      {(product.dimensions || product.weight) && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
          {product.dimensions && (
            <>
              <dt className="font-semibold">{productText.dimensions}</dt>
              <dd>
                {[product.dimensions.width, product.dimensions.height, product.dimensions.depth].filter((v) => v != null).join(" × ")} {product.dimensions.unit}
              </dd>
            </>
          )}
          {product.weight && (
            <>
              <dt className="font-semibold">{productText.weight}</dt>
              <dd>{`${product.weight.value} ${product.weight.unit}`}</dd>
            </>
          )}
        </dl>
      )}
      {/* A new product (similar-product link) starts fresh: quantity 1, no "added" confirmation. */}
      <ProductPurchase key={product.id} product={product} />
      {!soldOut && <DeliveryPromise />}
      <p className="mt-3 text-sm text-gray-700">
        {product.shippingCostKurus === 0 ? productText.freeShippingBadge : productText.shippingCost(formatKurus(product.shippingCostKurus))}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 text-sm">
        {features.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 rounded-lg bg-gray-50 p-3 text-gray-800">
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
