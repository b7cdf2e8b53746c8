import {
  BadgePercent,
  FileText,
  FolderTree,
  Settings,
  LayoutDashboard,
  Loader2,
  HeartHandshake,
  LogOut,
  Package,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  Star,
  Store,
  UserCog,
  Users,
} from "lucide-react";
import { Form, NavLink, Outlet, useNavigation } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/breadcrumb";
import { Button, buttonClass } from "~/components/ui/button";
import { adminText } from "~/lib/i18n/admin";
import { auditText } from "~/lib/i18n/audit";
import { twoFactorText } from "~/lib/i18n/admin-security";
import { staffText } from "~/lib/i18n/admin-staff";
import { privacyText } from "~/lib/i18n/privacy";
import { invoicesText } from "~/lib/i18n/invoices";
import { settingsText } from "~/lib/i18n/admin-settings";
import { adminReviewsText } from "~/lib/i18n/admin-reviews";
import { adminThanksText } from "~/lib/i18n/admin-thanks";
import { tr } from "~/lib/i18n/tr";
import { requireAdminPage } from "~/modules/auth/guard.server";
import { countPendingReviews } from "~/modules/reviews/moderation.server";
import { countUnreadReportedThreads } from "~/modules/thanks/owner-threads.server";
import type { Route } from "./+types/layout";

const t = adminText;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  // The menu's badge of reviews waiting for a decision (one count on the status index); the menu shows without it on failure.
  const pendingReviews = await countPendingReviews(context.db).catch(() => 0);
  const reportedThreads = await countUnreadReportedThreads(context.db).catch(() => 0);
  return { email: user.email, isOwner: user.role === "owner", pendingReviews, reportedThreads };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.panel} | ${tr.shopName}` }, { name: "robots", content: "noindex, nofollow" }];

const links = [
  { to: "/admin/dashboard", label: t.nav.dashboard, icon: LayoutDashboard },
  { to: "/admin/products", label: t.nav.products, icon: Package },
  { to: "/admin/orders", label: t.nav.orders, icon: ShoppingBag },
  { to: "/admin/invoices", label: invoicesText.nav, icon: FileText },
  { to: "/admin/categories", label: t.nav.categories, icon: FolderTree },
  { to: "/admin/campaigns", label: t.nav.campaigns, icon: BadgePercent },
  { to: "/admin/reviews", label: adminReviewsText.nav, icon: Star },
  { to: "/admin/thank-you-notes", label: adminThanksText.nav, icon: HeartHandshake },
  { to: "/admin/account", label: twoFactorText.account.nav, icon: UserCog },
  { to: "/admin/staff", label: staffText.nav, icon: Users, ownerOnly: true },
  { to: "/admin/audit", label: auditText.nav, icon: ScrollText, ownerOnly: true },
  { to: "/admin/data-requests", label: privacyText.nav, icon: ShieldCheck, ownerOnly: true },
  { to: "/admin/settings", label: settingsText.nav, icon: Settings, ownerOnly: true },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <aside className="border-b border-gray-200 bg-white md:min-h-screen md:w-60 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between p-4">
          <span className="text-lg font-extrabold text-brand-700">{t.panel}</span>
        </div>
        <nav aria-label={t.nav.adminNavigation} className="px-2 pb-4">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {links
              .filter((link) => !("ownerOnly" in link) || loaderData.isOwner)
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-800 hover:bg-gray-100"}`
                    }
                  >
                    <Icon aria-hidden="true" className="h-5 w-5" />
                    {label}
                    {to === "/admin/reviews" && loaderData.pendingReviews > 0 && (
                      <span className="rounded-full bg-brand-600 px-2 text-xs text-white" data-testid="nav-pending-reviews">
                        <span aria-hidden="true">{loaderData.pendingReviews.toLocaleString("tr-TR")}</span>
                        <span className="sr-only">{adminReviewsText.pendingCount(loaderData.pendingReviews)}</span>
                      </span>
                    )}
                    {to === "/admin/thank-you-notes" && loaderData.reportedThreads > 0 && (
                      <span className="rounded-full bg-red-600 px-2 text-xs text-white" data-testid="nav-reported-threads">
                        <span aria-hidden="true">{loaderData.reportedThreads.toLocaleString("tr-TR")}</span>
                        <span className="sr-only">{adminThanksText.reportedCount(loaderData.reportedThreads)}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
          <AdminBreadcrumb />
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-gray-700 sm:inline">{t.nav.signedInAs(loaderData.email)}</span>
            <a href="/" className={buttonClass({ variant: "subtle", size: "slim" })}>
              <Store aria-hidden="true" className="h-4 w-4" /> {t.nav.viewShop}
            </a>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="subtle" size="slim">
                <LogOut aria-hidden="true" className="h-4 w-4" /> {t.nav.signOut}
              </Button>
            </Form>
          </div>
        </header>
        <main className="p-4 sm:p-6">
          {loading ? (
            <p role="status" className="flex items-center gap-2 text-gray-700" data-testid="admin-loading">
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> {t.loading}
            </p>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
