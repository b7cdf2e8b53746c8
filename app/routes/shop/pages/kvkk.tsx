import { LegalPage } from "~/components/shop/legal-page";
import { kvkkDocument } from "~/lib/i18n/pages/kvkk";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { shopSettings } from "~/lib/shop-settings";
import type { Route } from "./+types/kvkk";

const doc = kvkkDocument(shopSettings);

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicOriginFrom(matches), { title: doc.title, description: doc.description, path: "/kvkk" });

export default function KvkkPage() {
  return <LegalPage doc={doc} />;
}
