import { cloneElement, isValidElement, lazy, type ReactElement, type ReactNode, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/shop/cart-context";
import type { RootData } from "./components/shop/error-page";
import { NoscriptRefresh } from "./components/shop/noscript-refresh";
import { useShellData } from "./components/shop/shell-data";
import { cookieNoticeScript } from "./lib/cookie-notice";
import { useCspNonce } from "./lib/csp-nonce";
import { configureImageBase, imageUrl, publicImageBase } from "./lib/media";
import stylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs): RootData {
  // requestId: what the error page of this document shows for support (it names the request that failed).
  // imageBase: where image URLs point (MEDIA_PUBLIC_URL), for the browser's copy of lib/media.
  return { publicUrl: context.env.PUBLIC_URL, requestId: context.requestId, imageBase: publicImageBase(context.env) };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The owner's favicon on shop pages when one is set (docs/product.md#shop-settings), otherwise the shop's own. */
function Favicon() {
  const favicon = useShellData()?.shop.appearance.favicon;
  const root = useRouteLoaderData<RootData>("root");
  // Rendered before App configures the image base: the browser's first render must point where the server's did.
  if (favicon && root) configureImageBase(root.imageBase);
  return favicon ? <link rel="icon" href={imageUrl(favicon, 160)} type="image/webp" /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  // suppressHydrationWarning: the first script below may have put a class on <html> (the cookie notice was closed).
  return (
    <html lang="tr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything is painted: hides the cookie notice once closed (app/lib/cookie-notice.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: cookieNoticeScript }} />
        <meta name="theme-color" content="#e11d62" />
        <MetaWithNonce nonce={nonce} />
        <Links nonce={nonce} />
        <Favicon />
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
    children.map((child) => (isValidElement<{ type?: string; nonce?: string }>(child) && child.type === "script" ? cloneElement(child, { nonce }) : child)),
  );
}

/**
 * Every page change scrolls to the top, except to an address naming a place on its page (`#degerlendirmeler`): the
 * browser (a document load) or React Router's ScrollRestoration (a navigation) goes there instead.
 */
function ScrollToTopOnNavigation() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
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

/**
 * The server renders the error page at once; the browser loads its code only when a page fails (it is the
 * server's HTML until then), so that no page loads it first.
 */
const ErrorPage = import.meta.env.SSR
  ? (await import("./components/shop/error-page")).ErrorPage
  : lazy(() => import("./components/shop/error-page").then((module) => ({ default: module.ErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      <ErrorPage error={error} />
    </Suspense>
  );
}
