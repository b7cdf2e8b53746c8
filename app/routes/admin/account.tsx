// The signed-in admin's own account: two-factor sign-in on and off, recovery codes
// (docs/product.md#two-factor-sign-in); changing one's password, one's active sessions and "sign out
// everywhere" (docs/product.md#my-account).
import { data, redirect, useNavigation } from "react-router";
import { PasswordSettings } from "~/components/admin/password-settings";
import { SessionList } from "~/components/admin/session-list";
import { TwoFactorSettings } from "~/components/admin/two-factor-settings";
import { formatDate, formatDateAndTime } from "~/lib/dates";
import { staffText } from "~/lib/i18n/admin-staff";
import { readForm } from "~/modules/platform/form-data.server";
import { twoFactorText } from "~/lib/i18n/admin-security";
import { tr } from "~/lib/i18n/tr";
import type { AuditAction } from "~/lib/audit";
import { type AuditEntry, auditBy, withAuditRecord } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import { type AdminUser, clearedSessionCookie, listSessions } from "~/modules/auth/session.server";
import { accountAuditEntry, changeOwnPassword, endOneOwnSession, signOutEverywhere } from "~/modules/auth/staff.server";
import { qrCodeSvg, totpUri } from "~/modules/auth/totp.server";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from "~/modules/auth/two-factor.server";
import type { Route } from "./+types/account";

const t = twoFactorText.account;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const status = await twoFactorStatus(context.db, user.id);
  const enrolment =
    status.pendingSecret && !status.enabled
      ? { secret: status.pendingSecret, qrSvg: await qrCodeSvg(totpUri(status.pendingSecret, tr.shopName, user.email)) }
      : null;
  const sessions = await listSessions(context.db, user.id);
  return {
    email: user.email,
    sessions: sessions.map((session) => ({
      id: session.id,
      browser: session.browser,
      address: session.address,
      created: formatDateAndTime(session.createdAt),
      lastSeen: formatDateAndTime(session.lastSeenAt ?? session.createdAt),
      current: session.id === user.sessionId,
    })),
    enabled: status.enabled,
    enabledSince: status.enabledAt ? formatDate(status.enabledAt) : null,
    unusedRecoveryCodes: status.unusedRecoveryCodes,
    enrolment,
  };
}

/** The audit log's record of a change to the admin's own two-factor sign-in (never the secret or the codes). */
function twoFactorRecord(user: AdminUser, action: AuditAction, on?: boolean): AuditEntry {
  const changes = on === undefined ? null : { twoFactor: { before: !on, after: on } };
  return { action, target: { type: "admin", id: user.id, label: user.email }, changes };
}

export type AccountActionData = { error?: string; notice?: string; recoveryCodes?: string[]; section?: "password" | "sessions" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readForm(request);
  const intent = String(form?.get("intent") ?? "");
  const code = String(form?.get("code") ?? "").slice(0, 40);
  const by = auditBy(user, context);
  switch (intent) {
    case "change-password": {
      const field = (name: string) => String(form?.get(name) ?? "").slice(0, 1000);
      const input = { current: field("current"), next: field("next"), repeat: field("repeat"), clientIp: context.clientIp };
      const result = await withAuditRecord(context.db, by, (tx) => changeOwnPassword(tx, user, input), accountAuditEntry);
      if (!result.ok)
        return data<AccountActionData>(
          { error: staffText.errors[result.error], section: "password" },
          { status: result.error === "too-many-attempts" ? 429 : 400 },
        );
      context.logger.info({ userId: user.id, ...result.change.details }, "admin password changed");
      return data<AccountActionData>({ notice: staffText.password.changed(Number(result.change.details?.otherSessionsEnded ?? 0)), section: "password" });
    }
    case "end-session": {
      const sessionId = String(form?.get("session") ?? "").slice(0, 100);
      const result = await withAuditRecord(context.db, by, (tx) => endOneOwnSession(tx, user, sessionId), accountAuditEntry);
      if (!result.ok) return data<AccountActionData>({ error: staffText.errors[result.error], section: "sessions" }, { status: 404 });
      return data<AccountActionData>({ notice: staffText.sessions.ended, section: "sessions" });
    }
    case "sign-out-everywhere": {
      const result = await withAuditRecord(context.db, by, (tx) => signOutEverywhere(tx, user), accountAuditEntry);
      context.logger.info({ userId: user.id, ...(result.ok && result.change.details) }, "admin signed out everywhere");
      return redirect("/admin", { status: 303, headers: { "Set-Cookie": clearedSessionCookie(context.env.PUBLIC_URL) } });
    }
    case "start":
      await startEnrolment(context.db, user.id);
      return redirect("/admin/account", { status: 303 });
    case "cancel":
      await cancelEnrolment(context.db, user.id);
      return redirect("/admin/account", { status: 303 });
    case "confirm": {
      const codes = await withAuditRecord(
        context.db,
        by,
        (tx) => confirmEnrolment(tx, user.id, code),
        (done) => (done ? twoFactorRecord(user, "account.two_factor.enable", true) : null),
      );
      if (!codes) return data<AccountActionData>({ error: t.wrongCode }, { status: 400 });
      context.logger.info({ userId: user.id }, "two-factor sign-in enabled");
      return data<AccountActionData>({ notice: t.enabled, recoveryCodes: codes });
    }
    case "regenerate": {
      const codes = await withAuditRecord(
        context.db,
        by,
        (tx) => regenerateRecoveryCodes(tx, user.id, code),
        (done) => (done ? twoFactorRecord(user, "account.two_factor.recovery_codes") : null),
      );
      if (!codes) return data<AccountActionData>({ error: t.wrongCode }, { status: 400 });
      return data<AccountActionData>({ notice: t.regenerated, recoveryCodes: codes });
    }
    case "disable": {
      const password = String(form?.get("password") ?? "").slice(0, 500);
      const disabled = await withAuditRecord(
        context.db,
        by,
        (tx) => disableTwoFactor(tx, user.id, password, code),
        (done) => (done ? twoFactorRecord(user, "account.two_factor.disable", false) : null),
      );
      if (!disabled) {
        return data<AccountActionData>({ error: t.wrongPasswordOrCode }, { status: 400 });
      }
      context.logger.info({ userId: user.id }, "two-factor sign-in disabled");
      return data<AccountActionData>({ notice: t.disabled });
    }
    default:
      return data<AccountActionData>({ error: t.required }, { status: 400 });
  }
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const changingPassword = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const section = actionData?.section;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <p className="mt-1 text-sm text-gray-700">{loaderData.email}</p>
      <TwoFactorSettings {...loaderData} result={section ? undefined : actionData} />
      <PasswordSettings email={loaderData.email} busy={changingPassword} result={section === "password" ? actionData : undefined} />
      <SessionList sessions={loaderData.sessions} result={section === "sessions" ? actionData : undefined} />
    </div>
  );
}
