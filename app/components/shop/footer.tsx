import { Link } from "react-router";
import { orderLookupLink } from "~/lib/i18n/order-lookup-link";
import { tr } from "~/lib/i18n/tr";
import { useShellData } from "./shell-data";
import { SocialLinks, WhatsAppLink } from "./social-links";
import { footerText, legalLinks } from "~/lib/i18n/footer";

/** A phone's finger needs 44 px: each link is that tall (and at least that wide), so the list needs no gaps. */
const FOOTER_LINK = "inline-flex min-h-11 min-w-11 items-center text-gray-700 hover:text-brand-700";

export function Footer() {
  const year = new Date().getFullYear();
  // The shop's facts come with the layout's data, so the settings are not shipped to every page as code.
  const shell = useShellData();
  const contact = shell?.contact;
  const shopName = shell?.shop.shopName || tr.shopName;
  return (
    <footer className="mt-16 border-t border-gray-100 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-brand-700">{shopName}</p>
          <p className="mt-2 text-sm text-gray-700">{footerText.intro}</p>
          <p className="mt-1 text-sm text-gray-700">
            <a className="inline-flex min-h-11 items-center underline" href={`mailto:${contact?.email}`}>
              {contact?.email}
            </a>
          </p>
          <WhatsAppLink
            href={contact?.whatsappHref}
            className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-[#1c7c54] px-4 py-2.5 text-sm font-semibold text-white hover:bg-[#166646]"
          />
        </div>
        <nav aria-label={footerText.quickLinks}>
          <h2 className="text-sm font-semibold text-gray-900">{footerText.quickLinks}</h2>
          <ul className="mt-1 text-sm">
            <li>
              <Link className={FOOTER_LINK} to="/">
                {tr.nav.home}
              </Link>
            </li>
            <li>
              <Link className={FOOTER_LINK} to="/products">
                {tr.nav.products}
              </Link>
            </li>
            <li>
              <Link className={FOOTER_LINK} to="/about">
                {tr.nav.about}
              </Link>
            </li>
            <li>
              <Link className={FOOTER_LINK} to="/contact">
                {tr.nav.contact}
              </Link>
            </li>
            <li>
              <Link className={FOOTER_LINK} to="/order-lookup" data-testid="footer-order-lookup">
                {orderLookupLink}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={footerText.legalLinks}>
          <h2 className="text-sm font-semibold text-gray-900">{footerText.legalLinks}</h2>
          <ul className="mt-1 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link className={FOOTER_LINK} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks links={contact?.socialLinks} />
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-600">{footerText.rights(year, contact?.companyName ?? shopName)}</p>
    </footer>
  );
}
