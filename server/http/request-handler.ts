// Express → React Router, like @react-router/express's createRequestHandler, plus what the shop needs
// around it (docs/decisions/0006):
//  - the request body is counted while it streams: past its limit the request is answered 413 at once
//    (a missing or lying Content-Length does not get past);
//  - an answer that failed because the database cannot be reached becomes a 503 maintenance answer;
//    React Router's last-resort "Unexpected Server Error" text becomes the Turkish error page, and a
//    failed data request (.data) a Turkish text naming the request id.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { PayloadTooLargeError, requestErrors } from "~/modules/platform/request-errors.server";
import { sendStatusAnswer, statusAnswerStarted } from "./status-page";

export interface ShopRequestHandlerOptions {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
  /** The most bytes this request's body may have. */
  bodyLimit(req: ExpressRequest): number;
  /** Whether the database answers now (a quick ping; asked only after an unexplained failure). */
  databaseAnswers(): Promise<boolean>;
  /** Seconds a 503 answer asks the client to wait. */
  retryAfterSeconds?: number;
}

export function createShopRequestHandler(options: ShopRequestHandlerOptions) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = options.getLoadContext(req, res);
      const request = createFetchRequest(req, res, options.bodyLimit(req));
      const response = await handleRequest(request, context);
      if (statusAnswerStarted(res) || res.writableEnded) {
        // Answered already (413 while the body streamed, or the client went away).
        await response.body?.cancel().catch(() => {});
        return;
      }
      // A failure (thrown, or answered 5xx by a route that caught it) while the database is unreachable is
      // an outage, not a bug: the maintenance answer. The ping only runs after a 5xx nobody explained.
      const errors = requestErrors(context);
      if (errors?.databaseUnavailable || (response.status >= 500 && !(await options.databaseAnswers()))) {
        await response.body?.cancel().catch(() => {});
        sendStatusAnswer(req, res, { status: 503, retryAfterSeconds: options.retryAfterSeconds ?? 30 });
        return;
      }
      // React Router's last-resort text, and failed data requests (so that the error page the browser then
      // shows can name this request: the root error boundary reads the id from the answer's text).
      if (errors && response.status >= 500 && (isLastResortAnswer(response) || req.path.endsWith(".data"))) {
        await response.body?.cancel().catch(() => {});
        sendStatusAnswer(req, res, { status: response.status, kind: "generic", requestId: res.locals.requestId });
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** React Router's plain-text "Unexpected Server Error" after a thrown error (pages keep their error boundary). */
function isLastResortAnswer(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").startsWith("text/plain");
}

function createFetchRequest(req: ExpressRequest, res: ExpressResponse, bodyLimit: number): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitedBody(req, bodyLimit, () => {
      if (!statusAnswerStarted(res)) sendStatusAnswer(req, res, { status: 413 });
    });
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * The request body as a web stream that errors with PayloadTooLargeError (and calls onTooLarge) as soon as
 * more than `limit` bytes have arrived, whatever Content-Length said.
 */
export function limitedBody(req: NodeJS.ReadableStream & { destroyed?: boolean }, limit: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let total = 0;
  let settled = false;
  let detach = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer | string) => {
          const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
          total += bytes.byteLength;
          if (total > limit) {
            settle();
            controller.error(new PayloadTooLargeError(limit));
            onTooLarge();
            return;
          }
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          if (settle()) controller.close();
        };
        const onError = (error: unknown) => {
          if (settle()) controller.error(error);
        };
        const onClose = () => {
          if (settle()) controller.error(new Error("the client closed the connection before the body was complete"));
        };
        function settle(): boolean {
          if (settled) return false;
          settled = true;
          detach();
          return true;
        }
        detach = () => {
          req.off("data", onData);
          req.off("end", onEnd);
          req.off("error", onError);
          req.off("close", onClose);
        };
        req.on("data", onData);
        req.once("end", onEnd);
        req.once("error", onError);
        req.once("close", onClose);
      },
      pull() {
        req.resume();
      },
      cancel() {
        settled = true;
        detach();
        req.resume(); // discard the rest
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    // A personal or admin answer stays `private, no-store` (server/http/request-guards.ts), whatever the route said.
    if (key === "cache-control" && res.locals.privateAnswer) continue;
    res.append(key, value);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
