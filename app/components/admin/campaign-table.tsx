// The campaign table of /admin/campaigns: each campaign's kind, rule, dates, uses, figures and state, newest first;
// a card per campaign on a phone.
import { Pencil } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { formatDateAndTime } from "~/lib/dates";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import { offerRuleText } from "~/lib/i18n/campaigns";
import { formatKurus } from "~/lib/money";
import type { AdminCampaign } from "~/modules/campaigns/admin-campaigns.server";

const t = adminCampaignsText;
const tt = t.table;

type Row = Pick<
  AdminCampaign,
  "id" | "name" | "kind" | "rule" | "minBasketKurus" | "startsAt" | "endsAt" | "totalUses" | "usedCount" | "isActive" | "namedCode" | "codeCount" | "figures"
> & { startsAt: Date | string | null; endsAt: Date | string | null };

/** "14.02.2027 23:59 sonuna kadar", "01.02.2027 00:00 – 14.02.2027 23:59", "Süresiz". */
export function campaignDates(campaign: { startsAt: Date | string | null; endsAt: Date | string | null }): string {
  const { startsAt, endsAt } = campaign;
  if (startsAt && endsAt) return tt.range(formatDateAndTime(startsAt), formatDateAndTime(endsAt));
  if (endsAt) return tt.until(formatDateAndTime(endsAt));
  if (startsAt) return tt.from(formatDateAndTime(startsAt));
  return tt.noEnd;
}

export function CampaignTable({ campaigns }: { campaigns: Row[] }) {
  return (
    <Table
      stacked
      caption={tt.caption}
      testId="campaigns-table"
      columns={[
        { label: tt.name },
        { label: tt.rule },
        { label: tt.dates },
        { label: tt.uses },
        { label: tt.figures },
        { label: tt.status },
        { label: tt.actions, visuallyHidden: true },
      ]}
    >
      {campaigns.map((c) => (
        <tr key={c.id} data-testid="campaign-row">
          <td className="px-4 py-2">
            <span className="block font-semibold text-gray-900">{c.name}</span>
            <span className="block text-xs text-gray-700">
              {t.kinds[c.kind]}
              {c.kind === "code" && (c.namedCode ? `: ${c.namedCode}` : ` (${tt.codeCount(c.codeCount)})`)}
            </span>
          </td>
          <td className="px-4 py-2 text-gray-900" data-label={tt.rule}>
            {offerRuleText(c.rule, c.minBasketKurus)}
          </td>
          <td className="px-4 py-2 text-gray-800" data-label={tt.dates}>
            {campaignDates(c)}
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-gray-800" data-label={tt.uses} data-testid="campaign-uses">
            {tt.usesOf(c.usedCount, c.totalUses)}
          </td>
          <td className="px-4 py-2 text-gray-800" data-label={tt.figures} data-testid="campaign-figures">
            <span className="block">{tt.orders(c.figures.orders)}</span>
            <span className="block whitespace-nowrap text-xs">{tt.discount(formatKurus(c.figures.discountKurus))}</span>
            <span className="block whitespace-nowrap text-xs">{tt.revenue(formatKurus(c.figures.revenueKurus))}</span>
          </td>
          <td className="px-4 py-2" data-label={tt.status}>
            <Badge colour={c.isActive ? "green" : "gray"}>{c.isActive ? tt.active : tt.inactive}</Badge>
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-right">
            <ButtonLink to={`?edit=${c.id}`} aria-label={tt.editCampaign(c.name)} variant="ghost" size="compact">
              <Pencil aria-hidden="true" className="h-4 w-4" /> {tt.edit}
            </ButtonLink>
          </td>
        </tr>
      ))}
    </Table>
  );
}
