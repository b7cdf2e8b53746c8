// GET/HEAD /private-media/personal/…?e=&s=: a buyer's photo or a proof, only through a link a page signed for it
// (app/modules/personalisation/signed-links.server.ts). Never cached by anyone: `private, no-store`; never indexed.
import { pipeline } from "node:stream/promises";
import type { RequestHandler, Response } from "express";
import type { Executor } from "~/db/client.server";
import type { Logger } from "~/modules/platform/logger.server";
import { contentTypeOf } from "~/modules/media/s3-storage.server";
import { type FileStorage, isValidStorageKey } from "~/modules/media/storage.server";
import { checkPrivateLink, PERSONAL_KEY_PREFIX, privateMediaSigningKey } from "~/modules/personalisation/signed-links.server";

export const PRIVATE_MEDIA_CACHE_CONTROL = "private, no-store";

function sendError(res: Response, status: number, message: string) {
  res.status(status).type("text/plain; charset=utf-8").send(message);
}

export function servePrivateMedia({ db, storage, logger }: { db: Executor; storage: FileStorage; logger: Logger }): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", PRIVATE_MEDIA_CACHE_CONTROL);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "no-referrer");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendError(res, 405, "Method Not Allowed");
    }
    const raw: unknown = (req.params as Record<string, unknown>).path;
    const key = Array.isArray(raw) ? raw.join("/") : typeof raw === "string" ? raw : "";
    if (!key.startsWith(PERSONAL_KEY_PREFIX) || !isValidStorageKey(key)) return sendError(res, 404, "Not Found");
    try {
      const check = checkPrivateLink(await privateMediaSigningKey(db), key, req.query.e, req.query.s);
      if (check === "expired") return sendError(res, 410, "Bu bağlantının süresi doldu; sayfayı yenileyin.");
      if (check !== "ok") return sendError(res, 403, "Forbidden");
      const info = await storage.stat(key);
      if (!info) return sendError(res, 404, "Not Found");
      res.status(200).type(contentTypeOf(key)).setHeader("Content-Length", info.size);
      if (req.method === "HEAD") return void res.end();
      const stream = await storage.stream(key);
      if (!stream) return sendError(res, 404, "Not Found");
      await pipeline(stream, res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      logger.error({ err: error }, "private media request failed");
      if (res.headersSent) return void res.destroy();
      sendError(res, 500, "Internal Server Error");
    }
  };
}
