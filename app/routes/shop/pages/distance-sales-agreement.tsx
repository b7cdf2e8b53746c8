import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { distanceSalesAgreementDocument } from "~/lib/i18n/pages/distance-sales-agreement";
import type { Route } from "./+types/distance-sales-agreement";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, distanceSalesAgreementDocument, "/distance-sales-agreement");

export default function DistanceSalesAgreementPage() {
  return <LegalPage doc={distanceSalesAgreementDocument(useShopFacts())} />;
}
