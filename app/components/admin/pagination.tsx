import { ButtonLink } from "~/components/ui/button";
import { adminText } from "~/lib/i18n/admin";

const t = adminText.pagination;

/** Previous / "Sayfa 2 / 5" / next under an admin list; nothing when everything fits on one page. */
export function AdminPagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3 text-sm" data-testid="admin-pagination">
      {page > 1 ? (
        <ButtonLink rel="prev" to={href(page - 1)} variant="secondary">
          {t.previous}
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="text-gray-700">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <ButtonLink rel="next" to={href(page + 1)} variant="secondary">
          {t.next}
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
