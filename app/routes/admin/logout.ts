import { redirect } from "react-router";
import { isSameOrigin } from "~/modules/auth/guard.server";
import { clearedSessionCookie, destroySession, readSessionToken } from "~/modules/auth/session.server";
import type { Route } from "./+types/logout";

/** Sign-out ends the session on the server, not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) throw new Response("Forbidden", { status: 403 });
  await destroySession(context.db, readSessionToken(request.headers.get("Cookie")));
  return redirect("/admin", { status: 303, headers: { "Set-Cookie": clearedSessionCookie(context.env.PUBLIC_URL) } });
}

export function loader() {
  return redirect("/admin");
}
