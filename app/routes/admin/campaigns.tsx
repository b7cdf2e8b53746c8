// /admin/campaigns: the campaign table (docs/product.md#discount-codes, docs/product.md#campaign-rules), and the
// campaign form in its place (?new=1, or ?edit={id} with the campaign's figures, codes and state). Plain form posts:
// everything works without JavaScript. A campaign's codes as CSV: /admin/campaigns/{id}/codes.csv.
import { Plus } from "lucide-react";
import { data, redirect } from "react-router";
import { CampaignForm } from "~/components/admin/campaign-form";
import { CampaignCodes, CampaignFigures, CampaignStatus } from "~/components/admin/campaign-panels";
import { CampaignTable } from "~/components/admin/campaign-table";
import { Banner } from "~/components/ui/banner";
import { ButtonLink } from "~/components/ui/button";
import {
  type CampaignDraft,
  type CampaignField,
  campaignDraftFromForm,
  campaignRefusalFieldErrors,
  campaignToDraft,
  EMPTY_CAMPAIGN_DRAFT,
  parseBulkCodesForm,
} from "~/lib/campaign-form";
import { adminCampaignsText } from "~/lib/i18n/admin-campaigns";
import { adminText } from "~/lib/i18n/admin";
import { tr } from "~/lib/i18n/tr";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import {
  type AdminCampaign,
  addBulkCodes,
  campaignScopeChoices,
  deleteCampaign,
  getAdminCampaign,
  listAdminCampaigns,
  setCampaignActive,
  submitCampaignForm,
} from "~/modules/campaigns/admin-campaigns.server";
import { readForm } from "~/modules/platform/form-data.server";
import type { Route } from "./+types/campaigns";

