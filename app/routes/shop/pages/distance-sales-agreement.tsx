import { LegalPage } from "~/components/shop/legal-page";
import { tr } from "~/lib/i18n/tr";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/distance-sales-agreement";

const doc = tr.pages.distanceSalesAgreement(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/distance-sales-agreement" });

export default function DistanceSalesAgreementPage() {
  return <LegalPage doc={doc} />;
}
