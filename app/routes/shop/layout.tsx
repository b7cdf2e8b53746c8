import { Outlet } from "react-router";
import { CookieNotice } from "~/components/shop/cookie-notice";
import { Header } from "~/components/shop/header";
import { nearViewport } from "~/components/shop/near-viewport";
import { SettingUpNotice } from "~/components/shop/setting-up-notice";
import type { ShellData } from "~/components/shop/shell-data";
import { cartCountToRender } from "~/modules/cart/cart-badge.server";
import { brandColorProperties } from "~/lib/brand-color";
import { isCatalogPath } from "~/lib/catalog-paths";
import { cookieNoticeClosed } from "~/lib/cookie-notice";
import { shellSettings } from "~/lib/shop-contact";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/layout";

/**
 * What the header and footer render from the server: the cart count before the browser's cart takes over
 * (docs/product.md#caching), the shop's contact facts (as data, so the settings are not shipped as code), and
 * whether the cookie notice was closed (never on catalogue pages: the page cache keeps them for every visitor).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const cookieNoticeHidden = !isCatalogPath(new URL(request.url).pathname) && cookieNoticeClosed(request.headers.get("cookie"));
  return { cartCount: cartCountToRender(request), cookieNoticeClosed: cookieNoticeHidden, ...shellSettings(await getShopSettings(context.db)) };
}

/**
 * The server renders the footer with the page; the browser loads its code only when the footer comes near the
 * screen (its links work as plain links until then): components/shop/near-viewport.tsx.
 */
const Footer = nearViewport(import.meta.env.SSR ? (await import("~/components/shop/footer")).Footer : undefined, () =>
  import("~/components/shop/footer").then((module) => module.Footer),
);

// Only the first render needs it: after that the header counts the browser's cart, and the facts do not change.
export function shouldRevalidate() {
  return false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  // The owner's brand colour as the shop's `brand-*` shades (a style attribute: the CSP allows those, app/lib/brand-color.ts).
  const brand = brandColorProperties(loaderData.shop.appearance.brandColor) as React.CSSProperties | null;
  return (
    <div className="flex min-h-screen flex-col" style={brand ?? undefined}>
      {loaderData.settingUp && <SettingUpNotice />}
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieNotice closed={loaderData.cookieNoticeClosed === true} />
    </div>
  );
}
