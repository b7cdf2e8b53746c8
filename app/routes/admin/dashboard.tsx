// /admin/dashboard: the shop's figures, quick links, what needs attention, the latest orders and 30 days of charts.
import { AlertTriangle, Ban, Camera, Heart, CheckCircle2, Clock, FolderTree, Package, PackagePlus, Undo2, ShoppingBag, Wallet } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { DailyCharts } from "~/components/admin/daily-charts";
import { RecentOrdersTable } from "~/components/admin/recent-orders-table";
import { DEMO_REMOVAL_INTENT, SetupChecklist } from "~/components/admin/setup-checklist";
import { TwoFactorReminder } from "~/components/admin/two-factor-settings";
import { Banner } from "~/components/ui/banner";
import { StatCard } from "~/components/ui/stat-card";
import { missingBayramYear } from "~/lib/bayram-years";
import { shopTime } from "~/lib/delivery-calendar";
import { adminText } from "~/lib/i18n/admin";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { megabytesText, personalStorageText } from "~/lib/i18n/personalisation";
import { setupChecklistText } from "~/lib/i18n/setup-checklist";
import { calendarText } from "~/lib/i18n/settings-calendar";
import { thanksCardText } from "~/lib/i18n/thanks-card";
import { formatKurus } from "~/lib/money";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminPage, requireOwnerAction } from "~/modules/auth/guard.server";
import { hasTwoFactor } from "~/modules/auth/two-factor.server";
import { productStore } from "~/modules/catalog/admin-products.server";
import { demoCatalogSummary, type DemoRemovalRefusal, removeDemoCatalog } from "~/modules/catalog/demo-catalog.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import { personalUploadTotals } from "~/modules/personalisation/uploads.server";
import { readForm } from "~/modules/platform/form-data.server";
import { readSetupChecklist } from "~/modules/settings/setup-checklist.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/dashboard";

const t = adminOrdersText.dashboard;

