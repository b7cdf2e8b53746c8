import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { CART_COUNT_SLOT, cartBadgeText } from "~/lib/cart-badge";
import { tr } from "~/lib/i18n/tr";
import { useCart } from "./cart-context";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";
import { useShellData } from "./shell-data";
import { ShopIcon } from "./shop-icon";

/**
 * The server renders the phone menu with the page; the browser loads its code after the page's first
 * JavaScript and hydrates it then. Until then it is the server's HTML, which works alone (an HTML popover
 * with plain links), as without JavaScript.
 */
const MobileMenu = import.meta.env.SSR
  ? (await import("./mobile-menu")).MobileMenu
  : lazy(() => import("./mobile-menu").then((module) => ({ default: module.MobileMenu })));

/**
 * The server renders the cart cookie's count (catalogue pages: an empty cart, the page cache writes the count
 * in; docs/product.md#caching), so the badge shows without JavaScript. Once React runs, the browser's cart
 * decides: the link is made anew then, whatever the server wrote into it.
 */
function CartLink() {
  const { itemCount } = useCart();
  const hydrated = useHydrated();
  const rendered = useShellData()?.cartCount ?? 0;
  const count = hydrated ? itemCount : rendered;
  return (
    <Link
      key={hydrated ? "browser" : "server"}
      to="/cart"
      aria-label={tr.nav.cartWithCount(count)}
      data-cart-count={CART_COUNT_SLOT.link}
      suppressHydrationWarning
      className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShopIcon name="cart" className="h-6 w-6" />
      <span
        data-testid="cart-badge"
        data-cart-count={CART_COUNT_SLOT.badge}
        suppressHydrationWarning
        className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold leading-5 text-white empty:hidden"
      >
        {cartBadgeText(count)}
      </span>
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "text-brand-700" : "text-gray-700 hover:text-brand-700"}`;

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        {tr.nav.skipToContent}
      </a>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Suspense>
          <MobileMenu />
        </Suspense>
        <Logo />
        <nav aria-label={tr.nav.mainNavigation} className="hidden shrink-0 md:flex">
          <NavLink to="/" end className={navLinkClass}>
            {tr.nav.home}
          </NavLink>
          <NavLink to="/products" className={navLinkClass}>
            {tr.nav.products}
          </NavLink>
        </nav>
        <div className="ml-auto w-full max-w-xs sm:max-w-sm">
          <SearchBox />
        </div>
        <CartLink />
      </div>
    </header>
  );
}
