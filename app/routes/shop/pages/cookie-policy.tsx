import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { cookiePolicyDocument } from "~/lib/i18n/pages/cookie-policy";
import type { Route } from "./+types/cookie-policy";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, cookiePolicyDocument, "/cookie-policy");

export default function CookiePolicyPage() {
  return <LegalPage doc={cookiePolicyDocument(useShopFacts())} />;
}
