// One run of the mixed-load bench (`npm run bench:mixed`, scripts/bench/run.mjs --mixed), in its own process:
// an OPEN-loop generator. Requests leave at a fixed arrival rate whatever the answers do (a slow answer does
// not slow the client down and hide itself, as in a closed loop), and each latency is counted from the
// moment its request was due, not from when it could be sent.
//   node scripts/bench/mixed.mjs '{"base": "http://127.0.0.1:3300", "rate": 250, "duration": 10,
//     "slugs": [...], "orderProducts": [{"id": ...}], "categories": [...], "pages": 42}'
// The mix, roughly what a gift shop sees (the shares are `MIX` below):
//   list      /products, its pages and each category's first pages; a third with random campaign parameters
//   product   /product/:slug
//   search    type-ahead (/api/search?q=) and the search results page (/products?q=) for random terms
//   cart      POST /api/cart with the cart cookie, as the browser prices its cart
//   checkout  the checkout form posted as a browser without JavaScript sends it (a valid address), 303 expected
// A third of the page requests carry a cart cookie (shoppers with something in their cart).
// Prints one JSON line: per kind the count, p50/p99/max (ms), errors and status counts.
import http from "node:http";
import { checkoutFormBody } from "./checkout-form.mjs";

const spec = JSON.parse(process.argv[2]);
const base = new URL(spec.base);
const rate = Number(spec.rate);
const durationMs = Number(spec.duration) * 1000;
const timeoutMs = Number(spec.timeoutMs ?? 10_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

const SHARES = [
  ["list", 0.3],
  ["product", 0.3],
  ["search", 0.15],
  ["cart", 0.2],
  ["checkout", 0.05],
];
// `"only": "search"`: that kind alone (what one kind costs the server).
const MIX = spec.only ? SHARES.map(([kind]) => [kind, kind === spec.only ? 1 : 0]) : SHARES;
const TRACKING = [
  () => `utm_source=${token()}&utm_medium=cpc&utm_campaign=${token()}`,
  () => `fbclid=IwAR${token()}${token()}`,
  () => `gclid=Cj0K${token()}`,
  () => `utm_source=newsletter&mc_cid=${token()}&mc_eid=${token()}`,
];
const WORDS = [
  "kupa",
  "ozel",
  "ışıklı",
  "komik",
  "şanslı",
  "yastık",
  "magnet",
  "defter",
  "çanta",
  "poster",
  "rozet",
  "kedi",
  "dede",
  "patron",
  "figür",
  "tişört",
  "anahtarlık",
  "süper",
  "renkli",
  "minik",
];
const ACCEPT = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (mixed bench) AppleWebKit/537.36 Chrome/140 Safari/537.36" };

const random = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[random(list.length)];
const token = () => Math.random().toString(36).slice(2, 10);

/** A cart of 1–3 of the order products, as the cookie mirrors it and as /api/cart and the checkout take it. */
function randomCart() {
  const items = [];
  for (let i = 1 + random(3); i > 0; i--) {
    const productId = pick(spec.orderProducts).id;
    if (!items.some((item) => item.productId === productId)) items.push({ productId, quantity: 1 + random(2) });
  }
  return items;
}
const cartCookie = (items) => `cart=${encodeURIComponent(JSON.stringify(items))}`;

/** A random term: a word of the catalogue cut to 3 letters or more, sometimes two words. */
function searchTerm() {
  const word = pick(WORDS);
  const term = word.slice(0, 3 + random(word.length - 2));
  return Math.random() < 0.2 ? `${term} ${pick(WORDS)}` : term;
}

function pageRequest(path) {
  const headers = { ...ACCEPT };
  if (Math.random() < 1 / 3) headers.cookie = cartCookie(randomCart());
  return { method: "GET", path, headers, expect: [200] };
}

const makers = {
  list() {
    const pages = Math.max(1, Math.min(10, spec.pages ?? 1));
    const path =
      spec.categories.length && Math.random() < 0.5
        ? `/products?category=${encodeURIComponent(pick(spec.categories))}${Math.random() < 0.3 ? "&page=2" : ""}`
        : `/products${random(2) ? `?page=${1 + random(pages)}` : ""}`;
    const tracked = Math.random() < 1 / 3 ? `${path.includes("?") ? "&" : "?"}${pick(TRACKING)()}` : "";
    return pageRequest(path + tracked);
  },
  product: () => pageRequest(`/product/${pick(spec.slugs)}`),
  search() {
    const q = encodeURIComponent(searchTerm());
    return Math.random() < 0.5 ? pageRequest(`/api/search?q=${q}`) : pageRequest(`/products?q=${q}`);
  },
  cart() {
    const items = randomCart();
    return {
      method: "POST",
      path: "/api/cart",
      headers: { ...ACCEPT, "content-type": "application/json", origin: spec.base, cookie: cartCookie(items) },
      body: JSON.stringify({ items }),
      expect: [200],
    };
  },
  checkout() {
    const items = randomCart();
    const body = checkoutFormBody(items);
    return {
      method: "POST",
      path: "/checkout",
      headers: { ...ACCEPT, "content-type": "application/x-www-form-urlencoded", origin: spec.base, cookie: cartCookie(items) },
      body,
      expect: [303],
    };
  },
};

function chooseKind() {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    if (r < share) return kind;
    r -= share;
  }
  return MIX[0][0];
}

