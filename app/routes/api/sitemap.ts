import { xmlResponse } from "~/lib/xml";
import { sitemap } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: home, products, each active category and product, the static pages (docs/product.md#search-engines).
 * While the shop is being set up (the demo company) every page is `noindex`, so the sitemap lists none.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await sitemap(context.db, context.env.PUBLIC_URL));
}
