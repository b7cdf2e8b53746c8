import { LegalPage } from "~/components/shop/legal-page";
import { deliveryInfoDocument } from "~/lib/i18n/pages/delivery-info";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/delivery-info";

const doc = deliveryInfoDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/delivery-info" });

export default function DeliveryInfoPage() {
  return <LegalPage doc={doc} />;
}
