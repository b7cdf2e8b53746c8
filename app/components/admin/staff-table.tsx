// The owner's list of admin accounts (/admin/staff): who, role, 2FA, added, last sign-in, active or disabled,
// and per account (not the owner's, not one's own) disable/enable, a new set-password link, and remove with
// a confirmation. Every action is a plain form POST, so it all works without JavaScript; the confirmation
// is a <details> that opens the real delete button.
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { staffText } from "~/lib/i18n/admin-staff";

const t = staffText;

export interface StaffRow {
  id: string;
  email: string;
  role: "owner" | "staff";
  twoFactor: boolean;
  created: string;
  lastSignIn: string | null;
  disabled: boolean;
  waitingForPassword: boolean;
  isSelf: boolean;
}

function RowAction({
  intent,
  id,
  label,
  variant = "secondary",
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "secondary" | "dangerOutline" | "danger";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}

function RemoveConfirmation({ id, email }: { id: string; email: string }) {
  return (
    <details className="staff-remove">
      <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
        {t.remove.button}
      </summary>
      <div className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3" role="group" aria-label={t.remove.title}>
        <p className="text-sm text-gray-900">{t.remove.text(email)}</p>
        <div className="mt-2">
          <RowAction intent="remove" id={id} label={t.remove.confirm} variant="danger" />
        </div>
      </div>
    </details>
  );
}

export function StaffTable({ rows }: { rows: StaffRow[] }) {
  const c = t.columns;
  return (
    <Table
      stacked
      caption={t.caption}
      testId="staff-table"
      columns={[
        { label: c.email },
        { label: c.role },
        { label: c.twoFactor },
        { label: c.created },
        { label: c.lastSignIn },
        { label: c.status },
        { label: c.actions, visuallyHidden: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="staff-row" data-email={row.email} className="align-top">
          <td data-label={c.email} className="px-4 py-3 font-semibold [overflow-wrap:anywhere] md:whitespace-nowrap md:[overflow-wrap:normal]">
            {row.email} {row.isSelf && <span className="font-normal text-gray-700">{t.you}</span>}
          </td>
          <td data-label={c.role} className="px-4 py-3">
            {t.roles[row.role]}
          </td>
          <td data-label={c.twoFactor} className="px-4 py-3">
            {row.twoFactor ? t.twoFactorOn : t.twoFactorOff}
          </td>
          <td data-label={c.created} className="px-4 py-3 whitespace-nowrap">
            {row.created}
          </td>
          <td data-label={c.lastSignIn} className="px-4 py-3 whitespace-nowrap">
            {row.lastSignIn ?? t.never}
          </td>
          <td data-label={c.status} className="px-4 py-3" data-testid="staff-status">
            {row.disabled ? (
              <Badge colour="gray">{t.disabled}</Badge>
            ) : row.waitingForPassword ? (
              <Badge colour="amber">{t.waitingForPassword}</Badge>
            ) : (
              <Badge colour="green">{t.active}</Badge>
            )}
          </td>
          <td className="px-4 py-3 md:w-56">
            {row.role === "staff" && !row.isSelf && (
              <div className="flex flex-wrap items-start gap-2">
                {row.disabled ? (
                  <RowAction intent="enable" id={row.id} label={t.enable} />
                ) : (
                  <RowAction intent="disable" id={row.id} label={t.disable} variant="dangerOutline" />
                )}
                {!row.disabled && <RowAction intent="send-link" id={row.id} label={t.sendLink} />}
                <RemoveConfirmation id={row.id} email={row.email} />
              </div>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
