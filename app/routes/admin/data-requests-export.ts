import { readForm } from "~/modules/platform/form-data.server";
import { auditBy, recordAdminAction } from "~/modules/audit/audit-log.server";
import { requireOwnerAction } from "~/modules/auth/guard.server";
import { createFileStorage } from "~/modules/media/storage.server";
import {
  dataRequestArchive,
  dataRequestAuditEntry,
  dataRequestCsv,
  dataRequestEmail,
  dataRequestFilename,
  dataRequestJson,
  findOrdersOfEmail,
} from "~/modules/privacy/data-requests.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/data-requests-export";

/**
 * POST /admin/data-requests/export (email, format=json|csv|tar) → every order of that sender e-mail as a file
 * (docs/product.md#kvkk). Posted, not a GET: the address stays out of URLs and logs. Admin only, same origin only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context);
  const form = await readForm(request);
  const email = dataRequestEmail(form?.get("email"));
  const format = form?.get("format");
  if (!email || (format !== "json" && format !== "csv" && format !== "tar"))
    return new Response("Bad Request", { status: 400, headers: { "Cache-Control": "private, no-store" } });
  const rows = await findOrdersOfEmail(context.db, email);
  const entry = dataRequestAuditEntry("data_request.export", { orderNumbers: rows.map((row) => row.orderNumber), format });
  if (entry) await recordAdminAction(context.db, { ...auditBy(owner, context), ...entry });
  if (format === "tar") {
    const archive = await dataRequestArchive(context.db, createFileStorage(context.env), email, rows, (await getShopSettings(context.db)).companyName);
    return new Response(new Uint8Array(archive), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="${dataRequestFilename("tar.gz")}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  const body = format === "json" ? dataRequestJson(email, rows, (await getShopSettings(context.db)).companyName) : dataRequestCsv(rows);
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataRequestFilename(format)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
