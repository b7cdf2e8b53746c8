// The audit log's rows (docs/product.md#audit-log): when, who, from which address, what was done to what, and
// the changes as "alan: eski → yeni". On a phone each record is a card (Table `stacked`). Read only.
import { Link } from "react-router";
import { Table } from "~/components/ui/table";
import { type AuditTargetType, isAuditAction } from "~/lib/audit";
import { formatDateAndTime } from "~/lib/dates";
import { auditText } from "~/lib/i18n/audit";
import type { AuditLogRow } from "~/modules/audit/audit-log.server";
import { type CarrierNames, describeAuditChanges } from "./audit-changes";
import { adminOrderHref } from "./order-links";

const t = auditText;
const c = t.columns;

/** Where the admin can see the target now, when it still exists. */
function targetHref(row: AuditLogRow): string | null {
  if (!row.targetExists || !row.targetId) return null;
  if (row.targetType === "order") return adminOrderHref({ id: row.targetId, orderNumber: row.targetLabel ?? "" });
  if (row.targetType === "product") return `/admin/products?edit=${row.targetId}`;
  if (row.targetType === "category") return `/admin/categories?edit=${row.targetId}`;
  if (row.targetType === "campaign") return `/admin/campaigns?edit=${row.targetId}`;
  return null;
}

function Target({ row }: { row: AuditLogRow }) {
  const href = targetHref(row);
  const label = row.targetLabel ?? row.targetId ?? t.none;
  const kind = t.targets[row.targetType as AuditTargetType] ?? row.targetType;
  const canLink = ["order", "product", "category", "campaign"].includes(row.targetType);
  return (
    <>
      <span className="block text-xs text-gray-700">{kind}</span>
      {href ? (
        <Link to={href} className="font-semibold text-brand-700 underline hover:text-brand-800" data-testid="audit-target-link">
          {label}
        </Link>
      ) : (
        <span className="font-semibold text-gray-900">{label}</span>
      )}
      {canLink && !row.targetExists && <span className="block text-xs text-gray-700">({t.targetGone})</span>}
    </>
  );
}

export function AuditLogTable({ rows, carriers }: { rows: AuditLogRow[]; carriers: CarrierNames }) {
  return (
    <Table
      stacked
      testId="audit-table"
      caption={t.caption}
      columns={[{ label: c.when }, { label: c.who }, { label: c.address }, { label: c.action }, { label: c.target }, { label: c.changes }]}
    >
      {rows.map((row) => {
        const changes = describeAuditChanges(row.changes, carriers);
        return (
          <tr key={row.id} className="align-top" data-testid="audit-row">
            <td className="whitespace-nowrap px-4 py-3 font-semibold text-gray-900" data-label={c.when}>
              <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateAndTime(row.createdAt)}</time>
            </td>
            <td className="px-4 py-3 text-gray-900 [overflow-wrap:anywhere] md:whitespace-nowrap" data-label={c.who} data-testid="audit-actor">
              {row.actorEmail || t.notAnEmail}
            </td>
            <td className="px-4 py-3 text-gray-800" data-label={c.address}>
              <span className="font-mono text-xs">{row.clientIp ?? t.unknownAddress}</span>
            </td>
            <td className="px-4 py-3 text-gray-900" data-label={c.action} data-testid="audit-action">
              {isAuditAction(row.action) ? t.actions[row.action] : row.action}
            </td>
            <td className="px-4 py-3" data-label={c.target} data-testid="audit-target">
              <Target row={row} />
            </td>
            <td className="px-4 py-3" data-label={c.changes} data-testid="audit-changes">
              {changes.length === 0 ? (
                <span className="text-gray-700">{t.none}</span>
              ) : (
                <ul className="space-y-1">
                  {changes.map((line) => (
                    <li key={line.field} className="break-words">
                      <span className="font-semibold text-gray-900">{line.label}:</span> <span className="text-gray-700">{line.before}</span> →{" "}
                      <span className="text-gray-900">{line.after}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
