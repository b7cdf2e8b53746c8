// /admin/settings: the owner sets up the shop (docs/product.md#shop-settings). One form per section, each saved
// on its own, working without JavaScript. Owner only: staff get a 403 and no menu entry.
import { data } from "react-router";
import { OwnerOnlyBoundary } from "~/components/admin/owner-only-boundary";
import { CompanySection } from "~/components/admin/settings/company-section";
import { LegalSection } from "~/components/admin/settings/legal-section";
import { ShippingSection } from "~/components/admin/settings/shipping-section";
import { CalendarSection } from "~/components/admin/settings/calendar-section";
import { Banner } from "~/components/ui/banner";
import { settingsText } from "~/lib/i18n/admin-settings";
import { adminText } from "~/lib/i18n/admin";
import { isSettingsSection, type SectionOutcome, type SettingsSection } from "~/lib/settings-sections";
import type { ShopSettings } from "~/lib/shop-settings";
import { auditBy } from "~/modules/audit/audit-log.server";
import { TURKEY_PROVINCES } from "~/modules/address/turkey-districts.server";
import { requireOwnerAction, requireOwnerPage } from "~/modules/auth/guard.server";
import { readForm } from "~/modules/platform/form-data.server";
import { saveCompanySection } from "~/modules/settings/company-section.server";
import { saveLegalSection } from "~/modules/settings/legal-section.server";
import { saveCalendarSection } from "~/modules/settings/calendar-section.server";
import type { SectionSave } from "~/modules/settings/section-save.server";
import { saveShippingSection } from "~/modules/settings/shipping-section.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { saveAppearance } from "~/modules/settings/appearance-section.server";
import { AppearanceSection } from "~/components/admin/settings/appearance-section";
import { NotificationsSection } from "~/components/admin/settings/notifications-section";
import { saveNotificationsSection } from "~/modules/settings/notifications-section.server";
import { providerStatuses } from "~/modules/settings/provider-status.server";
import { saveInvoicingSection } from "~/modules/settings/invoicing-section.server";
import { InvoicingSection } from "~/components/admin/settings/invoicing-section";
import { savePaymentsSection } from "~/modules/settings/payments-section.server";
import { PaymentsSection } from "~/components/admin/settings/payments-section";
import { saveReviewsSection } from "~/modules/settings/reviews-section.server";
import { ReviewsSection } from "~/components/admin/settings/reviews-section";
import { saveThanksSection } from "~/modules/settings/thanks-section.server";
import { ThanksSection } from "~/components/admin/settings/thanks-section";
import type { Route } from "./+types/settings";

const t = settingsText;

/** Each section's save (app/modules/settings/*-section.server.ts). */
const SAVES: Partial<Record<SettingsSection, SectionSave>> = {
  company: saveCompanySection,
  legal: saveLegalSection,
  shipping: saveShippingSection,
  appearance: saveAppearance,
  calendar: saveCalendarSection,
  notifications: saveNotificationsSection,
  invoicing: saveInvoicingSection,
  payments: savePaymentsSection,
  reviews: saveReviewsSection,
  thanks: saveThanksSection,
};

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwnerPage(request, context);
  // The company section's province and district lists (components/admin/settings/company-section.tsx) travel as data.
  // providers: what the notifications and payments sections show of the environment's providers (never a secret).
  return { settings: await getShopSettings(context.db), provinces: TURKEY_PROVINCES, providers: providerStatuses(context.env) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context);
  const form = (await readForm(request)) ?? new FormData();
  const section = form.get("section");
  const save = isSettingsSection(section) ? SAVES[section] : undefined;
  if (!isSettingsSection(section) || !save) throw data(t.unknownSection, { status: 400 });
  const outcome = await save({ db: context.db, by: auditBy(owner, context), form, context, section });
  if (outcome.ok) context.logger.info({ by: owner.id, section }, "shop settings saved");
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

/** What each section's component is given. */
export interface SectionProps {
  settings: ShopSettings;
  /** This section's last save, when it was the one saved. */
  outcome: SectionOutcome | null;
}

/** The sections in the page's order; each is a form of its own (app/components/admin/settings/). */
const SECTIONS: { id: SettingsSection; Component: (props: SectionProps) => React.ReactNode }[] = [
  { id: "company", Component: CompanySection },
  { id: "appearance", Component: AppearanceSection },
  { id: "shipping", Component: ShippingSection },
  { id: "calendar", Component: CalendarSection },
  { id: "legal", Component: LegalSection },
  { id: "notifications", Component: NotificationsSection },
  { id: "invoicing", Component: InvoicingSection },
  { id: "payments", Component: PaymentsSection },
  { id: "reviews", Component: ReviewsSection },
  { id: "thanks", Component: ThanksSection },
];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData as SectionOutcome | undefined) ?? null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-gray-700">{t.intro}</p>
      </div>
      <nav aria-label={t.sectionsNav}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(({ id }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-gray-200 bg-white px-3 font-semibold hover:border-brand-300"
              >
                {t.sections[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {outcome && (
        <Banner tone={outcome.ok ? "success" : "error"} testId="settings-outcome">
          {outcome.ok ? outcome.notice : (outcome.message ?? t.fixErrors)}
        </Banner>
      )}
      {SECTIONS.map(({ id, Component }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t.sections[id]}
          </h2>
          <Component settings={loaderData.settings} outcome={outcome?.section === id ? outcome : null} />
        </section>
      ))}
    </div>
  );
}

export { OwnerOnlyBoundary as ErrorBoundary };
