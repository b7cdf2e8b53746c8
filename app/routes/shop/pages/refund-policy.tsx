import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { refundPolicyDocument } from "~/lib/i18n/pages/refund-policy";
import type { Route } from "./+types/refund-policy";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, refundPolicyDocument, "/refund-policy");

export default function RefundPolicyPage() {
  return <LegalPage doc={refundPolicyDocument(useShopFacts())} />;
}
