// The security headers builder (docs/decisions/0006): a fresh nonce per response, PayTR's origin only when
// PayTR is configured, HSTS only on https, frame-ancestors 'none', and what Vite's dev server needs.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { createNonce, createSecurityHeaders, iyzicoFormOrigin, paytrOrigin } from "../../server/http/security-headers";

const paytrCreds = { PAYTR_MERCHANT_ID: "123456", PAYTR_MERCHANT_KEY: "anahtar", PAYTR_MERCHANT_SALT: "tuz" };

/** "script-src 'self' 'nonce-x'" → { "script-src": ["'self'", "'nonce-x'"] } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function headerMap(entries: [string, string][]) {
  return new Map(entries.map(([k, v]) => [k.toLowerCase(), v]));
}

describe("security headers", () => {
  it("uses a fresh 128-bit base64 nonce for every response, in script-src and style-src", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of [...nonces].slice(0, 20)) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    const headers = createSecurityHeaders(parseEnv({}));
    const [a, b] = [createNonce(), createNonce()];
    const first = directives(headers.contentSecurityPolicy(a));
    const second = directives(headers.contentSecurityPolicy(b));
    expect(first["script-src"]).toEqual(["'self'", `'nonce-${a}'`]);
    expect(first["style-src"]).toEqual(["'self'", `'nonce-${a}'`]);
    expect(second["script-src"]).toEqual(["'self'", `'nonce-${b}'`]);
    expect(headers.contentSecurityPolicy(a)).not.toContain(b);
  });

  it("enforces a strict policy (no unsafe-inline scripts, no framing, no plugins, no foreign connections)", () => {
    const headers = createSecurityHeaders(parseEnv({}));
    const all = headerMap(headers.forNonce("bm9uY2U="));
    expect(all.has("content-security-policy")).toBe(true);
    expect(all.has("content-security-policy-report-only")).toBe(false);
    const csp = directives(all.get("content-security-policy") as string);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(all.get("x-content-type-options")).toBe("nosniff");
    expect(all.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(all.get("x-frame-options")).toBe("DENY");
    expect(all.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(all.get("permissions-policy")).toContain("camera=()");
    expect(all.get("permissions-policy")).toContain("microphone=()");
    expect(all.get("permissions-policy")).toContain("geolocation=()");
  });

  it("allows PayTR's frame and script only when all PayTR's merchant settings are set, whatever PAYMENT_PROVIDER says", () => {
    expect(paytrOrigin(parseEnv({}))).toBeNull();
    // The shop settings may choose PayTR while PAYMENT_PROVIDER names another provider: its frame must then work.
    expect(paytrOrigin(parseEnv({ ...paytrCreds }))).toBe("https://www.paytr.com");
    expect(paytrOrigin(parseEnv({ PAYMENT_PROVIDER: "paytr" }))).toBeNull(); // no credentials
    expect(paytrOrigin(parseEnv({ PAYMENT_PROVIDER: "paytr", ...paytrCreds, PAYTR_MERCHANT_SALT: "" }))).toBeNull();
    expect(paytrOrigin(parseEnv({ PAYMENT_PROVIDER: "paytr", ...paytrCreds }))).toBe("https://www.paytr.com");

    const simulated = directives(createSecurityHeaders(parseEnv({})).contentSecurityPolicy("n"));
    expect(JSON.stringify(simulated)).not.toContain("paytr");

    const paytr = directives(createSecurityHeaders(parseEnv({ PAYMENT_PROVIDER: "paytr", ...paytrCreds })).contentSecurityPolicy("n"));
    expect(paytr["script-src"]).toEqual(["'self'", "'nonce-n'", "https://www.paytr.com"]);
    expect(paytr["frame-src"]).toEqual(["https://www.paytr.com"]);
    expect(paytr["frame-ancestors"]).toEqual(["'none'"]);

    // A stand-in's address (tests) is used as configured: its origin, never its path.
    const local = directives(
      createSecurityHeaders(
        parseEnv({ PAYMENT_PROVIDER: "paytr", ...paytrCreds, PAYTR_IFRAME_URL: "http://127.0.0.1:4567/odeme/guvenli" }),
      ).contentSecurityPolicy("n"),
    );
    expect(local["frame-src"]).toEqual(["http://127.0.0.1:4567"]);
    expect(local["script-src"]).toContain("http://127.0.0.1:4567");
  });

  it("lets the checkout's form be redirected to iyzico's hosted page only when iyzico's keys are set", () => {
    const keys = { IYZICO_API_KEY: "api", IYZICO_SECRET_KEY: "secret" };
    const formAction = (env: Record<string, string>) => directives(createSecurityHeaders(parseEnv(env)).contentSecurityPolicy("n"))["form-action"];
    expect(iyzicoFormOrigin(parseEnv({}))).toBeNull();
    expect(formAction({})).toEqual(["'self'"]);
    expect(formAction(keys)).toEqual(["'self'", "https://cpp.iyzipay.com"]);
    expect(formAction({ ...keys, IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com" })).toEqual(["'self'", "https://sandbox-cpp.iyzipay.com"]);
    expect(formAction({ ...keys, PAYMENT_PROVIDER: "iyzico", IYZICO_BASE_URL: "http://127.0.0.1:4568/" })).toEqual(["'self'", "http://127.0.0.1:4568"]);
    // Nothing else of iyzico's: its page is not framed and runs no script of ours.
    const iyzico = directives(createSecurityHeaders(parseEnv({ ...keys, PAYMENT_PROVIDER: "iyzico" })).contentSecurityPolicy("n"));
    expect(iyzico["frame-src"]).toEqual(["'none'"]);
    expect(iyzico["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });

  it("allows images from MEDIA_PUBLIC_URL's origin only when it is set", () => {
    expect(directives(createSecurityHeaders(parseEnv({})).contentSecurityPolicy("n"))["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    const cdn = parseEnv({ S3_BUCKET: "shop-media", MEDIA_PUBLIC_URL: "https://cdn.example.com/hediye/" });
    expect(directives(createSecurityHeaders(cdn).contentSecurityPolicy("n"))["img-src"]).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com"]);
  });

  it("sends HSTS (and upgrades insecure requests) only when the shop is served over https", () => {
    const plain = headerMap(createSecurityHeaders(parseEnv({ PUBLIC_URL: "http://localhost:3000" })).forNonce("n"));
    expect(plain.has("strict-transport-security")).toBe(false);
    expect(plain.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    const secure = headerMap(createSecurityHeaders(parseEnv({ PUBLIC_URL: "https://hediye.example.com" })).forNonce("n"));
    expect(secure.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    expect(secure.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("relaxes only what Vite's dev server needs in development", () => {
    const dev = directives(createSecurityHeaders(parseEnv({}), { development: true }).contentSecurityPolicy("n"));
    expect(dev["style-src"]).toContain("'unsafe-inline'");
    expect(dev["connect-src"]).toContain("ws:");
    expect(dev["script-src"]).toContain("'nonce-n'");
    expect(dev["script-src"]).not.toContain("'unsafe-inline'");
    expect(dev["script-src"]).not.toContain("'unsafe-eval'");
    expect(dev["frame-ancestors"]).toEqual(["'none'"]);
  });
});
