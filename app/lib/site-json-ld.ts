// The shop's structured data beside the products' (docs/product.md#search-engines): the path to a page as a
// BreadcrumbList, and the owner's company as an Organization on the home page.
import { tr } from "./i18n/tr";
import { listingHref } from "./listing-params";
import { absoluteImageUrl } from "./media";
import { returnPolicyJsonLd } from "./product-json-ld";
import type { ShopSettings } from "./shop-settings";

/** One step of a breadcrumb: its name and absolute address. */
export interface BreadcrumbStep {
  name: string;
  url: string;
}

/** A BreadcrumbList of the steps in order, the last the page itself. */
export function breadcrumbJsonLd(items: BreadcrumbStep[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** The steps to a category's listing: Ana Sayfa → Ürünler → the category (the page's own breadcrumb). */
export function categoryBreadcrumb(origin: string, category: { name: string; slug: string }): BreadcrumbStep[] {
  return [
    { name: tr.nav.home, url: `${origin}/` },
    { name: tr.nav.products, url: `${origin}/products` },
    { name: category.name, url: `${origin}${listingHref({ category: category.slug })}` },
  ];
}

/** The steps to a product, as its page's breadcrumb shows them: through its first category's listing, if any. */
export function productBreadcrumb(origin: string, product: { name: string; slug: string; categories: { name: string; slug: string }[] }): BreadcrumbStep[] {
  const category = product.categories[0];
  const path = category
    ? categoryBreadcrumb(origin, category)
    : [
        { name: tr.nav.home, url: `${origin}/` },
        { name: tr.nav.products, url: `${origin}/products` },
      ];
  return [...path, { name: product.name, url: `${origin}/product/${product.slug}` }];
}

/** The shop's pages elsewhere (full addresses; the WhatsApp number is not one). */
function socialAddresses(social: ShopSettings["social"]): string[] {
  return [social.instagram, social.facebook, social.x, social.tiktok, social.youtube].map((link) => link.trim()).filter((link) => /^https?:\/\//.test(link));
}

/**
 * The owner's company as the settings give it: its legal name, the shop's name, the logo when one is set, how to
 * reach customer service, the address, the shop's social pages and the return terms.
 */
export function organizationJsonLd(origin: string, settings: ShopSettings, logoUrl?: string) {
  const logo = logoUrl ?? (settings.appearance.logo ? absoluteImageUrl(origin, settings.appearance.logo) : undefined);
  const sameAs = socialAddresses(settings.social);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.companyName,
    alternateName: settings.shopName,
    url: `${origin}/`,
    logo,
    email: settings.email || undefined,
    telephone: settings.phone || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address,
      addressLocality: settings.district,
      addressRegion: settings.province,
      addressCountry: "TR",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: settings.email || undefined,
      telephone: settings.phone || undefined,
      areaServed: "TR",
      availableLanguage: "tr",
    },
    sameAs: sameAs.length ? sameAs : undefined,
    hasMerchantReturnPolicy: returnPolicyJsonLd(origin, settings),
  };
}
