// Stopping an HTTP server without cutting anyone off: no new connections, requests in flight answered, and
// every keep-alive connection closed once its current answer is out (Node's server.close() leaves a busy
// keep-alive connection open after its answer, so a client or a load balancer could send it another request).
import type http from "node:http";

export interface GracefulServer {
  /** Wraps the request listener: tracks answers in flight, and answers `Connection: close` while stopping. */
  listener(next: http.RequestListener): http.RequestListener;
  /** Stops accepting, finishes what is in flight, closes every connection; after `forceAfterMs` cuts the rest. */
  close(forceAfterMs: number): Promise<void>;
}

export function gracefulServer(server: http.Server): GracefulServer {
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;

  function closeAfterAnswer(res: http.ServerResponse) {
    if (!res.headersSent) res.setHeader("Connection", "close");
  }

  return {
    listener(next) {
      return (req, res) => {
        inFlight.add(res);
        res.once("close", () => {
          inFlight.delete(res);
          // An answer that went out before the stop carried keep-alive: its connection is idle now.
          if (stopping) setImmediate(() => server.closeIdleConnections());
        });
        if (stopping) closeAfterAnswer(res);
        next(req, res);
      };
    },
    async close(forceAfterMs) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) closeAfterAnswer(res);
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
      force.unref();
      await closed;
      clearTimeout(force);
    },
  };
}
