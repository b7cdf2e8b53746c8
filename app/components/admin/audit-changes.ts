// How the audit log page writes a record's changes: "fiyat: 10,00 ₺ → 12,50 ₺", one line per field
// (docs/product.md#audit-log). Fields and values the page does not know are shown as they were stored.
import type { AuditChanges } from "~/db/schema";
import { auditText } from "~/lib/i18n/audit";
import { adminReviewsText } from "~/lib/i18n/admin-reviews";
import { orderStatusText, paymentStatusText } from "~/lib/i18n/order";
import { vatRateName } from "~/lib/i18n/vat";
import { formatKurus } from "~/lib/money";
import { isOrderStatus, isPaymentStatus } from "~/lib/order-lifecycle";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews";
import type { Carrier } from "~/lib/shop-settings";

/** The carriers' names the page knows (the settings' carriers): an id not among them is shown as stored. */
export type CarrierNames = readonly Pick<Carrier, "id" | "name">[];

const t = auditText;

export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** One stored value in words: money in lira, statuses and carriers by name, yes/no, lists joined. */
export function describeAuditValue(field: string, value: unknown, carriers: CarrierNames = []): string {
  if (value === null || value === undefined || value === "") return t.none;
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (typeof value === "number" && field.endsWith("Kurus")) return formatKurus(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => describeAuditValue(field, item, carriers)).join(", ") : t.none;
  if (field === "status" && isOrderStatus(value)) return orderStatusText[value];
  if (field === "paymentStatus" && isPaymentStatus(value)) return paymentStatusText[value];
  if (field === "vatRate" && typeof value === "number") return vatRateName(value);
  if (field === "reviewStatus" && (REVIEW_STATUSES as readonly unknown[]).includes(value)) return adminReviewsText.statuses[value as ReviewStatus];
  if (field === "carrier") return carriers.find((carrier) => carrier.id === value)?.name ?? String(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function describeAuditChanges(changes: AuditChanges | null, carriers: CarrierNames = []): AuditChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    label: t.fields[field] ?? field,
    before: describeAuditValue(field, change?.before, carriers),
    after: describeAuditValue(field, change?.after, carriers),
  }));
}
