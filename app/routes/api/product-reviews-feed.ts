import { xmlResponse } from "~/lib/xml";
import { productReviewsFeed } from "~/modules/seo/product-reviews-feed.server";
import type { Route } from "./+types/product-reviews-feed";

/** /feeds/product-reviews.xml: the approved reviews for Google's product ratings (docs/product.md#product-feed). */
export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await productReviewsFeed(context.db, context.env.PUBLIC_URL));
}
