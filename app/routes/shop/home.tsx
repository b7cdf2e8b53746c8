import { Link } from "react-router";
import { ProductRow } from "~/components/shop/product-row";
import { homeRowsText } from "~/lib/i18n/listing-home";
import { homeText } from "~/lib/i18n/pages/home";
import { listingHref } from "~/lib/listing-params";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import { cachedHomeRows, type HomeRow } from "~/modules/catalog/cache.server";
import type { Route } from "./+types/home";
import { ShopIcon, shellIcons } from "~/components/shop/shop-icon";

const ARROW_RIGHT_ICON = "M5 12h14M12 5l 7 7-7 7";
const COFFEE_ICON = "M10 2v2M14 2v2M16 8a1 1 0 0 1 1 1v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V9a1 1 0 0 1 1-1h14a4 4 0 1 1 0 8h-1M6 2v2";
const EYE_OFF_ICON = "M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l 20 20";
const MESSAGE_SQUARE_HEART_ICON = "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM7.5 9.5c0 .687.265 1.383.697 1.844l3.009 3.264a1.14 1.14 0 0 0 .407.314 1 1 0 0 0 .783-.004 1.14 1.14 0 0 0 .398-.31l3.008-3.264A2.77 2.77 0 0 0 16.5 9.5 2.5 2.5 0 0 0 12 8a2.5 2.5 0 0 0-4.5 1.5";
const MOUSE_ICON = "M12 2h0a7 7 0 0 1 7 7v6a7 7 0 0 1 -7 7h0a7 7 0 0 1 -7 -7v-6a7 7 0 0 1 7 -7zM12 6v4";
const SEND_ICON = "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zM21.854 2.147l-10.94 10.939";
const SHIELD_CHECK_ICON = "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l 2 2 4-4";
const SHOPPING_BAG_ICON = "M16 10a4 4 0 0 1-8 0M3.103 6.034h17.794M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z";
const SPARKLES_ICON = "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594zM20 2v4M22 4h-4M2 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0";
const TRUCK_ICON = "M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2M15 18H9M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14M15 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M5 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0";
const VENETIAN_MASK_ICON = "M18 11c-1.5 0-2.5.5-3 2M4 6a2 2 0 0 0-2 2v4a5 5 0 0 0 5 5 8 8 0 0 1 5 2 8 8 0 0 1 5-2 5 5 0 0 0 5-5V8a2 2 0 0 0-2-2h-3a8 8 0 0 0-5 2 8 8 0 0 0-5-2zM6 11c1.5 0 2.5.5 3 2";

const text = homeText(shopSettings);

/** A row's title and the list its "Tümünü gör" opens. */
function rowLink(row: HomeRow): { title: string; href: string } {
  if (row.category) return { title: row.category.name, href: listingHref({ category: row.category.slug }) };
  if (row.key === "discounted") return { title: homeRowsText.discounted, href: listingHref({ sort: "discount" }) };
  return { title: homeRowsText.newest, href: listingHref({ sort: "newest" }) };
}

/** The product rows, cached with the catalogue (docs/product.md#home); titles and links made here, not in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await cachedHomeRows(context.db);
  return { rows: rows.map((row) => ({ key: row.key, ...rowLink(row), products: row.products })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: text.metaTitle, description: text.description, path: "/" });

const STEPS_ID = "nasil-calisir";
const stepIcons = [SHOPPING_BAG_ICON, MESSAGE_SQUARE_HEART_ICON, SEND_ICON];
const features: { key: keyof typeof text.features.items; icon: string }[] = [
  { key: "anonymous", icon: EYE_OFF_ICON },
  { key: "shipping", icon: TRUCK_ICON },
  { key: "quality", icon: SPARKLES_ICON },
  { key: "guarantee", icon: SHIELD_CHECK_ICON },
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
        <ShopIcon d={shellIcons.gift} className="h-28 w-28 text-brand-600" strokeWidth={1.5} />
      </div>
      <div className="absolute -left-4 top-6 flex h-16 w-16 -rotate-12 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon d={VENETIAN_MASK_ICON} className="h-8 w-8 text-brand-700" />
      </div>
      <div className="absolute -right-3 top-16 flex h-14 w-14 rotate-12 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon d={COFFEE_ICON} className="h-7 w-7 text-brand-700" />
      </div>
      <div className="absolute bottom-4 left-10 flex h-14 w-14 rotate-6 items-center justify-center rounded-2xl bg-white shadow-lg">
        <ShopIcon d={MOUSE_ICON} className="h-7 w-7 text-brand-700" />
      </div>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, steps, features: featureText, closing } = text;
  const { rows } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-baslik" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 md:grid-cols-[1fr_auto]">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm">
              <ShopIcon d={VENETIAN_MASK_ICON} className="h-4 w-4" />
              {hero.eyebrow}
            </p>
            <h1 id="hero-baslik" className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-gray-900 sm:text-5xl">
              {hero.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-gray-700">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/products" className={primaryButton}>
                {hero.primaryCta}
                <ShopIcon d={ARROW_RIGHT_ICON} className="h-5 w-5" />
              </Link>
              <a
                href={`#${STEPS_ID}`}
                className="inline-flex items-center justify-center rounded-xl border-2 border-brand-600 bg-white px-6 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50"
              >
                {hero.secondaryCta}
              </a>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-gray-700">
              <ShopIcon d={TRUCK_ICON} className="h-4 w-4 text-brand-700" />
              {hero.note}
            </p>
          </div>
          <HeroArt />
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
              const icon = stepIcons[i] ?? shellIcons.gift;
              return (
                <li key={step.title} className="relative rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="absolute -top-4 left-6 flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <ShopIcon d={icon} className="mt-2 h-10 w-10 text-brand-600" />
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
                    <ShopIcon d={icon} className="h-6 w-6 text-brand-700" />
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
            <ShopIcon d={shellIcons.gift} className="mx-auto h-12 w-12" />
            <h2 id="kapanis-baslik" className="mt-4 text-3xl font-extrabold tracking-tight">
              {closing.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">{closing.text}</p>
            <Link
              to="/products"
              className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
            >
              {closing.cta}
              <ShopIcon d={ARROW_RIGHT_ICON} className="h-5 w-5" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
