// Streaming server rendering (React Router's default entry) with the response's CSP nonce on every inline
// script: React's own (renderToPipeableStream's `nonce`), React Router's hydration data, module scripts and
// scroll restoration (<ServerRouter nonce>), and the JSON-LD of <Meta> (root.tsx reads CspNonceContext).
// handleError logs with the request id and notes database outages (docs/decisions/0006).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CspNonceContext } from "~/lib/csp-nonce";
import { noteRequestError } from "~/modules/platform/request-errors.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however long the page before it
        // (React would otherwise move one into a hidden <div> that only a script puts back): the phone menu
        // and other pieces the browser loads later are boundaries, and must show without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router (handleError).
          if (shellRendered) noteRequestError(loadContext, error, loadContext?.logger, "rendering failed");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A shopper who went away is not an error.
  if (request.signal.aborted) return;
  const logger = (context as AppLoadContext | undefined)?.logger;
  // React Router's own 404/405 answers (no such route, no action): the shopper's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.warn({ status: error.status, url: request.url }, "request refused by the router");
    return;
  }
  noteRequestError(context, error, logger);
};
