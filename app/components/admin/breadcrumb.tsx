import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { adminText } from "~/lib/i18n/admin";

/** Maps URL segments to Admin Paneli, Gösterge Paneli, Ürünler, Siparişler, Kategoriler; hidden for one segment. */
export function adminBreadcrumbItems(pathname: string) {
  const segments = pathname.split("/").filter(Boolean);
  return segments.map((segment, i) => ({
    label: adminText.breadcrumb[segment] ?? segment,
    to: i === 0 ? "/admin/dashboard" : `/${segments.slice(0, i + 1).join("/")}`,
  }));
}

export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const items = adminBreadcrumbItems(pathname);
  if (items.length <= 1) return null;
  return (
    <nav aria-label={adminText.nav.breadcrumb} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.to} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4" />}
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-semibold text-gray-900">
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className="hover:text-brand-700">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
