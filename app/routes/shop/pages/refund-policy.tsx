import { LegalPage } from "~/components/shop/legal-page";
import { refundPolicyDocument } from "~/lib/i18n/pages/refund-policy";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/refund-policy";

const doc = refundPolicyDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/refund-policy" });

export default function RefundPolicyPage() {
  return <LegalPage doc={doc} />;
}
