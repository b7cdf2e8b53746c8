// Browser tests: Debian's Chromium (never a downloaded browser) against the BUILT shop, started fresh with an
// empty data folder (scripts/e2e-server.mjs). Build first: `npx react-router build` (scripts/test-all.sh does).
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT and E2E_OUTPUT_DIR let two runs share one checkout (another port, another results folder).
const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The specs that change the shop's settings (*.settings.spec.ts) run against a shop of their own, one test at a
// time, so that no other spec sees another company, shipping rule or calendar halfway through.
const settingsPort = port + 1;
const settingsBaseURL = `http://127.0.0.1:${settingsPort}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

/** The built shop on `serverPort` (scripts/e2e-server.mjs), with the heap limit the shop runs with (docs/decisions/0009). */
function shopServer(serverPort: number, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: "node --max-old-space-size=256 scripts/e2e-server.mjs",
    url: `${url}/healthz`,
    env: { E2E_PORT: String(serverPort), ...env },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOGS ? ("pipe" as const) : ("ignore" as const),
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  };
}
const ci = !!process.env.CI;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  retries: ci ? 1 : 0,
  reporter: "list",
  // Whole orders through the checkout take 25–40 s on two shared cores; the limit catches a hang, not slowness.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Every browser and request context starts with the cookie notice closed (one cookie for both shops' ports: cookies
    // ignore the port), so that the bar at the bottom changes no other spec; tests/e2e/cookie-notice.spec.ts opens
    // its contexts without it.
    storageState: {
      cookies: [{ name: "cerez_bildirimi", value: "1", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }],
      origins: [],
    },
  },
  projects: [
    { name: "chromium", testIgnore: "**/*.settings.spec.ts", use: chromium },
    { name: "settings", testMatch: "**/*.settings.spec.ts", workers: 1, fullyParallel: false, use: { ...chromium, baseURL: settingsBaseURL } },
  ],
  // The settings specs' shop always has its own embedded database, also when E2E_DATABASE_URL points the other at PostgreSQL.
  webServer: [shopServer(port), shopServer(settingsPort, { E2E_DATABASE_URL: "" })],
});