const results = Object.fromEntries(MIX.map(([kind]) => [kind, { latencies: [], errors: 0, statusCounts: {}, inFlight: 0 }]));
let inFlight = 0;
let peakInFlight = 0;

function send(kind, dueAt) {
  const request = makers[kind]();
  const result = results[kind];
  inFlight++;
  result.inFlight++;
  peakInFlight = Math.max(peakInFlight, inFlight);
  let settled = false;
  const finish = (status) => {
    if (settled) return;
    settled = true;
    inFlight--;
    result.inFlight--;
    result.latencies.push(performance.now() - dueAt);
    result.statusCounts[status] = (result.statusCounts[status] ?? 0) + 1;
    if (!request.expect.includes(status)) result.errors++;
  };
  const req = http.request(
    { host: base.hostname, port: base.port, method: request.method, path: request.path, headers: request.headers, agent, timeout: timeoutMs },
    (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode ?? 0));
      res.on("error", () => finish("error"));
    },
  );
  req.on("timeout", () => req.destroy(new Error("timeout")));
  req.on("error", (error) => finish(error.message === "timeout" ? "timeout" : "error"));
  req.end(request.body);
}

// The schedule: request i is due at start + i / rate, sent as soon as the clock passes that moment.
const interval = 1000 / rate;
const start = performance.now();
let sent = 0;
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (start + sent * interval <= now && sent * interval < durationMs) {
      send(chooseKind(), start + sent * interval);
      sent++;
    }
    if (sent * interval >= durationMs) return resolve();
    setTimeout(tick, Math.max(0, Math.min(5, start + sent * interval - performance.now())));
  };
  tick();
});
// The answers still under way, up to their timeout.
const waitUntil = performance.now() + timeoutMs + 1000;
while (inFlight > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
agent.destroy();

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (n) => (n == null ? null : Math.round(n * 10) / 10);
const kinds = {};
for (const [kind, result] of Object.entries(results)) {
  // Requests never answered count as errors, with the longest latency there is (they are still waiting).
  for (let i = 0; i < result.inFlight; i++) result.latencies.push(performance.now() - start);
  if (result.inFlight) result.statusCounts.unanswered = result.inFlight;
  result.errors += result.inFlight;
  const sorted = result.latencies.sort((a, b) => a - b);
  kinds[kind] = {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
    errors: result.errors,
    statusCounts: result.statusCounts,
  };
}
console.log(
  JSON.stringify({ rate, duration: spec.duration, sent, achievedRate: Math.round((sent / durationMs) * 1000), peakInFlight, unanswered: inFlight, kinds }),
);
