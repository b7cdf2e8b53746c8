import { LegalPage } from "~/components/shop/legal-page";
import { legalNoticeDocument } from "~/lib/i18n/pages/legal-notice";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/legal-notice";

const doc = legalNoticeDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/legal-notice" });

export default function LegalNoticePage() {
  return <LegalPage doc={doc} />;
}
