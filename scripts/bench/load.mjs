// One load run of `npm run bench`, in its own process (so the load generator never shares an event loop
// with the orchestrator's memory sampling): autocannon against one endpoint, the summary as JSON on stdout.
//   node scripts/bench/load.mjs '{"url": "...", "connections": 32, "duration": 10, "requests": [...], "headers": {...}}'
//   "randomQuery": {"path": "/products", "param": "utm_source"}: every request a new value, as campaign clicks.
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2]);
if (spec.randomQuery) {
  const { path, param } = spec.randomQuery;
  spec.requests = [
    {
      method: "GET",
      setupRequest: (request) => ({ ...request, path: `${path}?${param}=${Math.random().toString(36).slice(2)}${Date.now().toString(36)}` }),
    },
  ];
}
const statusCounts = {};
const result = await autocannon({
  url: spec.url,
  connections: spec.connections ?? 32,
  duration: spec.duration ?? 10,
  pipelining: 1,
  timeout: 10,
  headers: spec.headers ?? {},
  requests: spec.requests,
  setupClient(client) {
    client.on("response", (statusCode) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  },
});
const expected = new Set(spec.expectStatus ?? [200]);
const unexpected = Object.entries(statusCounts)
  .filter(([code]) => !expected.has(Number(code)))
  .reduce((sum, [, n]) => sum + n, 0);
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts + unexpected,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
  }),
);
