// A local stand-in of PayTR's iFrame API (as docs/product.md#paytr and app/modules/payments/paytr.server.ts describe it) for integration and browser tests.
// It checks token requests the way PayTR does, serves a tiny card form at /odeme/guvenli/:token, and posts
// the server-to-server notification to the shop. Its hashes are computed here, independently of
// app/modules/payments/paytr.server.ts, so a mistake there is caught here. Binds 127.0.0.1 only.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PaytrCredentials } from "~/modules/payments/paytr.server";

export interface TokenRequest {
  token: string;
  merchantOid: string;
  email: string;
  paymentAmountKurus: number;
  userIp: string;
  /** user_basket decoded: [name, unit price "18.00", quantity][] */
  basket: unknown[];
  okUrl: string;
  failUrl: string;
  testMode: boolean;
  /** Every field of the form as posted. */
  fields: Record<string, string>;
  /** Set once the card form was submitted. */
  completedWith?: "success" | "failed";
}

export interface StandinNotification {
  merchantOid: string;
  status: "success" | "failed";
  notifyUrl: string;
  fields: Record<string, string>;
  /** The shop's reply; { status: 0, body: error message } when the shop could not be reached. */
  reply: { status: number; body: string };
}

/**
 * How the stand-in answers get-token: "normal" checks the form; the others fake PayTR being in trouble.
 * { failed: reason } answers {"status":"failed","reason":...} whatever the form.
 */
export type TokenBehaviour = "normal" | "http500" | "non-json" | "hang" | { failed: string };

export interface PaytrStandinOptions {
  creds: PaytrCredentials;
  port?: number;
  /** The shop's notification address, e.g. http://127.0.0.1:3210/api/payments/paytr/notify. */
  notifyUrl?: string;
  /** Refuse loopback/private user_ip as real PayTR does; off by default because tests run on 127.0.0.1. */
  rejectLocalIp?: boolean;
}

export interface NotifyOptions {
  notifyUrl: string;
  totalAmountKurus?: number;
  /** Sign with a wrong salt: a hash of the right length that does not verify. */
  forgeHash?: boolean;
  /** The installment count the shopper chose (PayTR's installment_count); 1 when not given. */
  installmentCount?: number;
}

/** How the refund endpoint behaves: normally, or it makes the refund and then never answers (a timeout after success). */
export type RefundBehaviour = "normal" | "hang-after-refund" | { error: string };

export interface StandinRefund {
  merchantOid: string;
  returnAmount: string;
  referenceNo: string;
}

/**
 * The installment rates the stand-in answers (Taksit Oranları Sorgulama): percentages per card programme and count, in
 * PayTR's shape { oranlar: { world: { taksit_2: 3.92, … } } }, with max_inst_non_bus.
 */
export const STANDIN_INSTALLMENT_RATES: Record<string, Record<string, number>> = {
  world: { taksit_2: 3.92, taksit_3: 4.91, taksit_4: 5.9, taksit_5: 6.88, taksit_6: 7.87, taksit_9: 10.83, taksit_12: 13.79 },
  bonus: { taksit_2: 3.5, taksit_3: 4.5, taksit_6: 7.5, taksit_9: 10.5, taksit_12: 13.5 },
  maximum: { taksit_2: 3.6, taksit_3: 4.6, taksit_6: 7.6 },
  axess: { taksit_2: 3.7, taksit_3: 4.7, taksit_6: 7.7 },
};

/** How the installment rates endpoint answers: normally, HTTP 500, never, or { status: "failed" }. */
export type RatesBehaviour = "normal" | "http500" | "hang" | { failed: string };

