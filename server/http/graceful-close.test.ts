import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulServer } from "./graceful-close";

let agent: http.Agent | undefined;
afterEach(() => agent?.destroy());

/** A server whose answers wait until the test releases them. */
async function startHeldServer() {
  const held: (() => void)[] = [];
  const server = http.createServer();
  const graceful = gracefulServer(server);
  server.on(
    "request",
    graceful.listener((req, res) => {
      if (req.url === "/quick") return void res.end("quick");
      held.push(() => res.end("held"));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, graceful, held, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<{ body: string; connection: string | undefined; socket: import("node:net").Socket }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ body, connection: res.headers.connection, socket: res.socket }));
      })
      .on("error", reject);
  });
}

describe("gracefulServer", () => {
  it("answers the request in flight with Connection: close, then closes; new connections are refused", async () => {
    agent = new http.Agent({ keepAlive: true });
    const { graceful, held, port } = await startHeldServer();
    // An idle keep-alive connection (a first answer already out) and a request in flight.
    const first = await get(port, "/quick");
    expect(first.connection).toBe("keep-alive");
    const inFlight = get(port, "/held");
    while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));

    const closed = graceful.close(60_000);
    await expect(get(port, "/quick")).rejects.toThrow(/ECONNREFUSED|socket hang up|ECONNRESET/);
    held[0]();
    const answer = await inFlight;
    expect(answer.body).toBe("held");
    expect(answer.connection).toBe("close");
    // close() resolves once every connection is gone, long before the 60 s force.
    await closed;
    // The client sees its keep-alive connection end (it cannot send the stopping server another request).
    await new Promise((resolve) => (answer.socket.destroyed ? resolve(null) : answer.socket.once("close", resolve)));
  });

  it("closes a keep-alive connection whose answer was already under way once that answer is out", async () => {
    agent = new http.Agent({ keepAlive: true });
    const server = http.createServer();
    const graceful = gracefulServer(server);
    let finish: (() => void) | undefined;
    server.on(
      "request",
      graceful.listener((_req, res) => {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("part one, ");
        finish = () => res.end("part two");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const answer = get(port, "/");
    while (!finish) await new Promise((resolve) => setImmediate(resolve));
    const closed = graceful.close(60_000);
    finish();
    const { body, connection } = await answer;
    expect(body).toBe("part one, part two");
    expect(connection).toBe("keep-alive");
    await closed;
  });
});
