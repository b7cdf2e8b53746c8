// The ceiling of `npm run bench`: a bare node:http server answering every request with the same bytes
// (the shop's own /products answer, headers included), from memory. Whatever the shop does on top of that
// costs throughput; the bench prints each page's requests/s as a ratio to this.
//   node scripts/bench/ceiling.mjs PORT BODY_FILE HEADERS_JSON
import fs from "node:fs";
import http from "node:http";

const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = { ...JSON.parse(headersJson), "content-length": String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
