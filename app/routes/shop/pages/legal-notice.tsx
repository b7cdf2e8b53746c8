import { LegalPage, legalPageMeta } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { legalNoticeDocument } from "~/lib/i18n/pages/legal-notice";
import type { Route } from "./+types/legal-notice";

// The page's facts are the owner's settings, from the shop layout's data (docs/product.md#legal-and-company-pages).
export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, legalNoticeDocument, "/legal-notice");

export default function LegalNoticePage() {
  return <LegalPage doc={legalNoticeDocument(useShopFacts())} />;
}
