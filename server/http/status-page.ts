// The answers the server gives on its own (413, 429, 500, 503 and other 4xx), without React and without the
// database: a small Turkish HTML page for browsers, JSON for /api/*, plain text for React Router's data
// requests (its client turns a non-React-Router error answer into an error response the root error
// boundary shows by status). Never an internal message or a stack.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { errorText } from "~/lib/i18n/errors";
import { securityText } from "~/lib/i18n/security";
import { tr } from "~/lib/i18n/tr";
import { escapeHtml } from "~/lib/input";

export type StatusKind = "tooLarge" | "tooManyRequests" | "maintenance" | "generic" | "badRequest" | "crossSite";

export function kindForStatus(status: number): StatusKind {
  if (status === 413) return "tooLarge";
  if (status === 429) return "tooManyRequests";
  if (status === 503) return "maintenance";
  if (status >= 500) return "generic";
  return "badRequest";
}

export interface StatusAnswer {
  status: number;
  kind?: StatusKind;
  requestId?: string;
  retryAfterSeconds?: number;
  nonce?: string;
}

/** How a request wants its error: a page, JSON, or the plain text React Router's client expects. */
export function answerFormat(pathname: string, accept: string | undefined): "data" | "json" | "html" | "text" {
  if (pathname.endsWith(".data")) return "data";
  if (pathname.startsWith("/api/")) return "json";
  if (accept?.includes("text/html")) return "html";
  return "text";
}

function texts(kind: StatusKind, retryAfterSeconds?: number) {
  const t = kind === "crossSite" ? securityText.crossSite : errorText[kind];
  const text = kind === "tooManyRequests" && retryAfterSeconds ? `${t.text} ${errorText.retryAfter(retryAfterSeconds)}` : t.text;
  return { title: t.title, text };
}

export function statusPageHtml({ status, kind = kindForStatus(status), requestId, retryAfterSeconds, nonce }: StatusAnswer): string {
  const { title, text } = texts(kind, retryAfterSeconds);
  const showId = kind === "generic" && requestId;
  return `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(tr.shopName)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:36rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:#374151;line-height:1.5}
.icon{font-size:2.5rem;margin:0}
.id{font-size:.875rem;color:#4b5563}
code{font-family:ui-monospace,monospace}
a{display:inline-block;margin:1.25rem .25rem 0;padding:.625rem 1.25rem;border-radius:.5rem;background:#be185d;color:#fff;font-weight:600;text-decoration:none}
a.secondary{background:#fff;color:#be185d;border:1px solid #be185d}
</style>
</head>
<body>
<main>
<p aria-hidden="true" class="icon">🎁</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${showId ? `<p class="id">${escapeHtml(errorText.requestId)} <code data-testid="request-id">${escapeHtml(requestId)}</code></p>\n` : ""}<a href="/">${escapeHtml(errorText.backHome)}</a>
</main>
</body>
</html>
`;
}

/** Whether a status answer for this response is sent or on its way (a 413 waits for the body to stop). */
export function statusAnswerStarted(res: ExpressResponse): boolean {
  return res.headersSent || res.locals.statusAnswerPending === true;
}

/** Past the drop limit or this long, a 413 goes out even though the client is still sending. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;
const DRAIN_LIMIT_MS = 2000;

/**
 * Calls `done` once the client has sent its whole body (read and dropped here), or after DRAIN_LIMIT_BYTES
 * or DRAIN_LIMIT_MS more: a connection closed while the client is still writing makes it see a broken
 * pipe instead of the answer.
 */
function afterRequestBody(req: ExpressRequest, done: () => void) {
  if (req.complete || req.destroyed || req.readableEnded) return done();
  let dropped = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", finish);
    req.off("close", finish);
    done();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_LIMIT_MS);
  req.on("data", onData);
  req.once("end", finish);
  req.once("close", finish);
  req.resume();
}

/** Sends the answer in the format the request wants, with no-store and Retry-After when known. */
export function sendStatusAnswer(req: ExpressRequest, res: ExpressResponse, answer: StatusAnswer) {
  if (answer.status === 413 && !res.locals.statusAnswerPending) {
    res.locals.statusAnswerPending = true;
    afterRequestBody(req, () => {
      if (!res.headersSent && !res.destroyed) writeStatusAnswer(req, res, answer);
    });
    return;
  }
  writeStatusAnswer(req, res, answer);
}

function writeStatusAnswer(req: ExpressRequest, res: ExpressResponse, answer: StatusAnswer) {
  const kind = answer.kind ?? kindForStatus(answer.status);
  const { title, text } = texts(kind, answer.retryAfterSeconds);
  res.status(answer.status);
  res.setHeader("Cache-Control", "private, no-store");
  if (answer.retryAfterSeconds) res.setHeader("Retry-After", String(answer.retryAfterSeconds));
  if (answer.status === 413) res.setHeader("Connection", "close");
  const format = answerFormat(req.path, req.headers.accept);
  if (req.method === "HEAD") {
    res.end();
  } else if (format === "json") {
    const body: Record<string, unknown> = { error: text };
    if (kind === "generic" && answer.requestId) body.requestId = answer.requestId;
    // The search box reads `results`: an error answer still carries an empty list.
    if (req.path === "/api/search") Object.assign(body, { query: "", results: [] });
    res.json(body);
  } else if (format === "html") {
    res.type("html").send(statusPageHtml({ ...answer, kind, nonce: answer.nonce ?? (res.locals.cspNonce as string | undefined) }));
  } else {
    res
      .type("text/plain; charset=utf-8")
      .send(kind === "generic" && answer.requestId ? `${title}. ${text} ${errorText.requestId} ${answer.requestId}` : `${title}. ${text}`);
  }
}
