// The product page's installment table (docs/product.md#installments) on shops of this file's own: PayTR at the
// stand-in with 6 installments offered shows the table with the stand-in's rates; PayTR unreachable and nothing cached
// renders the page without it. Phone (390×844) and laptop (1366×800).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { expect, test } from "@playwright/test";
import { paytrShopEnv, startPaytrStandin } from "../support/paytr-standin";
import { STOCKED_MAGNET } from "./support/shop";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const creds = { merchantId: "334455", merchantKey: "taksit-anahtari-1", merchantSalt: "taksit-tuzu-1", testMode: true };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A built shop on its own port and data directory; stop() keeps the directory for the next start. */
async function startShop(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server never became healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}

/** Offers up to 6 installments in the stopped shop's settings. */
async function offerSixInstallments(dataDir: string) {
  const db = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  await db.query(
    `insert into shop_settings (id, data, updated_at) values (1, $1::jsonb, now())
     on conflict (id) do update set data = jsonb_set(shop_settings.data, '{payments}', excluded.data->'payments')`,
    [JSON.stringify({ payments: { provider: "default", maxInstallments: 6 } })],
  );
  await db.close();
}

async function shopOfferingSix(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-installments-e2e-"));
  const first = await startShop(dataDir, env);
  await first.stop();
  await offerSixInstallments(dataDir);
  const shop = await startShop(dataDir, env);
  return { ...shop, stop: async () => (await shop.stop(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`${size.width}px: with PayTR at the stand-in the product page shows Taksit seçenekleri; with PayTR unreachable, none`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const standin = await startPaytrStandin({ creds });
    const shop = await shopOfferingSix(paytrShopEnv(standin, creds));
    try {
      // The job loop fetches the rates at start-up; the page only reads them.
      await expect.poll(() => standin.ratesRequests, { timeout: 20_000 }).toBeGreaterThan(0);
      let html = "";
      await expect
        .poll(async () => (html = await (await fetch(`${shop.url}/product/${STOCKED_MAGNET.slug}`)).text()).includes("Taksit seçenekleri"), { timeout: 20_000 })
        .toBe(true);
      const asked = standin.ratesRequests;
      await page.goto(`${shop.url}/product/${STOCKED_MAGNET.slug}`);
      const details = page.locator("details#taksit-secenekleri");
      await expect(details).toBeVisible();
      await details.locator("summary").click();
      const world = details.locator("table", { has: page.locator("caption", { hasText: "World" }) });
      await expect(world.locator("tbody tr")).toHaveCount(5);
      await expect(details.locator("caption")).toHaveText(["Bonus", "World", "Maximum", "Axess"]);
      // The amounts: the price shown × (1 + rate), World 6 installments at 7.87 %.
      const priceText = (await details.locator("summary span").textContent()) ?? "";
      const priceKurus = Number(priceText.replace(/[^\d]/g, ""));
      const total = Math.round((priceKurus * 107.87) / 100);
      const six = world.locator("tbody tr").last();
      await expect(six.locator("th")).toHaveText("6 taksit");
      expect(Number(((await six.locator("td").last().textContent()) ?? "").replace(/[^\d]/g, ""))).toBe(total);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: info.outputPath(`installments-${size.width}.png`), fullPage: true });
      expect(standin.ratesRequests).toBe(asked);
      expect(html).toContain("<details");
    } finally {
      await shop.stop();
    }

    // PayTR unreachable (nothing listens) and nothing cached: the page renders, without the table.
    const closed = await freePort();
    const down = await shopOfferingSix({ ...paytrShopEnv(standin, creds), PAYTR_API_URL: `http://127.0.0.1:${closed}/odeme/api/get-token` });
    try {
      const response = await page.goto(`${down.url}/product/${STOCKED_MAGNET.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("details#taksit-secenekleri")).toHaveCount(0);
    } finally {
      await down.stop();
      await standin.close();
    }
  });
}
