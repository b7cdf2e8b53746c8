import type { ReactNode } from "react";
import { legalPageMeta, PageHeader, RichText, SectionView } from "~/components/shop/legal-page";
import { Link } from "react-router";
import { useShopFacts } from "~/components/shop/shell-data";
import { orderLookupText } from "~/lib/i18n/order-lookup";
import { contactText } from "~/lib/i18n/pages/contact";
import { fullAddress, phoneHref } from "~/lib/shop-settings";
import type { Route } from "./+types/contact";
import { ShopIcon } from "~/components/shop/shop-icon";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, contactText, "/contact");

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-bold text-gray-900">{title}</h3>
        <div className="mt-1 space-y-1 text-sm leading-relaxed text-gray-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "break-all font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600";

export default function ContactPage() {
  const shop = useShopFacts();
  const text = contactText(shop);
  const { channels, faq } = text;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageHeader title={text.title} lead={<p>{text.lead}</p>} />
      <p className="mt-4 text-gray-800">
        {orderLookupText.contactIntro}{" "}
        <Link to="/order-lookup" className={linkClass} data-testid="contact-order-lookup">
          {orderLookupText.link}
        </Link>
      </p>

      <section aria-labelledby="iletisim-kanallari" className="mt-10">
        <h2 id="iletisim-kanallari" className="text-2xl font-bold text-gray-900">
          {channels.title}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          <Card icon={<ShopIcon name="mail" className="h-5 w-5" />} title={channels.email.title}>
            <p>
              <a className={linkClass} href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </p>
            <p>{channels.email.text}</p>
          </Card>
          <Card icon={<ShopIcon name="clock" className="h-5 w-5" />} title={channels.support.title}>
            <p>{channels.support.text}</p>
          </Card>
          <Card icon={<ShopIcon name="phone" className="h-5 w-5" />} title={channels.phone.title}>
            <p>
              <a className={linkClass} href={phoneHref(shop.phone)}>
                {shop.phone}
              </a>
            </p>
            <p>{channels.phone.text}</p>
          </Card>
          <Card icon={<ShopIcon name="map-pin" className="h-5 w-5" />} title={channels.address.title}>
            <address className="not-italic">
              {shop.companyName}
              <br />
              {fullAddress(shop)}
            </address>
          </Card>
        </ul>
      </section>

      <section aria-labelledby="sss" className="mt-12">
        <h2 id="sss" className="text-2xl font-bold text-gray-900">
          {faq.title}
        </h2>
        <dl className="mt-5 divide-y divide-gray-200 rounded-2xl border border-gray-200">
          {faq.items.map((item) => (
            <div key={item.question} className="p-5">
              <dt className="font-semibold text-gray-900">{item.question}</dt>
              <dd className="mt-2 leading-relaxed text-gray-700">
                <RichText value={item.answer} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <SectionView section={text.company} />
    </article>
  );
}
