import { isDemoCompany } from "~/lib/shop-settings";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { seoText } from "~/lib/i18n/seo";
import { PRODUCT_FEED_PATH } from "~/lib/product-feed";
import type { Route } from "./+types/robots";

export const ROBOTS_DISALLOWED = ["/admin", "/cart", "/checkout", "/order-confirmation", "/api/"];

/**
 * /robots.txt (docs/product.md#search-engines). While the shop is being set up (the demo company) it names no
 * sitemap, but still lets crawlers read the pages: they must see each page's `noindex` to leave it out (a page
 * crawlers may not read can still be indexed from links to it). Once open, it names the sitemap and, in a comment
 * line, the product feed (docs/product.md#product-feed).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const settingUp = isDemoCompany(await getShopSettings(context.db));
  const origin = context.env.PUBLIC_URL;
  const sitemap = settingUp ? [] : [`Sitemap: ${origin}/sitemap.xml`, seoText.robotsFeed(`${origin}${PRODUCT_FEED_PATH}`)];
  const body = ["User-agent: *", ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`), "", ...sitemap, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
