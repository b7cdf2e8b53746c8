// The phone menu (docs/product.md#page-shell). An HTML popover: the browser opens it from the ☰ button and
// closes it on Escape, on the backdrop and from its close button, without JavaScript, and shows it in the top
// layer, above the page, whatever the header's own styles. app.css slides it in and out (300 ms) and locks the
// page's scroll while it is open. With JavaScript it also closes when a link is followed (the page changes
// under it), keeps Tab inside, and says on the button whether it is open.
import { useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { tr } from "~/lib/i18n/tr";
import { Logo } from "./logo";
import { useShellData } from "./shell-data";
import { WhatsAppLink } from "./social-links";
import { ShopIcon } from "./shop-icon";
import { legalLinks } from "~/lib/i18n/footer";

const MENU_ID = "mobile-menu";

function keepTabInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const items = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Without JavaScript the browser tells assistive technology whether the popover is open.
  const hydrated = useHydrated();
  const whatsappHref = useShellData()?.contact.whatsappHref;
  const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-gray-800 hover:bg-brand-50";
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-gray-700 md:hidden"
        aria-label={tr.nav.openMenu}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
      >
        <ShopIcon name="menu" className="h-6 w-6" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={tr.nav.navigation}
        className="mobile-menu flex-col overflow-y-auto bg-white p-4 shadow-xl md:hidden"
        onToggle={(event) => setOpen(event.newState === "open")}
        onKeyDown={keepTabInside}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) event.currentTarget.hidePopover();
        }}
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo />
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            // The popover moves focus here when it opens.
            autoFocus
            aria-label={tr.nav.closeMenu}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md"
          >
            <ShopIcon name="close" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={tr.nav.navigation}>
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{tr.nav.navigation}</h2>
          <ul>
            <li>
              <Link to="/" className={linkClass}>
                {tr.nav.home}
              </Link>
            </li>
            <li>
              <Link to="/products" className={linkClass}>
                {tr.nav.products}
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                {tr.nav.about}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {tr.nav.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={tr.nav.legal} className="mt-4 border-t border-gray-100 pt-4">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{tr.nav.legal}</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-brand-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <WhatsAppLink
          href={whatsappHref}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-[#1c7c54] px-4 py-3 text-sm font-semibold text-white hover:bg-[#166646]"
        />
      </div>
    </>
  );
}
