// Icons by their own path: every page loads this module with the shell chunk (vite.config.ts).
import Menu from "lucide-react/icons/menu";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { tr } from "~/lib/i18n/tr";
import { useCart } from "./cart-context";
import { Logo } from "./logo";
import { SearchBox } from "./search-box";

export const MOBILE_MENU_CLOSE_MS = 300;

function CartLink() {
  const { totals } = useCart();
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-brand-50 hover:text-brand-700"
      aria-label={tr.nav.cartWithCount(totals.itemCount)}
    >
      <ShoppingCart aria-hidden="true" className="h-6 w-6" />
      <span
        data-testid="cart-badge"
        className={`absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold leading-5 text-white ${totals.itemCount === 0 ? "hidden" : ""}`}
      >
        {totals.itemCount}
      </span>
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "text-brand-700" : "text-gray-700 hover:text-brand-700"}`;

export function Header() {
  const [menu, setMenu] = useState<"closed" | "open" | "closing">("closed");
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  function closeMenu() {
    setMenu((state) => (state === "open" ? "closing" : state));
  }

  useEffect(() => {
    if (menu !== "closing") return;
    const timer = window.setTimeout(() => {
      setMenu("closed");
      menuButton.current?.focus();
    }, MOBILE_MENU_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [menu]);

  // Following a link closes the menu.
  useEffect(() => {
    closeMenu();
  }, [location.pathname]);

  useEffect(() => {
    if (menu !== "open") return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMenu();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menu]);

  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        {tr.nav.skipToContent}
      </a>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-gray-700 md:hidden"
          aria-label={tr.nav.openMenu}
          aria-expanded={menu === "open"}
          aria-controls="mobile-menu"
          onClick={() => setMenu("open")}
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
        <Logo />
        <nav aria-label={tr.nav.mainNavigation} className="hidden md:block">
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
      {menu !== "closed" && <MobileMenu closing={menu === "closing"} onClose={closeMenu} />}
    </header>
  );
}

function MobileMenu({ closing, onClose }: { closing: boolean; onClose(): void }) {
  const [entered, setEntered] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    panel.current?.querySelector<HTMLElement>("button, a")?.focus();
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = entered && !closing;
  const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-gray-800 hover:bg-brand-50";
  return (
    <div className="fixed inset-0 z-40 md:hidden" data-testid="mobile-menu-root" data-state={closing ? "closing" : "open"}>
      <div
        className={`absolute inset-0 bg-black/40 transition-opacity duration-300 ${shown ? "opacity-100" : "opacity-0"}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        id="mobile-menu"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={tr.nav.navigation}
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl transition-transform duration-300 ease-out ${shown ? "translate-x-0" : "-translate-x-full"}`}
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo />
          <button type="button" onClick={onClose} aria-label={tr.nav.closeMenu} className="inline-flex h-11 w-11 items-center justify-center rounded-md">
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={tr.nav.navigation}>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{tr.nav.navigation}</h2>
          <ul>
            <li><Link to="/" className={linkClass}>{tr.nav.home}</Link></li>
            <li><Link to="/products" className={linkClass}>{tr.nav.products}</Link></li>
            <li><Link to="/about" className={linkClass}>{tr.nav.about}</Link></li>
            <li><Link to="/contact" className={linkClass}>{tr.nav.contact}</Link></li>
          </ul>
        </nav>
        <nav aria-label={tr.nav.legal} className="mt-4 border-t border-gray-100 pt-4">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{tr.nav.legal}</h2>
          <ul>
            {tr.legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-brand-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
