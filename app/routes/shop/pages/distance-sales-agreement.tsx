import { LegalPage } from "~/components/shop/legal-page";
import { distanceSalesAgreementDocument } from "~/lib/i18n/pages/distance-sales-agreement";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/distance-sales-agreement";

const doc = distanceSalesAgreementDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/distance-sales-agreement" });

export default function DistanceSalesAgreementPage() {
  return <LegalPage doc={doc} />;
}
