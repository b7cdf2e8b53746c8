// Beside the edit form of a campaign: what it brought (orders, discount, revenue), its codes (the CSV file and more
// single-use codes) and its state (stop, restart, delete when no order used it). Each a plain form post.
import { Download, Pause, Play, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import { formatKurus } from "~/lib/money";
import type { AdminCampaign } from "~/modules/campaigns/admin-campaigns.server";

const t = adminCampaignsText;

type Campaign = Pick<AdminCampaign, "id" | "kind" | "isActive" | "hasOrders" | "codeCount" | "usedCodeCount" | "figures">;

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5" data-testid={testId}>
      <h2 className="text-base font-bold text-gray-900">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

export function CampaignFigures({ campaign }: { campaign: Campaign }) {
  const { figures } = campaign;
  const items = [
    { label: t.figures.orders, value: figures.orders.toLocaleString("tr-TR") },
    { label: t.figures.discount, value: formatKurus(figures.discountKurus) },
    { label: t.figures.revenue, value: formatKurus(figures.revenueKurus) },
  ];
  return (
    <Card title={t.figures.title} testId="campaign-figures-card">
      <dl className="grid grid-cols-3 gap-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs text-gray-700">{item.label}</dt>
            <dd className="text-lg font-bold text-gray-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-700">{t.figures.note}</p>
    </Card>
  );
}

export function CampaignCodes({ campaign, errors }: { campaign: Campaign; errors: Partial<Record<"bulkCount" | "bulkPrefix", string>> }) {
  const navigation = useNavigation();
  const making = navigation.state === "submitting" && navigation.formData?.get("intent") === "codes";
  return (
    <Card title={t.codes.title} testId="campaign-codes">
      <p className="text-sm text-gray-800">{t.codes.summary(campaign.codeCount, campaign.usedCodeCount)}</p>
      {campaign.codeCount > 0 && (
        <a href={`/admin/campaigns/${campaign.id}/codes.csv`} download className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="codes-csv">
          <Download aria-hidden="true" className="h-4 w-4" /> {t.codes.download}
        </a>
      )}
      <Form method="post" noValidate className="space-y-3 border-t border-gray-100 pt-3">
        <h3 className="text-sm font-bold">{t.codes.bulkTitle}</h3>
        <input type="hidden" name="intent" value="codes" />
        <input type="hidden" name="id" value={campaign.id} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t.form.bulkCount} id="bulk-count" hint={t.form.bulkCountHint} error={errors.bulkCount}>
            {(control) => <input {...control} name="bulkCount" inputMode="numeric" maxLength={6} autoComplete="off" className={inputClass} />}
          </Field>
          <Field label={t.form.bulkPrefix} id="bulk-prefix" hint={t.form.bulkPrefixHint} error={errors.bulkPrefix}>
            {(control) => <input {...control} name="bulkPrefix" maxLength={30} autoComplete="off" className={inputClass} />}
          </Field>
        </div>
        <Button type="submit" busy={making} size="sm">
          {making ? t.codes.making : t.codes.make}
        </Button>
      </Form>
    </Card>
  );
}

export function CampaignStatus({ campaign }: { campaign: Campaign }) {
  return (
    <Card title={t.status.title} testId="campaign-status">
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="id" value={campaign.id} />
          <input type="hidden" name="intent" value={campaign.isActive ? "deactivate" : "activate"} />
          <Button type="submit" variant="secondary" size="sm">
            {campaign.isActive ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
            {campaign.isActive ? t.status.deactivate : t.status.activate}
          </Button>
        </Form>
        {!campaign.hasOrders && (
          <Form method="post">
            <input type="hidden" name="id" value={campaign.id} />
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="dangerOutline" size="sm">
              <Trash2 aria-hidden="true" className="h-4 w-4" /> {t.status.delete}
            </Button>
          </Form>
        )}
      </div>
      <p className="text-xs text-gray-700">{campaign.hasOrders ? t.status.hasOrdersNote : t.status.deleteNote}</p>
    </Card>
  );
}
