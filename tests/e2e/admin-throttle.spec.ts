// docs/product.md#admin-sign-in: after too many failed sign-ins the form says 'Çok fazla başarısız giriş
// denemesi. Lütfen daha sonra tekrar deneyin.' — per account (5 failures in 15 minutes; then even the right
// password is refused) and per client address (20 failures in 15 minutes, whichever accounts were tried).
// This locks the browser's address, so it runs against a server of its own (scripts/e2e-server.mjs again, on
// a free port in 3240–3249 with its own data folder), never the shared e2e server the other admin tests sign
// in to. That server's request-rate limit on POST /admin (RATE_LIMIT_LOGIN, 30 a minute by default) is
// raised so that only the sign-in throttle answers here.
import { expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { ADMIN, freePort, type OwnServer, startOwnServer, submitLogin } from "./support/admin";
import { waitForHydration } from "./support/shop";

test.describe.configure({ mode: "serial" });

const t = adminText.login;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(await freePort(3240, 3249), { RATE_LIMIT_LOGIN: "1000" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function openLogin(page: Page) {
  await page.goto(`${server?.url}/admin`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
}

/** One attempt through the form; returns the message it shows for this attempt's answer. */
async function attempt(page: Page, email: string, password: string): Promise<string> {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin"));
  await submitLogin(page, email, password);
  await answered;
  // The router has applied the answer once it is idle again; the message on screen is this attempt's.
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } }).__reactRouterDataRouter;
    return router?.state.navigation.state === "idle";
  });
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  return (await alert.innerText()).trim();
}

test("after 5 wrong passwords the account is locked: the throttle text, even for the right password", async ({ page }) => {
  test.setTimeout(120_000);
  await openLogin(page);
  for (let n = 1; n < MAX_FAILURES_PER_ACCOUNT; n++) {
    expect(await attempt(page, ADMIN.email, `yanlis-sifre-${n}`), `attempt ${n}`).toBe(t.invalidCredential);
  }
  // The fifth failure locks the account.
  expect(await attempt(page, ADMIN.email, "yanlis-sifre-5")).toBe(t.tooManyRequests);
  // Locked: the right password is refused with the same text, and nobody is signed in.
  expect(await attempt(page, ADMIN.email, ADMIN.password)).toBe(t.tooManyRequests);
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.context().cookies()).filter((c) => c.name === "admin_session" && c.value)).toEqual([]);

  // The lock is the account's: another (unknown) address still gets the ordinary answer.
  expect(await attempt(page, "baska-biri@example.com", "yanlis-sifre")).toBe(t.invalidCredential);
  expect(t.tooManyRequests).toBe("Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin.");
});

test("after 20 failures from one address, any further sign-in from it gets the throttle text", async ({ page }) => {
  test.setTimeout(120_000);
  await openLogin(page);
  // The previous test failed 6 times from this address (5 + the other address; the locked attempt with the
  // right password is refused before it counts). Fill it up with unknown addresses, one failure each, so
  // that no account reaches its own limit.
  const already = MAX_FAILURES_PER_ACCOUNT + 1;
  for (let n = already + 1; n < MAX_FAILURES_PER_ADDRESS; n++) {
    expect(await attempt(page, `bilinmeyen-${n}@example.com`, "yanlis-sifre"), `failure ${n}`).toBe(t.invalidCredential);
  }
  // The twentieth failure locks the address.
  expect(await attempt(page, `bilinmeyen-${MAX_FAILURES_PER_ADDRESS}@example.com`, "yanlis-sifre")).toBe(t.tooManyRequests);
  // Now even a first try with a never-used address is refused.
  expect(await attempt(page, "hic-denenmemis@example.com", "yanlis-sifre")).toBe(t.tooManyRequests);
});
