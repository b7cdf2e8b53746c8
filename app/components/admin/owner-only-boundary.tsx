// The error boundary of an owner-only admin page (docs/product.md#staff-accounts): staff who open it, or post
// to it, see a Turkish 403 inside the admin layout (the menu stays); other errors get the usual short text.
// Use it as the route's `ErrorBoundary` export.
import { ShieldX } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { staffText } from "~/lib/i18n/admin-staff";
import { tr } from "~/lib/i18n/tr";

export function OwnerOnlyBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = forbidden ? staffText.forbidden.title : tr.common.genericError;
  return (
    <section className="max-w-xl rounded-2xl border border-gray-200 bg-white p-6" data-testid={forbidden ? "owner-only" : "error-page"}>
      <title>{`${title} | ${tr.shopName}`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-extrabold">
        <ShieldX aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" /> {title}
      </h1>
      {forbidden && <p className="mt-3 text-gray-800">{staffText.forbidden.text}</p>}
      <Link to="/admin/dashboard" className={buttonClass({ variant: "secondary", className: "mt-5" })}>
        {staffText.forbidden.back}
      </Link>
    </section>
  );
}
