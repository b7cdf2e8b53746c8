// Every /admin loader and action checks the session on the server (docs/product.md#admin-sign-in).
import { data, redirect } from "react-router";
import { comesFromOwnPages } from "~/lib/same-origin";
import type { ShopContext } from "~/load-context";
import { type AdminUser, findSessionUser, readSessionToken } from "./session.server";

/** For admin pages: the signed-in admin, or a redirect to the sign-in page. */
export async function requireAdminPage(request: Request, context: Pick<ShopContext, "db">): Promise<AdminUser> {
  const user = await findSessionUser(context.db, readSessionToken(request.headers.get("Cookie")));
  if (!user) throw redirect("/admin");
  return user;
}

/**
 * For admin actions and data: refuses another site's request (403) and a request without a session (401),
 * before anything changes.
 */
export async function requireAdminAction(request: Request, context: Pick<ShopContext, "db" | "env">): Promise<AdminUser> {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) throw new Response("Forbidden", { status: 403 });
  const user = await findSessionUser(context.db, readSessionToken(request.headers.get("Cookie")));
  if (!user) throw new Response("Unauthorized", { status: 401 });
  return user;
}

/**
 * The 403 staff get from the owner's pages and actions (docs/product.md#staff-accounts); an owner-only route
 * words it with OwnerOnlyBoundary (app/components/admin/owner-only-boundary.tsx). The body is a reason code
 * (docs/decisions/0024).
 */
function ownerOnly(user: AdminUser): AdminUser {
  if (user.role !== "owner") throw data("owner-only", { status: 403 });
  return user;
}

/** For owner-only pages: the signed-in owner; staff get a 403, nobody signed in goes to the sign-in page. */
export async function requireOwnerPage(request: Request, context: Pick<ShopContext, "db">): Promise<AdminUser> {
  return ownerOnly(await requireAdminPage(request, context));
}

/** For owner-only actions: as requireAdminAction, and staff get a 403 before anything changes. */
export async function requireOwnerAction(request: Request, context: Pick<ShopContext, "db" | "env">): Promise<AdminUser> {
  return ownerOnly(await requireAdminAction(request, context));
}

/**
 * A state-changing request must come from the shop's own pages: the browser's Origin (or, failing that,
 * Sec-Fetch-Site) must say so. SameSite=Lax cookies already stop most cross-site posts; this closes the rest.
 */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const from = { method: request.method, origin: request.headers.get("Origin"), fetchSite: request.headers.get("Sec-Fetch-Site") };
  return comesFromOwnPages(from, [new URL(publicUrl).origin, new URL(request.url).origin]);
}
