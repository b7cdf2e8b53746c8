import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { kvkkDocument } from "~/lib/i18n/pages/kvkk";
import type { Route } from "./+types/kvkk";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, kvkkDocument, "/kvkk");

export default function KvkkPage() {
  return <LegalPage doc={kvkkDocument(useShopFacts())} />;
}
