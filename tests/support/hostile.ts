// Hostile input for the integration and browser tests (tests/integration/hostile-input.test.ts,
// tests/e2e/hostile-input.spec.ts): the payloads, an .eml reader, a CSV reader and a raw HTTP GET that
// sends a path exactly as written (fetch and Playwright would normalise `../` away before sending).
// No `~/` imports: Playwright loads this file too.
import http from "node:http";

/** Sets window.__pwned when it runs as a script. */
export const SCRIPT = "<script>window.__pwned=1</script>";
/** Breaks out of a quoted attribute and runs on load of a broken image. */
export const IMG = `"><img src=x onerror=window.__pwned=1>`;
export const SQL = "'; DROP TABLE orders; --";
export const LIKE = "%_\\";
export const TEMPLATE = "{{7*7}}";
/** Right-to-left override, Arabic, Hebrew, a ZWJ emoji family, a flag and a Turkish dotted İ. */
export const RTL_EMOJI = "\u202Eمرحبا שלום 👩‍👩‍👧 🇹🇷 İğüşöç";

/** Markup that must never turn into an element: every payload above with HTML in it. */
export const MARKUP_PAYLOADS = [SCRIPT, IMG] as const;

/** A checkout whose every free-text field carries payloads, within each field's length limit. */
export function hostileCheckoutFields(tag: string) {
  return {
    // A leading "=" is a spreadsheet formula: the CSV must neutralise it.
    recipientName: `=HYPERLINK("x")${SCRIPT} ${tag}`,
    recipientAddress: `${IMG}\n${SQL}\n${LIKE} ${TEMPLATE}\n${RTL_EMOJI}\n${"Çok uzun adres ".repeat(20).trim()}`,
    // "+" starts a formula too.
    recipientCity: `+${IMG.slice(0, 40)}`,
    recipientPostalCode: "<b>34</b>",
    // A foreign number: "+" starts a formula too. (The phone is checked since issue 12: markup cannot reach it.)
    recipientPhone: "+442079460958",
    // A valid address whose local part carries SQL-ish characters (z.email allows ' + - _ .).
    senderEmail: `o'neil+--drop_${tag}@example.com`,
    anonymousMessage: [SCRIPT, IMG, SQL, LIKE, TEMPLATE, RTL_EMOJI, `-2+3 ${"uzun mesaj ".repeat(60).trim()}`].join("\n"),
  };
}

// ---------------------------------------------------------------------------------------------------------
// .eml files (as nodemailer writes them): headers, multipart, quoted-printable or base64 bodies.

function splitHeadBody(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ""];
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)?.[0] ?? "\n\n";
  return [raw.slice(0, at), raw.slice(at + sep.length)];
}

function headerMap(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function qpBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], "utf8"));
  }
  return bytes;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/(=\?utf-8\?[qb]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: number[] = [];
    for (const [, enc, data] of run.matchAll(/=\?utf-8\?([qb])\?([^?]*)\?=/gi)) {
      if (enc.toLowerCase() === "b") bytes.push(...Buffer.from(data, "base64"));
      else bytes.push(...qpBytes(data.replace(/_/g, " ")));
    }
    return Buffer.from(bytes).toString("utf8") + (/\s+$/.exec(run)?.[0] ?? "");
  });
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(qpBytes(body.replace(/=\r?\n/g, ""))).toString("utf8");
    default:
      return body;
  }
}

export interface ReadMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The recipient, subject and decoded text/plain and text/html bodies of a raw message. */
export function readEml(raw: string): ReadMessage {
  const [head, body] = splitHeadBody(raw);
  const top = headerMap(head);
  const parts: { type: string; content: string }[] = [];
  const collect = (h: Map<string, string>, content: string) => {
    const type = (h.get("content-type") ?? "text/plain").toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h.get("content-type") ?? "")?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const piece of content.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith("--")) break;
        const [ph, pb] = splitHeadBody(piece.replace(/^\r?\n/, ""));
        collect(headerMap(ph), pb);
      }
    } else {
      parts.push({ type, content: decodeBody(content, h.get("content-transfer-encoding")) });
    }
  };
  collect(top, body);
  return {
    to: decodeEncodedWords(top.get("to") ?? ""),
    subject: decodeEncodedWords(top.get("subject") ?? ""),
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content.replace(/\r\n/g, "\n") ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content.replace(/\r\n/g, "\n") ?? "",
  };
}

/** What a mail client shows of an HTML body: tags dropped, the escapes the templates use turned back, <br> as a line break. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Every start tag in an HTML body, by name (lower case). */
export function tagNames(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase()));
}

// ---------------------------------------------------------------------------------------------------------
// CSV (semicolon-separated, quotes doubled, CRLF rows; a quoted cell may hold line breaks).

export function parseCsv(text: string, separator = ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Raw HTTP

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET with the request target sent byte for byte as given (no URL normalisation, no re-encoding). */
export function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: Number(url.port), method: "GET", path: target, headers: { Connection: "close", ...headers }, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Request targets that try to leave the uploads folder: dot segments plain and encoded (once, twice,
 * overlong UTF-8), encoded slashes and backslashes, absolute paths, NUL, and a Windows drive.
 * `secret` is a file name one level above the uploads folder (in DATA_DIR).
 */
export function traversalTargets(secret: string): string[] {
  return [
    `/media/../${secret}`,
    `/media/../../${secret}`,
    `/media/products/../../${secret}`,
    `/media/products/../../../etc/passwd`,
    `/media/%2e%2e/${secret}`,
    `/media/%2E%2E/%2E%2E/${secret}`,
    `/media/products/%2e%2e/%2e%2e/${secret}`,
    `/media/..%2f${secret}`,
    `/media/products%2f..%2f..%2f${secret}`,
    `/media/%2e%2e%2f%2e%2e%2f${secret}`,
    `/media/%252e%252e/${secret}`,
    `/media/..%252f${secret}`,
    `/media/%c0%ae%c0%ae/${secret}`,
    `/media/..%5c${secret}`,
    `/media/products\\..\\..\\${secret}`,
    `/media//etc/passwd`,
    `/media/%2fetc%2fpasswd`,
    `/media/%2Fetc/passwd`,
    `/media/C:%5cWindows%5cwin.ini`,
    `/media/${secret}%00.webp`,
    `/media/%00/../${secret}`,
    `/media/products/x.webp%00`,
    `/media/.${secret}`,
    `/media/./${secret}`,
    `/media/products/./../../${secret}`,
  ];
}
