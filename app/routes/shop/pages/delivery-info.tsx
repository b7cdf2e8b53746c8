import { LegalPage } from "~/components/shop/legal-page";
import { tr } from "~/lib/i18n/tr";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/delivery-info";

const doc = tr.pages.deliveryInfo(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/delivery-info" });

export default function DeliveryInfoPage() {
  return <LegalPage doc={doc} />;
}
