import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * The build's hashed files (`/assets/*`), served immutable. The build writes a brotli copy (quality 11) beside
 * each script, stylesheet and icon sheet (`x.js.br`, vite.config.ts `precompressAssets`): a browser that accepts
 * brotli gets that file as it is, ~13 % smaller than what the compression middleware's on-the-fly quality 4
 * sends, and without compressing it again on every request. Other browsers get the plain file, which the
 * compression middleware compresses as before (it leaves a response with a Content-Encoding alone).
 */
export function serveBuildAssets(assetsDir: string): RequestHandler {
  const serve = express.static(assetsDir, { immutable: true, maxAge: "1y", index: false });
  const brotliCopies = new Set(
    fs.existsSync(assetsDir)
      ? fs
          .readdirSync(assetsDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith(".br"))
          .map((entry) => `/${path.relative(assetsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      : [],
  );
  return (req, res, next) => {
    if (req.path.endsWith(".br")) return next();
    if ((req.method === "GET" || req.method === "HEAD") && brotliCopies.has(`${req.path}.br`)) {
      res.vary("Accept-Encoding");
      if (req.acceptsEncodings("br") === "br") {
        res.type(path.extname(req.path));
        res.setHeader("Content-Encoding", "br");
        req.url = `${req.path}.br`;
      }
    }
    serve(req, res, next);
  };
}
