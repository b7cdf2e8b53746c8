import { Check, MessageSquareHeart, PackageCheck, RotateCcw, ShoppingBag, ShoppingCart, Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { data, Form, isRouteErrorResponse, Link, useNavigate } from "react-router";
import { useCart } from "~/components/shop/cart-context";
import { NotFoundView } from "~/components/shop/not-found-view";
import { cartItemFrom, ProductGrid } from "~/components/shop/product-card";
import { DiscountBadge, Price } from "~/components/shop/price";
import { ProductImage } from "~/components/shop/product-image";
import { QuantityStepper } from "~/components/shop/quantity-stepper";
import { productText } from "~/lib/i18n/product";
import { tr } from "~/lib/i18n/tr";
import { imageSrcSet, imageUrl } from "~/lib/media";
import { formatKurus, kurusToDecimalString } from "~/lib/money";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { cachedShopProduct } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/product";

export const ADDED_CONFIRMATION_MS = 2000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await cachedShopProduct(context.db, params.slug);
  if (!found) throw data({ notFound: true }, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ data, matches, params }) => {
  const origin = publicOriginFrom(matches);
  if (!data) {
    return seoMeta(origin, { title: productText.notFoundTitle, description: productText.notFoundText, path: `/product/${params.slug}`, noindex: true });
  }
  const { product } = data;
  const image = product.images[0] ? imageUrl(product.images[0].path, 1280) : undefined;
  return [
    // One line: a description typed with line breaks (CRLF from a textarea) must not differ between the
    // server's HTML, whose parser turns CRLF into LF, and the client, or hydration adds a second tag.
    ...seoMeta(origin, { title: product.name, description: product.description.replace(/\s+/g, " ").trim().slice(0, 160), path: `/product/${product.slug}`, image, type: "product" }),
    { property: "product:price:amount", content: kurusToDecimalString(product.priceKurus) },
    { property: "product:price:currency", content: "TRY" },
    { "script:ld+json": productJsonLd(product, origin) },
  ];
};

function productJsonLd(product: Route.ComponentProps["loaderData"]["product"], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.id,
    url: `${origin}/product/${product.slug}`,
    image: product.images.map((img) => `${origin}${imageUrl(img.path, 1280)}`),
    category: product.categories.map((c) => c.name).join(", ") || undefined,
    offers: {
      "@type": "Offer",
      url: `${origin}/product/${product.slug}`,
      price: kurusToDecimalString(product.priceKurus),
      priceCurrency: "TRY",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

const MAIN_IMAGE_SIZES = "(min-width: 768px) 50vw, 100vw";

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, similar } = loaderData;
  // The largest image of the page, asked for in <head> before the browser reaches the <img> (React hoists it).
  const firstImage = product.images[0];
  if (firstImage) {
    preload(imageUrl(firstImage.path, 960), { as: "image", imageSrcSet: imageSrcSet(firstImage.path), imageSizes: MAIN_IMAGE_SIZES, fetchPriority: "high" });
  }
  const cart = useCart();
  const navigate = useNavigate();
  const [selected, setSelected] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const soldOut = product.stock <= 0;

  // A new product (similar-product link) starts fresh.
  useEffect(() => {
    setSelected(0);
    setQuantity(1);
    setAdded(false);
  }, [product.id]);

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  function addToCart() {
    cart.add(cartItemFrom(product, quantity));
    setAdded(true);
  }

  const mainImage = product.images[selected] ?? product.images[0] ?? null;
  const features = [
    { icon: Truck, text: product.shippingCostKurus === 0 ? productText.freeShippingBadge : productText.features.fastShipping },
    { icon: MessageSquareHeart, text: productText.features.messageCard },
    { icon: PackageCheck, text: productText.features.safePackaging },
    { icon: RotateCcw, text: productText.features.returnGuarantee },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label={productText.breadcrumb} className="text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li><Link to="/" className="hover:text-brand-700">{tr.nav.home}</Link></li>
          <li aria-hidden="true">/</li>
          <li><Link to="/products" className="hover:text-brand-700">{tr.nav.products}</Link></li>
          {product.categories[0] && (
            <>
              <li aria-hidden="true">/</li>
              <li><Link to={`/products?category=${product.categories[0].slug}`} className="hover:text-brand-700">{product.categories[0].name}</Link></li>
            </>
          )}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-gray-900">{product.name}</li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <section aria-label={productText.imageOf(product.name, selected + 1)}>
          <div className="overflow-hidden rounded-2xl border border-gray-200">
            <ProductImage image={mainImage} alt={productText.imageOf(product.name, selected + 1)} sizes={MAIN_IMAGE_SIZES} width={960} eager priority className="w-full" />
          </div>
          {product.images.length > 1 && (
            <ul className="mt-3 flex gap-2">
              {product.images.map((image, i) => (
                <li key={image.path}>
                  <button
                    type="button"
                    onClick={() => setSelected(i)}
                    aria-label={productText.imageOf(product.name, i + 1)}
                    aria-pressed={i === selected}
                    className={`block h-16 w-16 overflow-hidden rounded-lg border-2 ${i === selected ? "border-brand-600" : "border-transparent"}`}
                  >
                    <ProductImage image={image} alt="" sizes="64px" width={160} className="h-full w-full" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-extrabold sm:text-3xl">{product.name}</h1>
            {product.isNew && <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">{productText.newBadge}</span>}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Price kurus={product.priceKurus} original={product.originalPriceKurus} size="lg" />
            <DiscountBadge kurus={product.priceKurus} original={product.originalPriceKurus} variant="page" />
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

          {!soldOut && (
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <QuantityStepper id="product-quantity" value={quantity} max={product.stock} onChange={(n) => setQuantity(Math.max(1, Math.min(product.stock, n)))} />
              <p className="text-sm text-gray-700">
                {productText.lineTotal}: <strong className="text-gray-900" data-testid="line-total">{formatKurus(product.priceKurus * quantity)}</strong>
              </p>
            </div>
          )}
          {/* Without JavaScript both buttons post to /cart, which adds the product to the cookie cart. */}
          <Form method="post" action="/cart" className="mt-4 flex flex-wrap gap-3" data-testid="product-buy-form">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="quantity" value={quantity} />
            <button
              type="submit"
              onClick={(event) => {
                event.preventDefault();
                addToCart();
              }}
              disabled={soldOut}
              className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
            >
              {added ? <Check aria-hidden="true" className="h-5 w-5" /> : <ShoppingCart aria-hidden="true" className="h-5 w-5" />}
              <span aria-live="polite">{added ? productText.addedToCart : productText.addToCart}</span>
            </button>
            <button
              type="submit"
              disabled={soldOut}
              onClick={(event) => {
                event.preventDefault();
                cart.add(cartItemFrom(product, quantity));
                navigate("/cart");
              }}
              className="inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-600"
            >
              <ShoppingBag aria-hidden="true" className="h-5 w-5" />
              {productText.buyNow}
            </button>
          </Form>
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
      </div>

      {similar.length > 0 && (
        <section className="mt-12" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">{productText.similar}</h2>
          <ProductGrid products={similar} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView title={productText.notFoundTitle} text={productText.notFoundText} backTo="/products" backLabel={productText.backToProducts} />;
  }
  throw error;
}
