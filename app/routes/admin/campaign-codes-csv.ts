import { requireAdminPage } from "~/modules/auth/guard.server";
import { campaignCodesCsv } from "~/modules/campaigns/admin-campaigns.server";
import type { Route } from "./+types/campaign-codes-csv";

/** GET /admin/campaigns/{id}/codes.csv → the campaign's codes (code; used yes/no) as a CSV file for Excel (admin only). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const file = await campaignCodesCsv(context.db, params.id);
  if (!file) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
