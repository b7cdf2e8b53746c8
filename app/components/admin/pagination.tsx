import { Link } from "react-router";
import { adminText } from "~/lib/i18n/admin";

const t = adminText.pagination;
const linkClass = "inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100";

/** Previous / "Sayfa 2 / 5" / next under an admin list; nothing when everything fits on one page. */
export function AdminPagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3 text-sm" data-testid="admin-pagination">
      {page > 1 ? (
        <Link rel="prev" to={href(page - 1)} className={linkClass}>
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-gray-700">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link rel="next" to={href(page + 1)} className={linkClass}>
          {t.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