/** "?removed=34-60-4": the products, images and categories the demo catalogue's removal deleted (after its redirect). */
function removedCounts(params: URLSearchParams): [number, number, number] | null {
  const match = /^(\d{1,6})-(\d{1,6})-(\d{1,6})$/.exec(params.get("removed") ?? "");
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const [stats, twoFactorOn, settings, photos] = await Promise.all([
    getDashboardStats(context.db),
    hasTwoFactor(context.db, user.id),
    getShopSettings(context.db),
    personalUploadTotals(context.db),
  ]);
  const personalPhotos = {
    ...photos,
    alarmMb: context.env.PERSONAL_UPLOADS_ALARM_MB,
    alarm: photos.bytes > context.env.PERSONAL_UPLOADS_ALARM_MB * 1024 * 1024,
  };
  // The first-run checklist is the owner's: staff can do none of its steps.
  const owner = user.role === "owner";
  const params = new URL(request.url).searchParams;
  const setup = owner ? await readSetupChecklist(context.db, context.env) : null;
  const confirmDemoRemoval = setup && !setup.complete && params.get("demo") === "confirm" ? await demoCatalogSummary(context.db) : null;
  const demoRemoved = owner ? removedCounts(params) : null;
  // The owner is reminded of the coming year's bayram days (docs/product.md#delivery-calendar); only they may add them.
  const bayramYear = owner ? missingBayramYear(settings.deliveryCalendar, shopTime(settings, new Date()).date) : null;
  return data(
    { stats, twoFactorOn, setup, confirmDemoRemoval, demoRemoved, bayramYear, personalPhotos },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The checklist's one action: removing the demo catalogue (owner only; the confirm step is the loader's). */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context);
  const form = (await readForm(request)) ?? new FormData();
  if (form.get("intent") !== DEMO_REMOVAL_INTENT) throw data("unknown-intent", { status: 400 });
  const result = await removeDemoCatalog(productStore(context), auditBy(owner, context));
  if (result.ok) return redirect(`/admin/dashboard?removed=${result.products}-${result.images}-${result.categories}`, 303);
  return data<{ demoRemoval: DemoRemovalRefusal }>({ demoRemoval: result.reason }, { status: result.reason === "failed" ? 500 : 409 });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, setup, demoRemoved, bayramYear, personalPhotos } = loaderData;
  const allGood = stats.pendingOrders === 0 && stats.lowStockProducts === 0 && bayramYear === null;
  const quickLinks = [
    { to: "/admin/products?new=1", label: t.newProduct, icon: PackagePlus },
    { to: "/admin/products", label: t.productList, icon: Package },
    { to: "/admin/orders", label: t.orders, icon: ShoppingBag },
    { to: "/admin/categories", label: t.categories, icon: FolderTree },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      </div>
      {!loaderData.twoFactorOn && <TwoFactorReminder />}
      {demoRemoved && (
        <Banner tone="success" testId="demo-removed" className="text-sm">
          {setupChecklistText.demoRemoval.removed(...demoRemoved)}
        </Banner>
      )}
      {personalPhotos.alarm && (
        <Banner tone="warning" testId="personal-photos-alarm" className="text-sm">
          {personalStorageText.alarm(megabytesText(personalPhotos.bytes), personalPhotos.alarmMb)}
        </Banner>
      )}
      {setup && !setup.complete && <SetupChecklist setup={setup} confirm={loaderData.confirmDemoRemoval} refusal={actionData?.demoRemoval ?? null} />}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label={t.totalRevenue} value={formatKurus(stats.totalRevenueKurus)} hint={t.totalRevenueHint} icon={Wallet} testId="stat-revenue" />
        <StatCard label={t.refunds} value={formatKurus(stats.refundedKurus)} hint={t.refundsHint} icon={Undo2} testId="stat-refunds" />
        <StatCard label={t.totalOrders} value={String(stats.totalOrders)} hint={t.totalOrdersHint} icon={ShoppingBag} testId="stat-orders" />
        <StatCard label={t.cancelledOrders} value={String(stats.cancelledOrders)} hint={t.cancelledOrdersHint} icon={Ban} testId="stat-cancelled" />
        <StatCard label={t.pendingOrders} value={String(stats.pendingOrders)} hint={t.pendingOrdersHint} icon={Clock} testId="stat-pending" />
        <StatCard
          label={t.activeProducts}
          value={String(stats.activeProducts)}
          hint={t.activeProductsHint(stats.totalProducts)}
          icon={Package}
          testId="stat-products"
        />
        <StatCard
          label={personalStorageText.label}
          value={personalStorageText.value(personalPhotos.uploads, megabytesText(personalPhotos.bytes))}
          hint={personalStorageText.hint}
          icon={Camera}
          testId="stat-personal-photos"
        />
        <StatCard
          label={thanksCardText.dashboard.thanksThisMonth}
          value={String(stats.thanksThisMonth)}
          hint={thanksCardText.dashboard.thanksThisMonthHint}
          icon={Heart}
          testId="stat-thanks"
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="quick-actions" className="rounded-xl border border-gray-200 bg-white p-5">
          <h2 id="quick-actions" className="text-lg font-bold">
            {t.quickActions}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {quickLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-semibold text-gray-900 hover:border-brand-500 hover:bg-brand-50"
                >
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="alerts" className="rounded-xl border border-gray-200 bg-white p-5" data-testid="dashboard-alerts">
          <h2 id="alerts" className="text-lg font-bold">
            {t.alerts}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {stats.pendingOrders > 0 && (
              <li className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <Link to="/admin/orders?status=pending" className="font-semibold underline">
                  {t.pendingAlert(stats.pendingOrders)}
                </Link>
              </li>
            )}
            {stats.lowStockProducts > 0 && (
              <li className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <div>
                  <Link to="/admin/products" className="font-semibold underline">
                    {t.lowStockAlert(stats.lowStockProducts)}
                  </Link>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="low-stock-list">
                    {stats.lowStockVariants.map((item) => (
                      <li key={`${item.productId}-${item.sku}`}>
                        <Link to={`/admin/products?edit=${item.productId}`} className="underline">
                          {t.lowStockItem(item.productName, item.variantLabel, item.stock)}
                        </Link>
                      </li>
                    ))}
                    {stats.lowStockProducts > stats.lowStockVariants.length && (
                      <li>{t.lowStockMore(stats.lowStockProducts - stats.lowStockVariants.length)}</li>
                    )}
                  </ul>
                </div>
              </li>
            )}
            {bayramYear !== null && (
              <li className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900" data-testid="bayram-reminder">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {calendarText.reminder(bayramYear)}{" "}
                  <Link to="/admin/settings#calendar" className="font-semibold underline">
                    {calendarText.reminderLink}
                  </Link>
                </span>
              </li>
            )}
            {allGood && (
              <li className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  <strong className="block">{t.allGood}</strong>
                  {t.allGoodText}
                </span>
              </li>
            )}
          </ul>
        </section>
      </div>

      <section aria-labelledby="recent-orders" className="rounded-xl border border-gray-200 bg-white p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-orders" className="text-lg font-bold">
            {t.recentOrders}
          </h2>
          <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 underline hover:text-brand-600">
            {t.viewAll}
          </Link>
        </div>
        {stats.recentOrders.length === 0 ? (
          <p className="mt-4 text-gray-700" data-testid="recent-orders-empty">
            {t.noOrders}
          </p>
        ) : (
          <RecentOrdersTable orders={stats.recentOrders} />
        )}
      </section>

      <DailyCharts daily={stats.daily} />
    </div>
  );
}
