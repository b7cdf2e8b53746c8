import { cloneElement, isValidElement, type ReactElement, type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/shop/cart-context";
import { NoscriptRefresh } from "./components/shop/noscript-refresh";
import { useCspNonce } from "./lib/csp-nonce";
import { errorText } from "./lib/i18n/errors";
import { configureImageBase, publicImageBase } from "./lib/media";
import { tr } from "./lib/i18n/tr";
import stylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  // requestId: what the error page of this document shows for support (it names the request that failed).
  // imageBase: where image URLs point (MEDIA_PUBLIC_URL), for the browser's copy of lib/media.
  return { publicUrl: context.env.PUBLIC_URL, requestId: context.requestId, imageBase: publicImageBase(context.env) };
}

/** A request id inside an error answer's text (the server's own answers to React Router's data requests). */
const REQUEST_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e11d62" />
        <MetaWithNonce nonce={nonce} />
        <Links nonce={nonce} />
        <NoscriptRefresh />
      </head>
      <body className="min-h-screen bg-white text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * React Router's <Meta>, with the CSP nonce also on its JSON-LD <script type="application/ld+json"> (a
 * data block the browser never runs, but every <script> of the page carries the nonce).
 */
function MetaWithNonce({ nonce }: { nonce: string | undefined }) {
  // Called as a function (not rendered) so that its elements can be given the nonce; it uses only context hooks.
  const rendered: ReactElement<{ children?: ReactNode }> = Meta();
  if (!nonce || !isValidElement(rendered)) return rendered;
  const children = rendered.props.children;
  if (!Array.isArray(children)) return rendered;
  return cloneElement(
    rendered,
    undefined,
    children.map((child) =>
      isValidElement<{ type?: string; nonce?: string }>(child) && child.type === "script" ? cloneElement(child, { nonce }) : child,
    ),
  );
}

/** Every page change scrolls to the top. */
function ScrollToTopOnNavigation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any page renders an image (the server configured its copy at start-up).
  configureImageBase(loaderData.imageBase);
  return (
    <CartProvider>
      <ScrollToTopOnNavigation />
      <Outlet />
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Which request to quote to support: a failed data request names itself in its answer; an error rendered
  // with the document (React Router's sanitised "Unexpected Server Error") is that document's request; an
  // error of the browser alone reached no server, so there is nothing to quote.
  const requestId =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? REQUEST_ID.exec(error.data)?.[0]
      : error instanceof Error && error.message === "Unexpected Server Error"
        ? root?.requestId
        : undefined;
  // Never the error's message or stack: those are for the log (with the request id), not for shoppers.
  const { title, text } =
    status === 404
      ? { title: tr.notFound.title, text: null }
      : status === 413
        ? errorText.tooLarge
        : status === 429
          ? errorText.tooManyRequests
          : status === 503
            ? errorText.maintenance
            : status >= 500
              ? errorText.generic
              : { title: tr.common.genericError, text: null };
  const showRequestId = status >= 500 && status !== 503 && requestId;
  return (
    <main className="mx-auto max-w-xl p-8 text-center" data-testid="error-page">
      <title>{`${title} | ${tr.shopName}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="mt-3 text-gray-700">{text}</p>}
      {showRequestId && (
        <p className="mt-3 text-sm text-gray-700">
          {errorText.requestId} <code data-testid="request-id">{requestId}</code>
        </p>
      )}
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">
        {tr.common.backHome}
      </a>
    </main>
  );
}
