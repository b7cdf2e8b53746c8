import { Link, useLocation } from "react-router";
import { COOKIE_NOTICE_CLOSED_CLASS, COOKIE_NOTICE_ID, cookieNoticeCookie } from "~/lib/cookie-notice";
import { cookieNoticeText as t } from "~/lib/i18n/cookies";

/** With JavaScript `Tamam` writes the cookie and hides the notice at once, without leaving the page. */
function close(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
  document.cookie = cookieNoticeCookie(window.location.protocol === "https:");
  document.documentElement.classList.add(COOKIE_NOTICE_CLOSED_CLASS);
}

/**
 * The cookie notice at the end of every shop page, held at the bottom of the screen while it shows (it takes its own
 * room in the page, so it never hides the page's end, and sits above the product page's buy bar on a phone). Every
 * page's HTML carries it; once closed, the document's first script hides it before paint (root.tsx), and pages the
 * page cache never keeps are rendered without it (`closed`). `Tamam` without JavaScript posts to /cookie-notice.
 * docs/product.md#cookie-notice, docs/decisions/0032-cookie-notice-without-personal-pages.md.
 */
export function CookieNotice({ closed }: { closed: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <section id={COOKIE_NOTICE_ID} aria-label={t.label} className="cookie-notice" hidden={closed} data-testid="cookie-notice">
      <form method="post" action="/cookie-notice" onSubmit={close} className="mx-auto flex max-w-6xl items-center gap-3">
        <input type="hidden" name="next" value={`${pathname}${search}`} />
        <p className="min-w-0 flex-1 text-xs leading-snug text-gray-800 sm:text-sm">
          {t.text} {t.details}{" "}
          <Link to="/cookie-policy" className="font-medium text-brand-700 underline underline-offset-2">
            {t.policy}
          </Link>
        </p>
        <button type="submit" className="min-h-11 min-w-16 shrink-0 rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-700">
          {t.ok}
        </button>
      </form>
    </section>
  );
}
