import { useState } from "react";
import { preload } from "react-dom";
import { data, isRouteErrorResponse, type MetaDescriptor, redirect } from "react-router";
import type { ProductReviewsData } from "~/components/shop/product-reviews";
import { nearViewport } from "~/components/shop/near-viewport";
import { NotFoundView } from "~/components/shop/not-found-view";
import { ProductBreadcrumb } from "~/components/shop/product-breadcrumb";
import { cardProducts } from "~/components/shop/cart-item-from";
import { MAIN_IMAGE_SIZES, ProductGallery } from "~/components/shop/product-gallery";
import { ProductInfo, type VariantChoice } from "~/components/shop/product-info";
import { useShopFacts } from "~/components/shop/shell-data";
import { deliverySchedule } from "~/lib/delivery-calendar";
import { personalErrorsFromQuery } from "~/lib/i18n/personal-fields";
import { productText } from "~/lib/i18n/product";
import { absoluteImageUrl, imageSrcSet, imageUrl } from "~/lib/media";
import { kurusToDecimalString } from "~/lib/money";
import { type JsonLdReviews, productJsonLd } from "~/lib/product-json-ld";
import { breadcrumbJsonLd, productBreadcrumb } from "~/lib/site-json-ld";
import { type SeoSite, seoMeta } from "~/lib/seo";
import { isDemoCompany, type ShopSettings } from "~/lib/shop-settings";
import { isUuid } from "~/lib/input";
import { parseReviewListParams, REVIEW_VOTED_PARAM, reviewListHref } from "~/lib/review-list";
import { chooseValue, imagesForVariant, pageChoice } from "~/lib/variant-choice";
import { VARIANT_PARAM, variantWithValues } from "~/lib/variants";
import { cachedShopProduct } from "~/modules/catalog/cache.server";
import { readFormWithin } from "~/modules/platform/form-data.server";
import { cachedProductReviews, helpfulVoter, readProductReviews, voteHelpful } from "~/modules/reviews/product-reviews.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { installmentTableFor } from "~/modules/payments/installment-rates.server";
import { installmentTableHtml } from "~/components/shop/installment-table";
import type { Route } from "./+types/product";

/**
 * The similar products, under the fold: the server renders them with the page, the browser loads the cards'
 * code only when they come near the screen (until then they are the server's HTML: links and forms that
 * work): components/shop/near-viewport.tsx.
 */
const ProductGrid = nearViewport(import.meta.env.SSR ? (await import("~/components/shop/product-card")).ProductGrid : undefined, () =>
  import("~/components/shop/product-card").then((module) => module.ProductGrid),
);

/** The reviews (docs/product.md#reviews), under the fold too: server-rendered, their code loaded near the screen. */
const ProductReviews = nearViewport(import.meta.env.SSR ? (await import("~/components/shop/product-reviews")).ProductReviews : undefined, () =>
  import("~/components/shop/product-reviews").then((module) => module.ProductReviews),
);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [found, settings] = await Promise.all([cachedShopProduct(context.db, params.slug), getShopSettings(context.db)]);
  const site: SeoSite = { origin: context.env.PUBLIC_URL ?? "", shopName: settings.shopName, settingUp: isDemoCompany(settings) };
  if (!found) {
    const meta = seoMeta(site, { title: productText.notFoundTitle, description: productText.notFoundText, path: `/product/${params.slug}`, noindex: true });
    throw data({ notFound: true, meta }, { status: 404 });
  }
  // The chosen variant (docs/product.md#options-and-variants): `?secim=<sku>`, or the values the form without
  // JavaScript sent, answered with a redirect to that variant's `?secim=` (an unknown combination stays, with a note).
  const search = new URL(request.url).searchParams;
  const { product } = found;
  const choice = pageChoice(product.options, product.variants, search, search.get(VARIANT_PARAM));
  if (choice.kind === "redirect") throw redirect(`/product/${product.slug}?${new URLSearchParams({ [VARIANT_PARAM]: choice.sku })}`);
  // Installments (docs/product.md#installments) for the price shown first: the chosen variant's (`?secim=`), else the
  // first variant's; the current (sale) price. Cached rates only: the provider is never asked from here.
  const shownPriceKurus = (variantWithValues(product.variants, choice.values) ?? product.variants[0])?.priceKurus ?? product.priceKurus;
  // The reviews (docs/product.md#reviews): one list page, cached with the catalogue; read afresh for the answer to a
  // helpful vote (`?oylandi=<id>`), so the voter sees their vote counted.
  const reviewParams = parseReviewListParams(search);
  const votedParam = search.get(REVIEW_VOTED_PARAM);
  const voted = isUuid(votedParam) ? votedParam.toLowerCase() : null;
  const [installments, reviews] = await Promise.all([
    installmentTableFor(context.db, context.env, settings, shownPriceKurus),
    (voted ? readProductReviews : cachedProductReviews)(context.db, product.id, reviewParams),
  ]);
  // The tags are built here, on the server, so that the page's JavaScript carries neither them nor the SEO helpers;
  // likewise the settings the page shows come as data, not with the whole settings module.
  return {
    product: found.product,
    similar: cardProducts(found.similar),
    meta: productMeta(found.product, site, settings, { summary: reviews.summary, reviews: reviews.list }),
    deliverySchedule: deliverySchedule(settings, new Date()),
    withdrawalDays: settings.withdrawalDays,
    choice: { values: choice.values, unknown: choice.unknown },
    installmentsHtml: installments ? installmentTableHtml(installments, shownPriceKurus) : null,
    // What the cart refused of the personal fields the form without JavaScript posted (`?hata=<fieldId>.<reason>`).
    personalErrors: personalErrorsFromQuery(search.getAll("hata")),
    reviews: reviews satisfies ProductReviewsData,
    votedReview: voted,
  };
}

