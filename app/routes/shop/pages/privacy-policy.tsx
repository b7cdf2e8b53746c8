import { LegalPage } from "~/components/shop/legal-page";
import { privacyPolicyDocument } from "~/lib/i18n/pages/privacy-policy";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/privacy-policy";

const doc = privacyPolicyDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/privacy-policy" });

export default function PrivacyPolicyPage() {
  return <LegalPage doc={doc} />;
}
