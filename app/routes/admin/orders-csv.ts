import { requireAdminPage } from "~/modules/auth/guard.server";
import { ordersCsv, ordersCsvFilename } from "~/modules/orders/admin-orders-csv.server";
import { filterFromSearchParams, listAdminOrdersForExport } from "~/modules/orders/admin-orders.server";
import type { Route } from "./+types/orders-csv";

/** GET /admin/orders.csv?status=…&q=… → the filtered order list as a CSV file for Excel (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const filter = filterFromSearchParams(new URL(request.url).searchParams);
  const rows = await listAdminOrdersForExport(context.db, filter);
  const filename = ordersCsvFilename();
  return new Response(ordersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