/**
 * `Faydalı (n)`: a review's helpful vote, a plain POST form to the list page it is on (rate-limited per address,
 * server/http/middleware.ts), answered with a redirect back to that page at the review, thanked there.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const found = await cachedShopProduct(context.db, params.slug);
  if (!found) throw data(null, { status: 404 });
  const form = await readFormWithin(request, { maxBytes: 1024 });
  const reviewId = form.get("review");
  const list = reviewListHref(found.product.slug, parseReviewListParams(new URL(request.url).searchParams));
  if (!isUuid(reviewId)) throw redirect(list);
  const vote = await voteHelpful(context.db, reviewId, await helpfulVoter(context.db, context.clientIp));
  if (vote === "not-found") throw redirect(list);
  const [path] = list.split("#");
  throw redirect(
    `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ [REVIEW_VOTED_PARAM]: reviewId.toLowerCase() })}#yorum-${reviewId.toLowerCase()}`,
  );
}

export const meta: Route.MetaFunction = ({ data, error }) => data?.meta ?? (isRouteErrorResponse(error) ? (error.data?.meta ?? []) : []);

type ShopProduct = NonNullable<Awaited<ReturnType<typeof cachedShopProduct>>>["product"];

function productMeta(product: ShopProduct, site: SeoSite, settings: ShopSettings, reviews: JsonLdReviews): MetaDescriptor[] {
  const { origin } = site;
  const image = product.images[0] ? absoluteImageUrl(origin, product.images[0].path, 1280) : undefined;
  return [
    // One line: a description typed with line breaks (CRLF from a textarea) must not differ between the
    // server's HTML, whose parser turns CRLF into LF, and the client, or hydration adds a second tag.
    ...seoMeta(site, {
      title: product.name,
      description: product.description.replace(/\s+/g, " ").trim().slice(0, 160),
      path: `/product/${product.slug}`,
      image,
      type: "product",
    }),
    { property: "product:price:amount", content: kurusToDecimalString(product.priceKurus) },
    { property: "product:price:currency", content: "TRY" },
    { "script:ld+json": productJsonLd(product, origin, settings, reviews) },
    { "script:ld+json": breadcrumbJsonLd(productBreadcrumb(origin, product)) },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, choice } = loaderData;
  // A new product or a new choice from the server (another page, the form without JavaScript) starts afresh.
  return <ProductView key={`${product.id}:${choice.values.join("\u0000")}:${choice.unknown}`} {...loaderData} />;
}

function ProductView({ product, similar, withdrawalDays, choice, personalErrors, installmentsHtml, reviews, votedReview }: Route.ComponentProps["loaderData"]) {
  const { shipping } = useShopFacts();
  const [chosen, setChosen] = useState(choice.values);
  const [unknown, setUnknown] = useState(choice.unknown);
  const variant = product.options.length > 0 ? variantWithValues(product.variants, chosen) : product.variants[0];
  const variantChoice: VariantChoice = {
    chosen,
    variant,
    unknown,
    onChoose(index, value) {
      const next = chooseValue(product.variants, chosen, index, value);
      if (!next) return;
      setChosen(next.optionValues);
      setUnknown(false);
      // The address names the choice (bookmarkable, shared), without a reload or a trip to the server.
      window.history.replaceState(window.history.state, "", `?${new URLSearchParams({ [VARIANT_PARAM]: next.sku })}`);
    },
  };
  const images = imagesForVariant(product.images, variant?.imagePath);
  // The largest image of the page, asked for in <head> before the browser reaches the <img> (React hoists it).
  const firstImage = images[0];
  if (firstImage) {
    preload(imageUrl(firstImage.path, 960), { as: "image", imageSrcSet: imageSrcSet(firstImage.path), imageSizes: MAIN_IMAGE_SIZES, fetchPriority: "high" });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ProductBreadcrumb product={product} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        {/* A new product (similar-product link) starts at its first image. */}
        <ProductGallery product={{ name: product.name, images }} />
        <ProductInfo product={product} choice={variantChoice} withdrawalDays={withdrawalDays} shippingRule={shipping} personalErrors={personalErrors} />
      </div>
      {/* Server-made HTML from our own component and numbers (no shopper input): no code for it in the browser. */}
      {installmentsHtml && <div className="mt-8" dangerouslySetInnerHTML={{ __html: installmentsHtml }} />}
      <ProductReviews slug={product.slug} reviews={reviews} voted={votedReview} />
      {similar.length > 0 && (
        <section className="mt-12" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">
            {productText.similar}
          </h2>
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
