import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { termsDocument } from "~/lib/i18n/pages/terms";
import type { Route } from "./+types/terms";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, termsDocument, "/terms");

export default function TermsPage() {
  return <LegalPage doc={termsDocument(useShopFacts())} />;
}
