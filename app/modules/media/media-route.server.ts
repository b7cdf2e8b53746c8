import type { RequestHandler } from "express";
import type { Logger } from "~/lib/logger.server";

export function serveMedia(_options: { dataDir: string; logger: Logger }): RequestHandler {
  return (_req, res) => {
    res.status(404).end();
  };
}
