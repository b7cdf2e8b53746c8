// The page the root route's error boundary shows (root.tsx loads it): the status's title and text, and for a
// server error the request id to quote to support.
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { errorText } from "~/lib/i18n/errors";
import { tr } from "~/lib/i18n/tr";
import { useShellData } from "./shell-data";

/** A request id inside an error answer's text (the server's own answers to React Router's data requests). */
const REQUEST_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * What the root route's loader returns (root.tsx declares its loader with this type): the shop's public URL
 * (lib/seo.ts), the document's request id (quoted for support here) and where image URLs point.
 */
export type RootData = { publicUrl?: string; requestId: string; imageBase: string | null };

export function ErrorPage({ error }: { error: unknown }) {
  const root = useRouteLoaderData<RootData>("root");
  // The shop's name from the settings when the shop layout's loader answered before the failure.
  const shopName = useShellData()?.shop.shopName || tr.shopName;
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
      <title>{`${title} | ${shopName}`}</title>
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
