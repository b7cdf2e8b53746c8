import { redirect } from "react-router";
import { COOKIE_NOTICE_ID, cookieNoticeCookie, cookieNoticeReturnPath } from "~/lib/cookie-notice";
import type { Route } from "./+types/cookie-notice";

// The cookie notice's `Tamam` without JavaScript (docs/product.md#cookie-notice): remembers it was closed and sends the
// visitor back to the page they were on (a path of this site only), whose notice the `#cerez-bildirimi` hides.

export function loader() {
  return redirect("/cookie-policy", { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const back = cookieNoticeReturnPath(form?.get("next"));
  return redirect(`${back}#${COOKIE_NOTICE_ID}`, {
    status: 303,
    headers: { "Set-Cookie": cookieNoticeCookie(context.env.PUBLIC_URL.startsWith("https://")), "Cache-Control": "no-store" },
  });
}
