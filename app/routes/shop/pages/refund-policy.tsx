import { LegalPage } from "~/components/shop/legal-page";
import { tr } from "~/lib/i18n/tr";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/refund-policy";

const doc = tr.pages.refundPolicy(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/refund-policy" });

export default function RefundPolicyPage() {
  return <LegalPage doc={doc} />;
}
