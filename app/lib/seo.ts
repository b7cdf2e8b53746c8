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

/** The public origin comes from the root loader's data, so links are absolute on server and client alike. */
export function publicOriginFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

export function seoMeta(origin: string, input: SeoInput): MetaDescriptor[] {
  const title = input.title === tr.shopName ? input.title : `${input.title} | ${tr.shopName}`;
  const url = `${origin}${input.path}`;
  const image = input.image && input.image.startsWith("/") ? `${origin}${input.image}` : input.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: tr.shopName },
    { property: "og:locale", content: "tr_TR" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
