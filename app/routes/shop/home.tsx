import { data, Link } from "react-router";
import { ProductRow } from "~/components/shop/product-row";
import { cardProducts } from "~/components/shop/cart-item-from";
import { homeRowsText } from "~/lib/i18n/listing-home";
import { notFoundNoticeText } from "~/lib/i18n/not-found-notice";
import { homeText } from "~/lib/i18n/pages/home";
import { listingHref } from "~/lib/listing-params";
import { clearNotFoundNotice, hasNotFoundNotice } from "~/modules/platform/not-found-notice.server";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/site-json-ld";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { cachedHomeRows, type HomeRow } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/home";
import { shellDataFrom, useShopFacts } from "~/components/shop/shell-data";
import { type IconName, ShopIcon } from "~/components/shop/shop-icon";
import { imageSrcSet, imageUrl } from "~/lib/media";

/** A row's title and the list its "Tümünü gör" opens. */
function rowLink(row: HomeRow): { title: string; href: string } {
  if (row.category) return { title: row.category.name, href: listingHref({ category: row.category.slug }) };
  if (row.key === "discounted") return { title: homeRowsText.discounted, href: listingHref({ sort: "discount" }) };
  return { title: homeRowsText.newest, href: listingHref({ sort: "newest" }) };
}

/** The product rows, cached with the catalogue (docs/product.md#home); titles and links made here, not in the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [homeRows, settings] = await Promise.all([cachedHomeRows(context.db), getShopSettings(context.db)]);
  const rows = homeRows.map((row) => ({ key: row.key, ...rowLink(row), products: cardProducts(row.products) }));
  // The owner's company as structured data (docs/product.md#search-engines), built here on the server.
  const organization = organizationJsonLd(context.env.PUBLIC_URL ?? "", settings);
  if (!hasNotFoundNotice(request.headers.get("Cookie"))) return { rows, organization, notice: null };
  // Sent here from an unknown address (app/routes/catch-all.ts): said once, to this shopper only.
  return data({ rows, organization, notice: notFoundNoticeText }, { headers: { "Set-Cookie": clearNotFoundNotice, "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// The texts' figures are the owner's settings, from the shop layout's data.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const shop = shellDataFrom(matches)?.shop;
  if (!shop) return [];
  const text = homeText(shop);
  const tags = seoMeta(seoSiteFrom(matches), { title: text.metaTitle, description: text.description, path: "/" });
  return data?.organization ? [...tags, { "script:ld+json": data.organization }] : tags;
};

const STEPS_ID = "nasil-calisir";
const stepIcons: IconName[] = ["shopping-bag", "message-square-heart", "send"];
const features: { key: keyof ReturnType<typeof homeText>["features"]["items"]; icon: IconName }[] = [
  { key: "anonymous", icon: "eye-off" },
  { key: "shipping", icon: "truck" },
  { key: "quality", icon: "sparkles" },
  { key: "guarantee", icon: "shield-check" },
];

const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function HeroArt() {
  // Decorative: a playful stack of the shop's gift types.
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-72 w-72 md:block lg:h-80 lg:w-80">
      <div className="absolute inset-0 rotate-6 rounded-3xl bg-brand-100" />
      <div className="absolute inset-4 -rotate-3 rounded-3xl bg-white shadow-xl" />
      <div className="absolute inset-0 flex items-center justify-center">
        <ShopIcon name="gift" className="h-28 w-28 text-brand-600" strokeWidth={1.5} />
      </div>
      <div className="absolute -left-4 top-6 flex h-16 w-16 -rotate-12 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon name="venetian-mask" className="h-8 w-8 text-brand-700" />
      </div>
      <div className="absolute -right-3 top-16 flex h-14 w-14 rotate-12 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon name="coffee" className="h-7 w-7 text-brand-700" />
      </div>
      <div className="absolute bottom-4 left-10 flex h-14 w-14 rotate-6 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon name="mouse" className="h-7 w-7 text-brand-700" />
      </div>
    </div>
  );
}

/** The owner's hero image (docs/product.md#shop-settings), in the drawing's place and on phones too. */
function HeroImage({ image }: { image: string }) {
  return (
    <img
      src={imageUrl(image, 640)}
      srcSet={imageSrcSet(image, [320, 640, 960, 1280])}
      sizes="(min-width: 1024px) 384px, (min-width: 768px) 320px, calc(100vw - 2rem)"
      alt=""
      fetchPriority="high"
      data-testid="hero-image"
      className="mx-auto aspect-[4/3] w-full max-w-md rounded-3xl object-cover shadow-xl md:w-80 lg:w-96"
    />
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, steps, features: featureText, closing } = homeText(useShopFacts());
  const { rows, notice } = loaderData;
  // The owner's hero title, text and image when set; the shop's own otherwise.
  const { appearance } = useShopFacts();
  return (
    <>
      {notice && (
        <p role="status" className="bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
          {notice}
        </p>
      )}
      <section aria-labelledby="hero-baslik" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 md:grid-cols-[1fr_auto]">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm">
              <ShopIcon name="venetian-mask" className="h-4 w-4" />
              {hero.eyebrow}
            </p>
            <h1 id="hero-baslik" className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-gray-900 sm:text-5xl">
              {appearance.heroTitle || hero.title}
            </h1>
            <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-gray-700">{appearance.heroText || hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/products" className={primaryButton}>
                {hero.primaryCta}
                <ShopIcon name="arrow-right" className="h-5 w-5" />
              </Link>
              <a
                href={`#${STEPS_ID}`}
                className="inline-flex items-center justify-center rounded-xl border-2 border-brand-600 bg-white px-6 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50"
              >
                {hero.secondaryCta}
              </a>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-gray-700">
              <ShopIcon name="truck" className="h-4 w-4 text-brand-700" />
              {hero.note}
            </p>
          </div>
          {appearance.heroImage ? <HeroImage image={appearance.heroImage} /> : <HeroArt />}
        </div>
      </section>

      {rows.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-8" data-testid="home-rows">
          {rows.map((row) => (
            <ProductRow key={row.key} id={`satir-${row.key}`} title={row.title} href={row.href} products={row.products} />
          ))}
        </div>
      )}

      <section id={STEPS_ID} aria-labelledby="adimlar-baslik" className="scroll-mt-20 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="adimlar-baslik" className="text-center text-3xl font-extrabold tracking-tight text-gray-900">
            {steps.title}
          </h2>
          <p className="mt-2 text-center text-lg text-gray-700">{steps.intro}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.items.map((step, i) => {
              const icon = stepIcons[i] ?? "gift";
              return (
                <li key={step.title} className="relative rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="absolute -top-4 left-6 flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <ShopIcon name={icon} className="mt-2 h-10 w-10 text-brand-600" />
                  <h3 className="mt-4 text-xl font-bold text-gray-900">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-gray-700">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="ozellikler-baslik" className="bg-gray-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="ozellikler-baslik" className="text-center text-3xl font-extrabold tracking-tight text-gray-900">
            {featureText.title}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ key, icon }) => {
              const feature = featureText.items[key];
              return (
                <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50">
                    <ShopIcon name={icon} className="h-6 w-6 text-brand-700" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-gray-900">{feature.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-gray-700">{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="kapanis-baslik" className="py-16">
        <div className="mx-auto max-w-4xl px-4">
          <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
            <ShopIcon name="gift" className="mx-auto h-12 w-12" />
            <h2 id="kapanis-baslik" className="mt-4 text-3xl font-extrabold tracking-tight">
              {closing.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">{closing.text}</p>
            <Link
              to="/products"
              className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
            >
              {closing.cta}
              <ShopIcon name="arrow-right" className="h-5 w-5" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
