// Title, description, canonical URL and Open Graph tags for a page (docs/product.md#search-engines).
import type { MetaDescriptor } from "react-router";
import { tr } from "./i18n/tr";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/products?category=kupa". */
  path: string;
  /** Absolute or root-relative image URL for Open Graph. */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}

/**
 * The shop as a page's tags name it: its public origin, its name (from the settings), and whether it is still
 * being set up (the demo company: every page is then `noindex`, docs/product.md#search-engines).
 */
export interface SeoSite {
  origin: string;
  shopName: string;
  settingUp: boolean;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The public origin comes from the root loader's data, so links are absolute on server and client alike. */
export function publicOriginFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/**
 * For a meta function: the origin from the root's data, the shop's name and whether it is being set up from the
 * shop layout's data (components/shop/shell-data.ts). Without the layout's data (it failed), the shop counts as
 * being set up: a page is never offered for indexing by mistake.
 */
export function seoSiteFrom(matches: Matches): SeoSite {
  const shell = matches.find((m) => m?.id === "routes/shop/layout")?.data as { shop?: { shopName?: string }; settingUp?: boolean } | undefined;
  return { origin: publicOriginFrom(matches), shopName: shell?.shop?.shopName || tr.shopName, settingUp: shell?.settingUp ?? true };
}

/** A page's title as the browser's tab shows it: "{page} | {shop}", or the shop's name alone. */
export function pageTitle(title: string, shopName: string): string {
  return title === shopName ? title : `${title} | ${shopName}`;
}

export function seoMeta(site: SeoSite, input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title, site.shopName);
  const url = `${site.origin}${input.path}`;
  const image = input.image && input.image.startsWith("/") ? `${site.origin}${input.image}` : input.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.shopName },
    { property: "og:locale", content: "tr_TR" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  // One robots tag: a page that is never indexed says so with nofollow; any other page of a shop being set up
  // is left out of the index until the owner's company is in force.
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  else if (site.settingUp) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
