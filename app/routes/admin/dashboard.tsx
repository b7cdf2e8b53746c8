import { AlertTriangle, CheckCircle2, Clock, FolderTree, Package, PackagePlus, ShoppingBag, Wallet } from "lucide-react";
import { data, Link } from "react-router";
import { OrderStatusBadge } from "~/components/ui/order-status-badge";
import { adminOrdersText, formatDayMonthYear } from "~/lib/i18n/admin-orders";
import { tr } from "~/lib/i18n/tr";
import { formatKurus } from "~/lib/money";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { getDashboardStats } from "~/modules/orders/dashboard.server";
import type { Route } from "./+types/dashboard";

const t = adminOrdersText.dashboard;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const stats = await getDashboardStats(context.db);
  return data({ stats }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

function StatCard({ label, value, hint, icon: Icon, testId }: { label: string; value: string; hint: string; icon: typeof Wallet; testId: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-gray-700">{label}</p>
          <p className="mt-1 text-2xl font-extrabold text-gray-900" data-testid={`${testId}-value`}>{value}</p>
          <p className="mt-1 text-xs text-gray-700">{hint}</p>
        </div>
        <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-600" />
      </div>
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const allGood = stats.pendingOrders === 0 && stats.lowStockProducts === 0;
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

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t.totalRevenue} value={formatKurus(stats.totalRevenueKurus)} hint={t.totalRevenueHint} icon={Wallet} testId="stat-revenue" />
        <StatCard label={t.totalOrders} value={String(stats.totalOrders)} hint={t.totalOrdersHint} icon={ShoppingBag} testId="stat-orders" />
        <StatCard label={t.pendingOrders} value={String(stats.pendingOrders)} hint={t.pendingOrdersHint} icon={Clock} testId="stat-pending" />
        <StatCard
          label={t.activeProducts}
          value={String(stats.activeProducts)}
          hint={t.activeProductsHint(stats.totalProducts)}
          icon={Package}
          testId="stat-products"
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="quick-actions" className="rounded-xl border border-gray-200 bg-white p-5">
          <h2 id="quick-actions" className="text-lg font-bold">{t.quickActions}</h2>
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
          <h2 id="alerts" className="text-lg font-bold">{t.alerts}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {stats.pendingOrders > 0 && (
              <li className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <Link to="/admin/orders?status=pending" className="font-semibold underline">{t.pendingAlert(stats.pendingOrders)}</Link>
              </li>
            )}
            {stats.lowStockProducts > 0 && (
              <li className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <Link to="/admin/products" className="font-semibold underline">{t.lowStockAlert(stats.lowStockProducts)}</Link>
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
          <h2 id="recent-orders" className="text-lg font-bold">{t.recentOrders}</h2>
          <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 underline hover:text-brand-600">{t.viewAll}</Link>
        </div>
        {stats.recentOrders.length === 0 ? (
          <p className="mt-4 text-gray-700" data-testid="recent-orders-empty">{t.noOrders}</p>
        ) : (
          <div className="mt-3 overflow-x-auto relative [contain:inline-size]">
            <table className="min-w-full text-left text-sm" data-testid="recent-orders">
              <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">{t.columns.orderNumber}</th>
                  <th scope="col" className="py-2 pr-4">{t.columns.customer}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t.columns.total}</th>
                  <th scope="col" className="py-2 pr-4">{t.columns.status}</th>
                  <th scope="col" className="py-2">{t.columns.date}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {stats.recentOrders.map((order) => (
                  <tr key={order.id}>
                    <td className="whitespace-nowrap py-2 pr-4 font-mono font-semibold">{order.orderNumber}</td>
                    <td className="py-2 pr-4">{order.recipientName}</td>
                    <td className="whitespace-nowrap py-2 pr-4 text-right">{formatKurus(order.totalKurus)}</td>
                    <td className="py-2 pr-4">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="whitespace-nowrap py-2">{formatDayMonthYear(order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <DailyCharts daily={stats.daily} />
    </div>
  );
}

type Daily = { date: string; revenueKurus: number; orders: number }[];

/** "2026-11-21" → "21/11/2026" (a calendar day, no time zone involved). */
function dayLabel(ymd: string): string {
  const [y, m, d] = ymd.split("-");
  return `${d}/${m}/${y}`;
}

function DailyCharts({ daily }: { daily: Daily }) {
  const revenueTotal = daily.reduce((sum, d) => sum + d.revenueKurus, 0);
  const ordersTotal = daily.reduce((sum, d) => sum + d.orders, 0);
  const bestRevenue = daily.reduce<Daily[number] | null>((best, d) => (d.revenueKurus > (best?.revenueKurus ?? 0) ? d : best), null);
  const bestOrders = daily.reduce<Daily[number] | null>((best, d) => (d.orders > (best?.orders ?? 0) ? d : best), null);
  return (
    <section aria-labelledby="daily-charts" className="rounded-xl border border-gray-200 bg-white p-5" data-testid="daily-charts">
      <h2 id="daily-charts" className="text-lg font-bold">{t.chartTitle}</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <BarChart
          title={t.chartRevenue}
          summary={t.chartRevenueSummary(
            formatKurus(revenueTotal),
            bestRevenue ? t.chartBest(dayLabel(bestRevenue.date), formatKurus(bestRevenue.revenueKurus)) : null,
          )}
          days={daily.map((d) => d.date)}
          values={daily.map((d) => d.revenueKurus)}
          format={formatKurus}
          colour="fill-brand-600"
          testId="chart-revenue"
        />
        <BarChart
          title={t.chartOrders}
          summary={t.chartOrdersSummary(ordersTotal, bestOrders ? t.chartBest(dayLabel(bestOrders.date), t.ordersCount(bestOrders.orders)) : null)}
          days={daily.map((d) => d.date)}
          values={daily.map((d) => d.orders)}
          format={(n) => t.ordersCount(n)}
          colour="fill-indigo-600"
          testId="chart-orders"
        />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-gray-800">{t.chartTable}</summary>
        <div className="mt-2 max-h-80 overflow-auto relative [contain:inline-size]">
          <table className="min-w-full text-left" data-testid="daily-table">
            <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-700">
              <tr>
                <th scope="col" className="py-1 pr-4">{t.chartColumns.date}</th>
                <th scope="col" className="py-1 pr-4 text-right">{t.chartColumns.revenue}</th>
                <th scope="col" className="py-1 text-right">{t.chartColumns.orders}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {daily.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">{dayLabel(d.date)}</th>
                  <td className="py-1 pr-4 text-right">{formatKurus(d.revenueKurus)}</td>
                  <td className="py-1 text-right">{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

const CHART_W = 300;
const CHART_H = 100;

function BarChart({
  title,
  summary,
  days,
  values,
  format,
  colour,
  testId,
}: {
  title: string;
  summary: string;
  days: string[];
  values: number[];
  format(value: number): string;
  colour: string;
  testId: string;
}) {
  const max = Math.max(0, ...values);
  const slot = CHART_W / Math.max(1, values.length);
  const barWidth = slot * 0.7;
  return (
    <figure>
      <figcaption className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-gray-900">{title}</span>
        <span className="text-xs text-gray-700">{max > 0 ? format(max) : ""}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}. ${summary}`}
        viewBox={`0 0 ${CHART_W} ${CHART_H}`}
        preserveAspectRatio="none"
        className="mt-2 h-32 w-full border-b border-gray-300"
        data-testid={testId}
      >
        {values.map((value, i) => {
          const height = max > 0 ? (value / max) * (CHART_H - 2) : 0;
          return (
            <rect
              key={days[i]}
              x={i * slot + (slot - barWidth) / 2}
              y={CHART_H - Math.max(height, value > 0 ? 1 : 0)}
              width={barWidth}
              height={Math.max(height, value > 0 ? 1 : 0)}
              className={colour}
            >
              <title>{`${dayLabel(days[i])}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-700" aria-hidden="true">
        <span>{days.length ? dayLabel(days[0]) : ""}</span>
        <span>{days.length ? dayLabel(days[days.length - 1]) : ""}</span>
      </div>
    </figure>
  );
}
