// Browser tests: Debian's Chromium (never a downloaded browser) against the BUILT shop, started fresh with an
// empty data folder (scripts/e2e-server.mjs). Build first: `npx react-router build` (scripts/test-all.sh does).
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT and E2E_OUTPUT_DIR let two runs share one checkout (another port, another results folder).
const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;
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
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
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
      },
    },
  ],
  webServer: {
    // With the heap limit the shop runs with (docs/decisions/0009), so that uploads and the like are tested within it.
    command: "node --max-old-space-size=256 scripts/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
