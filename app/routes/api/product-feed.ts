import { xmlResponse } from "~/lib/xml";
import { productFeed } from "~/modules/seo/product-feed.server";
import type { Route } from "./+types/product-feed";

/** /feeds/products.xml: the product feed for Google Merchant Center and a Meta catalog (docs/product.md#product-feed). */
export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await productFeed(context.db, context.env.PUBLIC_URL));
}
