// The WhatsApp button and the social links (docs/product.md#contact-and-social-links), from the shop layout's
// data (shell-data.ts). Their icons are our own SVGs drawn by app.css (`brand-icon`), so they cost no
// JavaScript and load nothing from outside.
import { navigationText } from "~/lib/i18n/navigation";
import type { ShellContact } from "~/lib/shop-contact";

export function WhatsAppLink({ href, className }: { href: string | null | undefined; className: string }) {
  if (!href) return null;
  return (
    <a href={href} className={className} data-testid="whatsapp-link">
      <span aria-hidden="true" className="brand-icon brand-icon-whatsapp h-5 w-5 shrink-0" />
      {navigationText.contact.whatsapp}
    </a>
  );
}

export function SocialLinks({ links }: { links: ShellContact["socialLinks"] | undefined }) {
  if (!links?.length) return null;
  return (
    <nav aria-label={navigationText.contact.followUs}>
      <h2 className="text-sm font-semibold text-gray-900">{navigationText.contact.followUs}</h2>
      <ul className="mt-1 text-sm">
        {links.map(({ network, name, url }) => (
          <li key={network}>
            <a href={url} className="inline-flex min-h-11 items-center gap-2 text-gray-700 hover:text-brand-700">
              <span aria-hidden="true" className={`brand-icon brand-icon-${network} h-4 w-4 shrink-0`} />
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
