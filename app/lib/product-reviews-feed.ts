// The product reviews feed (docs/product.md#product-feed): the approved reviews in Google's Product Reviews feed schema
// (version 2.4), so Shopping can show the products' stars. Pure: modules/seo/product-reviews-feed.server.ts reads them.
import { absoluteImageUrl } from "./media";
import { XML_HEADER, xmlElement, xmlText } from "./xml";

/** Where the shop serves the reviews feed (app/routes.ts). */
export const PRODUCT_REVIEWS_FEED_PATH = "/feeds/product-reviews.xml";

export const PRODUCT_REVIEWS_SCHEMA = "http://www.google.com/shopping/reviews/schema/product/2.4/product_reviews.xsd";

export interface FeedReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  /** `A. Y.`; null after anonymisation (then the reviewer is anonymous). */
  reviewerInitials: string | null;
  photoKey: string | null;
  createdAt: Date;
  product: {
    slug: string;
    name: string;
    brand: string;
    /** The ids the product feed gives its items (the product's id, or its variants' SKUs): how Google matches them. */
    skus: string[];
  };
}

/** One `<review>`, its elements in the schema's order. */
export function reviewXml(review: FeedReview, origin: string): string {
  const productUrl = `${origin}/product/${encodeURIComponent(review.product.slug)}`;
  const reviewer = review.reviewerInitials
    ? `<name is_anonymous="false">${xmlText(review.reviewerInitials)}</name>`
    : `<name is_anonymous="true">Anonim</name>`;
  const photo = review.photoKey
    ? `<reviewer_images><reviewer_image>${xmlElement("url", absoluteImageUrl(origin, review.photoKey))}</reviewer_image></reviewer_images>`
    : "";
  return [
    "<review>",
    xmlElement("review_id", review.id),
    `<reviewer>${reviewer}</reviewer>`,
    xmlElement("review_timestamp", review.createdAt.toISOString()),
    review.title.trim() ? xmlElement("title", review.title) : "",
    xmlElement("content", review.body),
    `<review_url type="group">${xmlText(productUrl)}</review_url>`,
    photo,
    `<ratings><overall min="1" max="5">${review.rating}</overall></ratings>`,
    "<products><product><product_ids>",
    `<skus>${review.product.skus.map((sku) => xmlElement("sku", sku)).join("")}</skus>`,
    `<brands>${xmlElement("brand", review.product.brand)}</brands>`,
    "</product_ids>",
    xmlElement("product_name", review.product.name),
    xmlElement("product_url", productUrl),
    "</product></products>",
    xmlElement("is_spam", "false"),
    // Every review comes from the invitation mailed after the order was delivered (or shipped).
    xmlElement("collection_method", "post_fulfillment"),
    "</review>",
  ].join("");
}

/** The whole feed: the shop as publisher, its reviews (none while the shop is being set up). */
export function productReviewsFeedXml(shopName: string, origin: string, reviews: readonly FeedReview[]): string {
  return `${XML_HEADER}
<feed xmlns:vc="http://www.w3.org/2007/XMLSchema-versioning" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${PRODUCT_REVIEWS_SCHEMA}">
<version>2.4</version>
<publisher>${xmlElement("name", shopName)}</publisher>
<reviews>
${reviews.map((review) => reviewXml(review, origin)).join("\n")}
</reviews>
</feed>
`;
}
