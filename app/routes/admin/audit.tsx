// /admin/audit: the audit log, newest first, filtered by the URL (?actor=&action=&target=&from=&to=&page=).
// Read only: no form here changes anything, and no route updates or deletes a record (docs/product.md#audit-log).
import { OwnerOnlyBoundary } from "~/components/admin/owner-only-boundary";
import { data } from "react-router";
import { AuditFilters } from "~/components/admin/audit-filters";
import { AuditLogTable } from "~/components/admin/audit-log-table";
import { AdminPagination } from "~/components/admin/pagination";
import { formatDate } from "~/lib/dates";
import { adminText } from "~/lib/i18n/admin";
import { auditText } from "~/lib/i18n/audit";
import { auditFilterFromSearchParams, auditPageFromSearchParams, listAuditActors, listAuditLog } from "~/modules/audit/audit-log.server";
import { requireOwnerPage } from "~/modules/auth/guard.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/audit";

const t = auditText;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwnerPage(request, context);
  const url = new URL(request.url);
  const filter = auditFilterFromSearchParams(url.searchParams);
  const [log, actors, settings] = await Promise.all([
    listAuditLog(context.db, filter, { page: auditPageFromSearchParams(url.searchParams) }),
    listAuditActors(context.db),
    getShopSettings(context.db),
  ]);
  // Days as the admin writes them, "24.11.2026" (tr-TR), in the form and in the page links.
  const day = (iso: string | undefined) => (iso ? formatDate(iso) : "");
  const values = { actor: filter.actor ?? "", action: filter.action ?? "", target: filter.target ?? "", from: day(filter.from), to: day(filter.to) };
  const carriers = settings.carriers.map(({ id, name }) => ({ id, name }));
  return data({ ...log, actors, filter: values, carriers }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, actors, filter, carriers } = loaderData;
  const filtered = Object.values(filter).some(Boolean);
  const pageHref = (n: number) => {
    const params = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
    if (n > 1) params.set("page", String(n));
    return `/admin/audit${params.size ? `?${params}` : ""}`;
  };
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      </div>
      <AuditFilters values={filter} actors={actors} />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700" data-testid="audit-empty">
          {filtered ? t.noMatch : t.empty}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite" data-testid="audit-count">
            {t.count(total)}
          </p>
          <AuditLogTable rows={rows} carriers={carriers} />
          <AdminPagination page={page} pages={pages} href={pageHref} />
        </>
      )}
    </div>
  );
}

export { OwnerOnlyBoundary as ErrorBoundary };
