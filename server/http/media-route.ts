// GET/HEAD /media/*path: stored product images, and resized WebP variants (`?w=` one of IMAGE_WIDTHS,
// made by modules/media/variants.server.ts). Keys change with every upload, so responses are immutable.
import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "~/modules/platform/logger.server";
import { IMAGE_WIDTHS, type ImageWidth } from "~/lib/media";
import { createFileStorage, type FileStorage, isValidStorageKey, type StoredFileInfo } from "~/modules/media/storage.server";
import { createVariantSource } from "~/modules/media/variants.server";
import { PERSONAL_KEY_PREFIX } from "~/modules/personalisation/signed-links.server";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface ServeMediaOptions {
  dataDir: string;
  logger: Logger;
  /** Where originals are read from (createFileStorage(env)); DATA_DIR/uploads on the local disk by default. */
  storage?: FileStorage;
}

/** The key from the route's wildcard (Express 5 gives decoded segments), or null when it is not a valid key. */
function keyFromRequest(req: Request): string | null {
  const raw: unknown = (req.params as Record<string, unknown>).path;
  const segments = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split("/") : null;
  if (!segments || segments.length === 0 || !segments.every((s) => typeof s === "string" && !s.includes("/"))) return null;
  const key = segments.join("/");
  // A buyer's photos and proofs are private: only /private-media serves them, through a signed link.
  if (key.startsWith(PERSONAL_KEY_PREFIX)) return null;
  return isValidStorageKey(key) ? key : null;
}

type WidthParam = { ok: true; width: ImageWidth | null } | { ok: false };

function widthFromRequest(req: Request): WidthParam {
  const raw = req.query.w;
  if (raw === undefined) return { ok: true, width: null };
  if (typeof raw !== "string") return { ok: false };
  const width = IMAGE_WIDTHS.find((w) => String(w) === raw);
  return width ? { ok: true, width } : { ok: false };
}

function etagFor(key: string, width: ImageWidth | null, info: StoredFileInfo): string {
  const hash = createHash("sha1").update(`${key}\0${info.size}\0${info.modifiedAt.getTime()}`).digest("base64url").slice(0, 20);
  return `"${width ? `w${width}` : "o"}-${hash}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

function sendError(res: Response, status: number, message: string) {
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain; charset=utf-8").send(message);
}

export function serveMedia({ dataDir, logger, storage = createFileStorage(dataDir) }: ServeMediaOptions): RequestHandler {
  const variantBytes = createVariantSource({ dataDir, storage });

  return async (req, res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendError(res, 405, "Method Not Allowed");
    }
    const key = keyFromRequest(req);
    if (!key) return sendError(res, 404, "Not Found");
    const width = widthFromRequest(req);
    if (!width.ok) return sendError(res, 400, `w must be one of ${IMAGE_WIDTHS.join(", ")}`);

    try {
      const info = await storage.stat(key);
      if (!info) return sendError(res, 404, "Not Found");

      const etag = etagFor(key, width.width, info);
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
      if (matchesIfNoneMatch(req.get("If-None-Match"), etag)) {
        res.status(304).end();
        return;
      }

      if (width.width) {
        const bytes = await variantBytes(key, width.width);
        if (!bytes) return sendError(res, 404, "Not Found");
        res.status(200).type("image/webp").setHeader("Content-Length", bytes.length);
        res.end(req.method === "HEAD" ? undefined : bytes);
        return;
      }

      res.status(200).type("image/webp").setHeader("Content-Length", info.size);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      const stream = await storage.stream(key);
      if (!stream) return sendError(res, 404, "Not Found");
      await pipeline(stream, res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return; // client went away
      logger.error({ err: error, key, width: width.width }, "media request failed");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.removeHeader("ETag");
      sendError(res, 500, "Internal Server Error");
    }
  };
}
