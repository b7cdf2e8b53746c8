// Every rendered page is valid HTML to an outside checker: the W3C Nu HTML Checker (npm `vnu-jar`, run with
// Debian's Java; scripts/test-all.sh installs it when it is missing). The pages are fetched as a browser
// first receives them (the server-rendered HTML), written to a folder and checked in one run of the checker,
// which then names every error with its page, line and column.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signIn } from "./support/admin";
import { SPECIAL_MUG, STATIC_PAGES } from "./support/shop";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const SHOPPER_PAGES = [
  "/",
  "/products",
  "/products?category=kupa",
  "/products?q=kupa",
  "/products?q=boyle-bir-sey-yok",
  `/product/${SPECIAL_MUG.slug}`,
  // A product with options (the demo's cat mug in three colours), a chosen colour and a combination not sold.
  "/product/inatci-kedi-kupasi",
  `/product/inatci-kedi-kupasi?secim=${encodeURIComponent("INATCI-KEDI-KUPASI-SIYAH")}`,
  "/product/inatci-kedi-kupasi?secenek1=Mor",
  "/product/boyle-bir-urun-yok",
  "/cart",
  "/order-lookup",
  // The thank-you code's entry page, refusing what is not a code, and an unknown code (docs/product.md#thank-you-notes).
  "/tesekkur",
  "/tesekkur?kod=merhaba",
  "/tesekkur/abc123-def456-ghj789",
  ...STATIC_PAGES,
  "/admin",
  "/admin/set-password?token=unknown",
];

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/products?new=1",
  "/admin/orders",
  "/admin/invoices",
  "/admin/categories",
  "/admin/categories?new=1",
  "/admin/campaigns",
  "/admin/campaigns?new=1",
  "/admin/reviews",
  "/admin/account",
  "/admin/staff",
  "/admin/audit",
  "/admin/data-requests",
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Runs the checker over the files and returns its error messages, each as one readable line. */
async function vnuErrors(files: string[]): Promise<string[]> {
  const run = promisify(execFile);
  let output: string;
  try {
    ({ stderr: output } = await run("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    // The checker exits 1 when it found errors; its JSON is on stderr either way.
    output = (error as { stderr?: string }).stderr ?? "";
    if (!output.trim().startsWith("{")) throw error;
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  // One line per distinct error, naming the pages it is on (a header error would otherwise repeat per page).
  const pagesByError = new Map<string, string[]>();
  for (const m of messages.filter((m) => m.type === "error" || m.subType === "fatal")) {
    const key = `${m.message} — ${(m.extract ?? "").trim().slice(0, 160)}`;
    pagesByError.set(key, [...(pagesByError.get(key) ?? []), `${path.basename(m.url ?? "?")}:${m.lastLine ?? "?"}:${m.lastColumn ?? "?"}`]);
  }
  return [...pagesByError].map(([error, pages]) => `${error}\n    on ${pages.join(", ")}`);
}

async function saveHtml(request: APIRequestContext, dir: string, url: string, saved: Map<string, string>) {
  const response = await request.get(url);
  expect(response.status(), url).toBeLessThan(500);
  expect(response.headers()["content-type"], url).toContain("text/html");
  const file = path.join(dir, `${String(saved.size).padStart(2, "0")}${url.replace(/[^a-z0-9]+/gi, "_")}.html`);
  fs.writeFileSync(file, await response.text());
  saved.set(file, url);
}

test("every shopper and admin page is valid HTML to the W3C Nu checker", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  const saved = new Map<string, string>();

  for (const url of SHOPPER_PAGES) await saveHtml(page.request, dir, url, saved);

  // The cart and the checkout as they render with something in the cart (the cart cookie, ADR 0003).
  await page.goto(`/product/${SPECIAL_MUG.slug}`);
  const search = await (await page.request.get("/api/search?q=kupa")).json();
  const productId = search.results[0].id as string;
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([{ productId, quantity: 2 }])), url: page.url() }]);
  await saveHtml(page.request, dir, "/cart", saved);
  await saveHtml(page.request, dir, "/checkout", saved);

  // The order page of an order placed as the form without JavaScript posts it, while it waits for payment.
  const placed = await page.request.post("/checkout", {
    form: {
      recipientName: "Deniz Geçerli",
      recipientPhone: "0532 987 65 43",
      recipientProvince: "Ankara",
      recipientDistrict: "Çankaya",
      recipientAddress: "Atatürk Bulvarı No: 7 D: 3",
      recipientPostalCode: "06420",
      senderEmail: "gecerli@example.com",
      anonymousMessage: "Kutudaki kart\nSevgiyle",
      acceptTerms: "on",
      items: JSON.stringify([{ productId, quantity: 1 }]),
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(placed.status(), await placed.text()).toBe(303);
  const orderPath = new URL(placed.headers().location ?? "", page.url()).pathname;
  expect(orderPath).toMatch(/^\/order-confirmation\/[0-9a-f-]{36}$/);
  await saveHtml(page.request, dir, orderPath, saved);

  await signIn(page);
  for (const url of ADMIN_PAGES) await saveHtml(page.request, dir, url, saved);

  const errors = await vnuErrors([...saved.keys()]);
  expect(errors, `W3C Nu checker errors:\n${errors.join("\n")}`).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
