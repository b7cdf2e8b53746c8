import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/shop/cart-context";
import { tr } from "./lib/i18n/tr";
import stylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.env.PUBLIC_URL };
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e11d62" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-gray-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Spec §2: every page change scrolls to the top. */
function ScrollToTopOnNavigation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export default function App() {
  return (
    <CartProvider>
      <ScrollToTopOnNavigation />
      <Outlet />
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? tr.notFound.title : tr.common.genericError;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <title>{`${title} | ${tr.shopName}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">
        {tr.common.backHome}
      </a>
    </main>
  );
}
