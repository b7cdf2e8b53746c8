// /admin/staff: the owner's list of admin accounts; add one (initial password or a set-password link by mail),
// disable/enable, send a new link, remove (docs/product.md#staff-accounts). Owner only: staff get a 403.
import { data, useNavigation } from "react-router";
import { AddAdminForm } from "~/components/admin/add-admin-form";
import { OwnerOnlyBoundary } from "~/components/admin/owner-only-boundary";
import { StaffTable } from "~/components/admin/staff-table";
import { Banner } from "~/components/ui/banner";
import { formatDateAndTime, formatDate } from "~/lib/dates";
import { readForm } from "~/modules/platform/form-data.server";
import { staffText } from "~/lib/i18n/admin-staff";
import { adminText } from "~/lib/i18n/admin";
import { requireOwnerAction, requireOwnerPage } from "~/modules/auth/guard.server";
import type { Executor } from "~/db/client.server";
import { auditBy, withAuditRecord } from "~/modules/audit/audit-log.server";
import { accountAuditEntry, addAdmin, type AccountChange, listAdmins, removeAdmin, resendSetPasswordLink, setAdminDisabled } from "~/modules/auth/staff.server";
import type { Route } from "./+types/staff";

const t = staffText;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwnerPage(request, context);
  const admins = await listAdmins(context.db);
  return {
    rows: admins.map((admin) => ({
      id: admin.id,
      email: admin.email,
      role: admin.role,
      twoFactor: admin.twoFactor,
      created: formatDate(admin.createdAt),
      lastSignIn: admin.lastSignInAt ? formatDateAndTime(admin.lastSignInAt) : null,
      disabled: !!admin.disabledAt,
      waitingForPassword: admin.waitingForPassword,
      isSelf: admin.id === owner.id,
    })),
  };
}

export type StaffActionData = { error?: string; notice?: string; values?: { email: string; method: string } };

const NOTICES: Partial<Record<AccountChange["action"], (email: string) => string>> = {
  "admin.disabled": t.disabledNotice,
  "admin.enabled": t.enabledNotice,
  "admin.password-link-sent": t.linkSentNotice,
  "admin.removed": t.remove.done,
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context);
  const by = auditBy(owner, context);
  const form = await readForm(request);
  const intent = String(form?.get("intent") ?? "");
  const id = String(form?.get("id") ?? "");
  const publicUrl = context.env.PUBLIC_URL;
  if (intent === "add") {
    const values = { email: String(form?.get("email") ?? "").slice(0, 300), method: form?.get("method") === "password" ? "password" : "link" };
    if (!values.email) return data<StaffActionData>({ error: t.errors.required, values }, { status: 400 });
    const password = values.method === "password" ? String(form?.get("password") ?? "").slice(0, 1000) : null;
    const result = await withAuditRecord(context.db, by, (tx) => addAdmin(tx, owner, { email: values.email, password, publicUrl }), accountAuditEntry);
    if (!result.ok) return data<StaffActionData>({ error: t.errors[result.error], values }, { status: result.error === "email-taken" ? 409 : 400 });
    if (result.linkSent) context.jobs.kickMail();
    context.logger.info({ by: owner.id, admin: result.admin.id, linkSent: result.linkSent }, "admin account added");
    return data<StaffActionData>({ notice: result.linkSent ? t.add.addedWithLink(result.admin.email) : t.add.addedWithPassword(result.admin.email) });
  }
  const change =
    intent === "disable" || intent === "enable"
      ? (tx: Executor) => setAdminDisabled(tx, owner, id, intent === "disable")
      : intent === "send-link"
        ? (tx: Executor) => resendSetPasswordLink(tx, owner, id, publicUrl)
        : intent === "remove"
          ? (tx: Executor) => removeAdmin(tx, owner, id)
          : null;
  const result = change && (await withAuditRecord(context.db, by, change, accountAuditEntry));
  if (!result) return data<StaffActionData>({ error: t.errors.required }, { status: 400 });
  if (!result.ok) return data<StaffActionData>({ error: t.errors[result.error] }, { status: result.error === "no-such-admin" ? 404 : 400 });
  if (result.change.action === "admin.password-link-sent") context.jobs.kickMail();
  context.logger.info({ by: owner.id, admin: result.change.target.id, action: result.change.action }, "admin account changed");
  return data<StaffActionData>({ notice: NOTICES[result.change.action]?.(result.change.target.email) });
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-gray-700">{t.intro}</p>
      </div>
      {actionData?.error && (
        <Banner tone="error" testId="staff-error">
          {actionData.error}
        </Banner>
      )}
      {actionData?.notice && (
        <Banner tone="success" testId="staff-notice">
          {actionData.notice}
        </Banner>
      )}
      <StaffTable rows={loaderData.rows} />
      {/* A fresh form after each success; after an error it keeps what was typed. */}
      <AddAdminForm key={actionData?.notice ?? "add"} busy={adding} values={actionData?.error ? actionData.values : undefined} />
    </div>
  );
}

export { OwnerOnlyBoundary as ErrorBoundary };
