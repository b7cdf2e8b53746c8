import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { deliveryInfoDocument } from "~/lib/i18n/pages/delivery-info";
import type { Route } from "./+types/delivery-info";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, deliveryInfoDocument, "/delivery-info");

export default function DeliveryInfoPage() {
  return <LegalPage doc={deliveryInfoDocument(useShopFacts())} />;
}
