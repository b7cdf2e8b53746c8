import { LegalPage } from "~/components/shop/legal-page";
import { tr } from "~/lib/i18n/tr";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/legal-notice";

const doc = tr.pages.legalNotice(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/legal-notice" });

export default function LegalNoticePage() {
  return <LegalPage doc={doc} />;
}
