import { redirect } from "react-router";
import { notFoundNoticeCookie } from "~/modules/platform/not-found-notice.server";
import type { Route } from "./+types/catch-all";

// Any other path redirects to /, which then says that the page asked for was not found.
export function loader({ context }: Route.LoaderArgs) {
  return redirect("/", { headers: { "Set-Cookie": notFoundNoticeCookie(context.env.PUBLIC_URL), "Cache-Control": "no-store" } });
}
export function action({ context }: Route.ActionArgs) {
  return redirect("/", { status: 303, headers: { "Set-Cookie": notFoundNoticeCookie(context.env.PUBLIC_URL), "Cache-Control": "no-store" } });
}
