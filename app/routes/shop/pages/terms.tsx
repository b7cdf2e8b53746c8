import { LegalPage } from "~/components/shop/legal-page";
import { termsDocument } from "~/lib/i18n/pages/terms";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/terms";

const doc = termsDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/terms" });

export default function TermsPage() {
  return <LegalPage doc={doc} />;
}
