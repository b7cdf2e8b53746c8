import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { privacyPolicyDocument } from "~/lib/i18n/pages/privacy-policy";
import type { Route } from "./+types/privacy-policy";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, privacyPolicyDocument, "/privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicyDocument(useShopFacts())} />;
}
