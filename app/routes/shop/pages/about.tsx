import { Link } from "react-router";
import { legalPageMeta, PageHeader, SectionView } from "~/components/shop/legal-page";
import { useShopFacts } from "~/components/shop/shell-data";
import { aboutText } from "~/lib/i18n/pages/about";
import type { Route } from "./+types/about";
import { ShopIcon } from "~/components/shop/shop-icon";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, aboutText, "/about");

export default function AboutPage() {
  const text = aboutText(useShopFacts());
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader title={text.title} lead={<p>{text.lead}</p>} />
      {text.sections.map((section) => (
        <SectionView key={section.heading} section={section} />
      ))}
      <aside aria-label={text.cta.title} className="mt-12 rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
        <p className="text-2xl font-bold">{text.cta.title}</p>
        <p className="mt-1 text-brand-50">{text.cta.text}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/products" className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
            {text.cta.products}
            <ShopIcon name="arrow-right" className="h-4 w-4" />
          </Link>
          <Link to="/contact" className="inline-flex items-center rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-brand-600">
            {text.cta.contact}
          </Link>
        </div>
      </aside>
    </article>
  );
}
