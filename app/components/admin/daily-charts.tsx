// The dashboard's last 30 days: revenue and orders per day as two bar charts (SVG, described for screen
// readers by a summary), and the same figures as a table.
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { adminOrdersText } from "~/lib/i18n/admin-orders";
import { formatKurus } from "~/lib/money";
import type { DailyFigure } from "~/modules/orders/dashboard.server";

const t = adminOrdersText.dashboard;

type Daily = DailyFigure[];

export function DailyCharts({ daily }: { daily: Daily }) {
  const revenueTotal = daily.reduce((sum, d) => sum + d.revenueKurus, 0);
  const ordersTotal = daily.reduce((sum, d) => sum + d.orders, 0);
  const bestRevenue = daily.reduce<Daily[number] | null>((best, d) => (d.revenueKurus > (best?.revenueKurus ?? 0) ? d : best), null);
  const bestOrders = daily.reduce<Daily[number] | null>((best, d) => (d.orders > (best?.orders ?? 0) ? d : best), null);
  return (
    <section aria-labelledby="daily-charts" className="rounded-xl border border-gray-200 bg-white p-5" data-testid="daily-charts">
      <h2 id="daily-charts" className="text-lg font-bold">
        {t.chartTitle}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <BarChart
          title={t.chartRevenue}
          summary={t.chartRevenueSummary(
            formatKurus(revenueTotal),
            bestRevenue ? t.chartBest(formatDate(bestRevenue.date), formatKurus(bestRevenue.revenueKurus)) : null,
          )}
          days={daily.map((d) => d.date)}
          values={daily.map((d) => d.revenueKurus)}
          format={formatKurus}
          colour="fill-brand-600"
          testId="chart-revenue"
        />
        <BarChart
          title={t.chartOrders}
          summary={t.chartOrdersSummary(ordersTotal, bestOrders ? t.chartBest(formatDate(bestOrders.date), t.ordersCount(bestOrders.orders)) : null)}
          days={daily.map((d) => d.date)}
          values={daily.map((d) => d.orders)}
          format={(n) => t.ordersCount(n)}
          colour="fill-indigo-600"
          testId="chart-orders"
        />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-gray-800">{t.chartTable}</summary>
        <Table
          framed={false}
          className="mt-2 max-h-80 overflow-y-auto"
          testId="daily-table"
          columns={[
            { label: t.chartColumns.date, className: "py-1 pr-4" },
            { label: t.chartColumns.revenue, align: "right", className: "py-1 pr-4" },
            { label: t.chartColumns.orders, align: "right", className: "py-1" },
          ]}
        >
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {formatDate(d.date)}
              </th>
              <td className="py-1 pr-4 text-right">{formatKurus(d.revenueKurus)}</td>
              <td className="py-1 text-right">{d.orders}</td>
            </tr>
          ))}
        </Table>
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
              <title>{`${formatDate(days[i])}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-700" aria-hidden="true">
        <span>{days.length ? formatDate(days[0]) : ""}</span>
        <span>{days.length ? formatDate(days[days.length - 1]) : ""}</span>
      </div>
    </figure>
  );
}