const t = adminCampaignsText;
const LIST_URL = "/admin/campaigns";
const NOTICES = ["saved", "deleted", "deactivated", "activated"] as const;
type Notice = (typeof NOTICES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const notice: Notice | null = NOTICES.find((n) => url.searchParams.has(n)) ?? null;
  const made = Number(url.searchParams.get("made")) || 0;
  let mode: "list" | "new" | "edit" = editId ? "edit" : url.searchParams.get("new") === "1" ? "new" : "list";
  let notFound = false;
  let campaigns: AdminCampaign[] = [];
  let campaign: AdminCampaign | null = null;
  let choices: Awaited<ReturnType<typeof campaignScopeChoices>> = { categories: [], products: [] };
  let loadError: string | null = null;
  try {
    if (mode !== "list") {
      [choices, campaign] = await Promise.all([campaignScopeChoices(context.db), editId ? getAdminCampaign(context.db, editId) : null]);
      if (mode === "edit" && !campaign) [mode, notFound] = ["list", true];
    }
    if (mode === "list") campaigns = await listAdminCampaigns(context.db);
  } catch (error) {
    context.logger.error({ err: error }, "admin campaigns could not be loaded");
    loadError = t.loadError;
  }
  // The choices offer the active categories and products, and any inactive one the campaign already names.
  const named = campaign && campaign.scope.kind !== "all" ? campaign.scope.ids : [];
  const offered = <T extends { id: string; isActive: boolean }>(rows: T[]) => rows.filter((row) => row.isActive || named.includes(row.id));
  return {
    mode,
    notFound,
    notice,
    made,
    loadError,
    campaigns,
    campaign,
    draft: campaign ? campaignToDraft(campaign) : EMPTY_CAMPAIGN_DRAFT,
    categories: offered(choices.categories),
    products: offered(choices.products),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

type ActionAnswer = {
  error: string;
  fieldErrors: Partial<Record<CampaignField, string>>;
  draft: CampaignDraft | null;
  intent: string;
};

function refused(status: number, answer: Partial<ActionAnswer> & { error: string }) {
  return data<ActionAnswer>({ fieldErrors: {}, draft: null, intent: "save", ...answer }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readForm(request);
  if (!form) return refused(400, { error: tr.common.genericError });
  const by = auditBy(admin, context);
  const intent = typeof form.get("intent") === "string" ? String(form.get("intent")) : "save";
  const id = typeof form.get("id") === "string" ? String(form.get("id")) : "";
  const editUrl = (extra: string) => `${LIST_URL}?edit=${encodeURIComponent(id)}&${extra}`;

  try {
    if (intent === "deactivate" || intent === "activate") {
      const result = await setCampaignActive(context.db, id, intent === "activate", by);
      if (!result.ok) return refused(result.status, { error: t.notFound, intent });
      return redirect(editUrl(intent === "activate" ? "activated=1" : "deactivated=1"), 303);
    }
    if (intent === "delete") {
      const result = await deleteCampaign(context.db, id, by);
      if (!result.ok) return refused(result.status, { error: result.reason === "has-orders" ? t.errors.deleteHasOrders : t.notFound, intent });
      return redirect(`${LIST_URL}?deleted=1`, 303);
    }
    if (intent === "codes") {
      const checked = parseBulkCodesForm(form);
      if (!checked.ok) return refused(400, { error: t.form.formError, fieldErrors: checked.fieldErrors, intent });
      const result = await addBulkCodes(context.db, id, checked, by);
      if (!result.ok) return refused(result.status, { error: result.reason === "not-found" ? t.notFound : t.errors.notCodeCampaign, intent });
      return redirect(editUrl(`made=${result.made}`), 303);
    }

    const result = await submitCampaignForm(context.db, form, by);
    if (!result.ok) {
      const draft = campaignDraftFromForm(form);
      if (result.reason === "not-found") return refused(404, { error: t.notFound, draft });
      const fieldErrors = result.reason === "invalid" ? result.fieldErrors : campaignRefusalFieldErrors(result);
      return refused(result.status, { error: t.form.formError, fieldErrors, draft });
    }
    context.logger.info({ campaignId: result.id, created: result.created }, "campaign saved");
    if (result.codesMade > 0) return redirect(`${LIST_URL}?edit=${result.id}&made=${result.codesMade}`, 303);
    return redirect(`${LIST_URL}?saved=1`, 303);
  } catch (error) {
    context.logger.error({ err: error, campaignId: id, intent }, "campaign change failed");
    return refused(500, {
      error: intent === "save" ? t.errors.saveFailed : t.errors.actionFailed,
      draft: intent === "save" ? campaignDraftFromForm(form) : null,
      intent,
    });
  }
}

const noticeText: Record<Notice, string> = {
  saved: t.notices.saved,
  deleted: t.notices.deleted,
  deactivated: t.notices.deactivated,
  activated: t.notices.activated,
};

export default function AdminCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, campaign, notice, made, notFound, loadError } = loaderData;
  const answer = actionData ?? null;
  const saveAnswer = answer && answer.intent === "save" ? answer : null;
  const otherError = answer && answer.intent !== "save" && answer.intent !== "codes" ? answer.error : null;
  const codesErrors = answer?.intent === "codes" ? (answer.fieldErrors as Partial<Record<"bulkCount" | "bulkPrefix", string>>) : {};

  return (
    <div className="mx-auto max-w-5xl">
      {notice && (
        <Banner tone="success" testId="admin-notice">
          {noticeText[notice]}
        </Banner>
      )}
      {made > 0 && (
        <Banner tone="success" testId="admin-notice">
          {t.notices.codes(made)}
        </Banner>
      )}
      {notFound && (
        <Banner tone="error" testId="form-error">
          {t.notFound}
        </Banner>
      )}
      {otherError && (
        <Banner tone="error" testId="form-error">
          {otherError}
        </Banner>
      )}
      {loadError && (
        <Banner tone="error" testId="load-error">
          {loadError}
        </Banner>
      )}

      {mode === "list" ? (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold">{t.title}</h1>
            <ButtonLink to="?new=1" data-testid="new-campaign">
              <Plus aria-hidden="true" className="h-5 w-5" /> {t.newCampaign}
            </ButtonLink>
          </div>
          <p className="mb-4 text-sm text-gray-700">{t.intro}</p>
          {loaderData.campaigns.length === 0 && !loadError ? (
            <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="campaigns-empty">
              <p className="text-gray-700">{t.empty}</p>
              <ButtonLink to="?new=1" className="mt-4">
                <Plus aria-hidden="true" className="h-5 w-5" /> {t.addFirst}
              </ButtonLink>
            </div>
          ) : (
            <CampaignTable campaigns={loaderData.campaigns} />
          )}
        </>
      ) : (
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
          <CampaignForm
            key={campaign?.id ?? "new"}
            campaignId={campaign?.id ?? null}
            draft={saveAnswer?.draft ?? loaderData.draft}
            errors={saveAnswer?.fieldErrors ?? {}}
            error={saveAnswer?.error ?? null}
            categories={loaderData.categories}
            products={loaderData.products}
            listUrl={LIST_URL}
          />
          {campaign && (
            <aside className="space-y-4 lg:pt-12">
              <CampaignFigures campaign={campaign} />
              {campaign.kind === "code" && <CampaignCodes campaign={campaign} errors={codesErrors} />}
              <CampaignStatus campaign={campaign} />
            </aside>
          )}
        </div>
      )}
    </div>
  );
}