export interface PaytrStandin {
  url: string;
  apiUrl: string;
  iframeBaseUrl: string;
  /** Issued tokens, by token. */
  tokens: Map<string, TokenRequest>;
  /** Every notification sent, in order. */
  notifications: StandinNotification[];
  /** Every get-token reply that was not success, in order (for assertions on why a request was refused). */
  rejections: string[];
  setTokenBehaviour(behaviour: TokenBehaviour): void;
  /** Refunds made (İade API), in order. */
  refunds: StandinRefund[];
  /** Every refund request received, made or not. */
  refundRequests: number;
  /** Status queries (Durum Sorgu) received. */
  statusQueries: number;
  setRefundBehaviour(behaviour: RefundBehaviour): void;
  /** Installment rates requests received (verified or not). */
  ratesRequests: number;
  setRatesBehaviour(behaviour: RatesBehaviour): void;
  notify(merchantOid: string, status: "success" | "failed", opts?: Partial<NotifyOptions>): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const REQUIRED_TOKEN_FIELDS = [
  "merchant_id",
  "user_ip",
  "merchant_oid",
  "email",
  "payment_amount",
  "paytr_token",
  "user_basket",
  "no_installment",
  "max_installment",
  "user_name",
  "user_address",
  "user_phone",
  "merchant_ok_url",
  "merchant_fail_url",
  "currency",
  "test_mode",
] as const;

const hmac = (key: string, message: string) => createHmac("sha256", key).update(message, "utf8").digest("base64");

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

function isLocalIp(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(ip) || ip === "::1" || /^f[cd]/i.test(ip) || /^fe80:/i.test(ip);
}

async function readBody(req: http.IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The shop's PayTR settings pointing at a stand-in. */
export function paytrShopEnv(standin: Pick<PaytrStandin, "apiUrl" | "iframeBaseUrl">, creds: PaytrCredentials): Record<string, string> {
  return {
    PAYMENT_PROVIDER: "paytr",
    PAYTR_MERCHANT_ID: creds.merchantId,
    PAYTR_MERCHANT_KEY: creds.merchantKey,
    PAYTR_MERCHANT_SALT: creds.merchantSalt,
    PAYTR_API_URL: standin.apiUrl,
    PAYTR_IFRAME_URL: standin.iframeBaseUrl,
  };
}

export async function startPaytrStandin(options: PaytrStandinOptions): Promise<PaytrStandin> {
  const { creds } = options;
  const tokens = new Map<string, TokenRequest>();
  const notifications: StandinNotification[] = [];
  const rejections: string[] = [];
  const notifiedOids = new Set<string>();
  let behaviour: TokenBehaviour = "normal";
  const hanging = new Set<http.ServerResponse>();
  const refunds: StandinRefund[] = [];
  let refundRequests = 0;
  let statusQueries = 0;
  let refundBehaviour: RefundBehaviour = "normal";
  let ratesBehaviour: RatesBehaviour = "normal";
  let ratesRequests = 0;

  /** What was paid for this merchant_oid (kuruş), from the success notification sent for it. */
  function paidKurus(merchantOid: string): number | null {
    const paid = notifications.find((n) => n.merchantOid === merchantOid && n.status === "success");
    return paid ? Number(paid.fields.payment_amount) : null;
  }

  const refundedKurus = (merchantOid: string) =>
    refunds.filter((r) => r.merchantOid === merchantOid).reduce((sum, r) => sum + Math.round(Number(r.returnAmount) * 100), 0);

  /** PayTR's İade API: /odeme/iade (docs/product.md#paytr-refunds). */
  async function refund(req: http.IncomingMessage, res: http.ServerResponse) {
    refundRequests++;
    const f = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const expected = hmac(creds.merchantKey, `${creds.merchantId}${f.merchant_oid}${f.return_amount}${creds.merchantSalt}`);
    if (f.merchant_id !== creds.merchantId || f.paytr_token !== expected)
      return json(res, 200, { status: "error", err_no: "002", err_msg: "paytr_token hatalı" });
    if (!/^\d+\.\d{2}$/.test(f.return_amount ?? "")) return json(res, 200, { status: "error", err_no: "004", err_msg: "return_amount hatalı" });
    if (typeof refundBehaviour === "object") return json(res, 200, { status: "error", err_no: "099", err_msg: refundBehaviour.error });
    const paid = paidKurus(f.merchant_oid);
    if (paid === null) return json(res, 200, { status: "error", err_no: "005", err_msg: "Ödeme bulunamadı" });
    if (refundedKurus(f.merchant_oid) + Math.round(Number(f.return_amount) * 100) > paid) {
      return json(res, 200, { status: "error", err_no: "006", err_msg: "Toplam iade tutarı odeme tutarindan fazla olamaz" });
    }
    refunds.push({ merchantOid: f.merchant_oid, returnAmount: f.return_amount, referenceNo: f.reference_no ?? "" });
    if (refundBehaviour === "hang-after-refund") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    json(res, 200, { status: "success", is_test: "1", merchant_oid: f.merchant_oid, return_amount: f.return_amount });
  }

  /** PayTR's Durum Sorgu: /odeme/durum-sorgu, listing the refunds made. */
  async function status(req: http.IncomingMessage, res: http.ServerResponse) {
    statusQueries++;
    const f = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const expected = hmac(creds.merchantKey, `${creds.merchantId}${f.merchant_oid}${creds.merchantSalt}`);
    if (f.merchant_id !== creds.merchantId || f.paytr_token !== expected)
      return json(res, 200, { status: "error", err_no: "002", err_msg: "paytr_token hatalı" });
    const paid = paidKurus(f.merchant_oid);
    if (paid === null) return json(res, 200, { status: "error", err_no: "005", err_msg: "Ödeme bulunamadı" });
    json(res, 200, {
      status: "success",
      payment_amount: (paid / 100).toFixed(2),
      returns: refunds.filter((r) => r.merchantOid === f.merchant_oid).map((r) => ({ return_amount: r.returnAmount, reference_no: r.referenceNo })),
    });
  }

  async function installmentRates(req: http.IncomingMessage, res: http.ServerResponse) {
    ratesRequests++;
    const f = Object.fromEntries(new URLSearchParams(await readBody(req)));
    if (ratesBehaviour === "hang") {
      hanging.add(res);
      return;
    }
    if (ratesBehaviour === "http500") return json(res, 500, { status: "error" });
    if (typeof ratesBehaviour === "object") return json(res, 200, { status: "failed", request_id: f.request_id, err_msg: ratesBehaviour.failed });
    if (!f.request_id || f.request_id.length > 32)
      return json(res, 200, { status: "failed", err_msg: "Zorunlu alan degeri gecersiz veya gonderilmedi: request_id" });
    const expected = hmac(creds.merchantKey, `${creds.merchantId}${f.request_id}${creds.merchantSalt}`);
    if (f.merchant_id !== creds.merchantId || f.paytr_token !== expected)
      return json(res, 200, { status: "failed", request_id: f.request_id, err_msg: "paytr_token gecersiz" });
    json(res, 200, { status: "success", request_id: f.request_id, max_inst_non_bus: 12, oranlar: STANDIN_INSTALLMENT_RATES });
  }

  /** Why PayTR would refuse this form, or null when it is acceptable. */
  function refuse(f: Record<string, string>): string | null {
    const missing = REQUIRED_TOKEN_FIELDS.filter((name) => !f[name]);
    if (missing.length > 0) return `Eksik alan: ${missing.join(", ")}`;
    for (const [name, value] of Object.entries(f)) {
      const leaks = (secret: string) => value === secret || (secret.length >= 8 && value.includes(secret));
      if (/merchant_(key|salt)/i.test(name) || leaks(creds.merchantKey) || leaks(creds.merchantSalt)) {
        return `Mağaza anahtarı ya da tuzu formda gönderilmiş (${name})`;
      }
    }
    if (f.merchant_id !== creds.merchantId) return "merchant_id hatalı";
    if (f.user_ip.length > 39) return "user_ip 39 karakterden uzun";
    if (options.rejectLocalIp && isLocalIp(f.user_ip)) return "user_ip yerel bir IP adresi";
    if (!/^[A-Za-z0-9]{1,64}$/.test(f.merchant_oid)) return "merchant_oid yalnızca harf ve rakam içermeli, en fazla 64 karakter";
    if (notifiedOids.has(f.merchant_oid)) return "Bu merchant_oid ile daha önce ödeme yapılmış";
    if (f.email.length > 100) return "email 100 karakterden uzun";
    if (!/^[1-9]\d*$/.test(f.payment_amount)) return "payment_amount kuruş cinsinden pozitif tam sayı olmalı";
    if (f.no_installment !== "0" && f.no_installment !== "1") return "no_installment 0 ya da 1 olmalı";
    const maxInstallment = Number(f.max_installment);
    if (!/^\d+$/.test(f.max_installment) || !(maxInstallment === 0 || (maxInstallment >= 2 && maxInstallment <= 12))) {
      return "max_installment 0 ya da 2-12 olmalı";
    }
    if (f.currency !== "TL") return "currency TL olmalı";
    if (f.test_mode !== "0" && f.test_mode !== "1") return "test_mode 0 ya da 1 olmalı";
    if (f.timeout_limit !== undefined && !/^\d+$/.test(f.timeout_limit)) return "timeout_limit dakika cinsinden tam sayı olmalı";
    let basket: unknown;
    try {
      basket = JSON.parse(Buffer.from(f.user_basket, "base64").toString("utf8"));
    } catch {
      basket = undefined;
    }
    if (!Array.isArray(basket) || basket.length === 0) return "user_basket base64 JSON dizisi olmalı";
    for (const row of basket) {
      if (!Array.isArray(row) || row.length !== 3 || typeof row[0] !== "string" || typeof row[1] !== "string" || !/^\d+\.\d{2}$/.test(row[1])) {
        return `user_basket satırı [ad, "18.00", adet] olmalı: ${JSON.stringify(row)}`;
      }
      if (!Number.isInteger(Number(row[2])) || Number(row[2]) < 1) return `user_basket adedi hatalı: ${JSON.stringify(row)}`;
    }
    const hashStr =
      f.merchant_id + f.user_ip + f.merchant_oid + f.email + f.payment_amount + f.user_basket + f.no_installment + f.max_installment + f.currency + f.test_mode;
    if (hmac(creds.merchantKey, hashStr + creds.merchantSalt) !== f.paytr_token) {
      return "paytr_token geçersiz (hash uyuşmuyor)";
    }
    return null;
  }

  function json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  }

  function html(res: http.ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(
      `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body style="font-family:sans-serif;padding:1rem">${body}</body></html>`,
    );
  }

  async function getToken(req: http.IncomingMessage, res: http.ServerResponse) {
    const text = await readBody(req);
    if (behaviour === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (behaviour === "http500") {
      rejections.push("HTTP 500");
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<h1>500 Internal Server Error</h1>");
      return;
    }
    if (behaviour === "non-json") {
      rejections.push("non-JSON");
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><body>Bakım çalışması</body></html>");
      return;
    }
    if (typeof behaviour === "object") {
      rejections.push(behaviour.failed);
      json(res, 200, { status: "failed", reason: behaviour.failed });
      return;
    }
    const type = req.headers["content-type"] ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) {
      const reason = `İstek form biçiminde değil (${type || "content-type yok"})`;
      rejections.push(reason);
      json(res, 200, { status: "failed", reason });
      return;
    }
    const fields = Object.fromEntries(new URLSearchParams(text));
    const reason = refuse(fields);
    if (reason) {
      rejections.push(reason);
      json(res, 200, { status: "failed", reason });
      return;
    }
    const token = randomBytes(24).toString("hex");
    tokens.set(token, {
      token,
      merchantOid: fields.merchant_oid,
      email: fields.email,
      paymentAmountKurus: Number(fields.payment_amount),
      userIp: fields.user_ip,
      basket: JSON.parse(Buffer.from(fields.user_basket, "base64").toString("utf8")) as unknown[],
      okUrl: fields.merchant_ok_url,
      failUrl: fields.merchant_fail_url,
      testMode: fields.test_mode === "1",
      fields,
    });
    json(res, 200, { status: "success", token });
  }

  function cardForm(res: http.ServerResponse, token: string) {
    const request = tokens.get(token);
    if (!request) return html(res, 404, "Geçersiz ödeme", "<p>Ödeme sayfası bulunamadı ya da süresi doldu.</p>");
    const amount = (request.paymentAmountKurus / 100).toFixed(2).replace(".", ",");
    // target="_top": the click (a user activation) navigates the shop's window, as PayTR does at the end.
    html(
      res,
      200,
      "PayTR Güvenli Ödeme (test)",
      `<h1 style="font-size:1.1rem">PayTR Güvenli Ödeme (yerel test sayfası)</h1>` +
        `<p>Sipariş: <span data-testid="paytr-oid">${escapeHtml(request.merchantOid)}</span></p>` +
        `<p>Tutar: <span data-testid="paytr-amount">${amount} TL</span></p>` +
        `<form method="post" action="/odeme/guvenli/${encodeURIComponent(token)}/sonuc" target="_top">` +
        `<button type="submit" name="status" value="success">Ödemeyi Tamamla</button> ` +
        `<button type="submit" name="status" value="failed">Ödeme Başarısız</button>` +
        `</form>`,
    );
  }

  async function complete(req: http.IncomingMessage, res: http.ServerResponse, token: string) {
    const request = tokens.get(token);
    const status = new URLSearchParams(await readBody(req)).get("status");
    if (!request) return html(res, 404, "Geçersiz ödeme", "<p>Ödeme sayfası bulunamadı ya da süresi doldu.</p>");
    if (status !== "success" && status !== "failed") return html(res, 400, "Hatalı istek", "<p>Geçersiz durum.</p>");
    if (request.completedWith) {
      return html(res, 409, "Ödeme tamamlandı", "<p>Bu ödeme zaten sonuçlandı.</p>");
    }
    request.completedWith = status;
    if (options.notifyUrl) await notify(request.merchantOid, status, { notifyUrl: options.notifyUrl });
    res.writeHead(303, { location: status === "success" ? request.okUrl : request.failUrl, "cache-control": "no-store" });
    res.end();
  }

  async function notify(merchantOid: string, status: "success" | "failed", opts: Partial<NotifyOptions> = {}): Promise<{ status: number; body: string }> {
    const notifyUrl = opts.notifyUrl ?? options.notifyUrl;
    if (!notifyUrl) throw new Error("paytr-standin: no notifyUrl given (start option or notify option)");
    const request = [...tokens.values()].reverse().find((t) => t.merchantOid === merchantOid);
    const totalAmountKurus = opts.totalAmountKurus ?? request?.paymentAmountKurus;
    if (totalAmountKurus === undefined) throw new Error(`paytr-standin: no token for ${merchantOid}; pass totalAmountKurus`);
    const totalAmount = String(totalAmountKurus);
    const salt = opts.forgeHash ? `${creds.merchantSalt}x` : creds.merchantSalt;
    const fields: Record<string, string> = {
      merchant_oid: merchantOid,
      status,
      total_amount: totalAmount,
      hash: hmac(creds.merchantKey, merchantOid + salt + status + totalAmount),
      failed_reason_code: status === "failed" ? "2" : "",
      failed_reason_msg: status === "failed" ? "Ödeme onaylanmadı (test)" : "",
      test_mode: (request?.testMode ?? creds.testMode) ? "1" : "0",
      payment_type: "card",
      currency: "TL",
      payment_amount: String(request?.paymentAmountKurus ?? totalAmountKurus),
      installment_count: String(opts.installmentCount ?? 1),
    };
    notifiedOids.add(merchantOid);
    let reply: { status: number; body: string };
    try {
      const response = await fetch(notifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      reply = { status: response.status, body: await response.text() };
    } catch (error) {
      reply = { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    notifications.push({ merchantOid, status, notifyUrl, fields, reply });
    return reply;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handle = async () => {
      if (req.method === "POST" && url.pathname === "/odeme/api/get-token") return getToken(req, res);
      if (req.method === "POST" && url.pathname === "/odeme/iade") return refund(req, res);
      if (req.method === "POST" && url.pathname === "/odeme/durum-sorgu") return status(req, res);
      if (req.method === "POST" && url.pathname === "/odeme/taksit-oranlari") return installmentRates(req, res);
      if (req.method === "GET" && url.pathname === "/js/iframeResizer.min.js") {
        // PayTR's resizer script, as a no-op, for pages that load it from the iframe's origin.
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
        res.end("window.iFrameResize = window.iFrameResize || function () { return []; };\n");
        return;
      }
      const form = /^\/odeme\/guvenli\/([^/]+)$/.exec(url.pathname);
      if (form && (req.method === "GET" || req.method === "HEAD")) return cardForm(res, decodeURIComponent(form[1]));
      const result = /^\/odeme\/guvenli\/([^/]+)\/sonuc$/.exec(url.pathname);
      if (result && req.method === "POST") return complete(req, res, decodeURIComponent(result[1]));
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(`paytr-standin error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    apiUrl: `${url}/odeme/api/get-token`,
    iframeBaseUrl: `${url}/odeme/guvenli`,
    tokens,
    notifications,
    rejections,
    setTokenBehaviour(next) {
      behaviour = next;
    },
    refunds,
    get refundRequests() {
      return refundRequests;
    },
    get statusQueries() {
      return statusQueries;
    },
    setRefundBehaviour(next) {
      refundBehaviour = next;
    },
    get ratesRequests() {
      return ratesRequests;
    },
    setRatesBehaviour(next) {
      ratesBehaviour = next;
    },
    notify,
    close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
