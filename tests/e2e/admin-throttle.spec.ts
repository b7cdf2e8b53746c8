// docs/product.md#admin-sign-in: after too many failed sign-ins the form says 'Çok fazla başarısız giriş
// denemesi. Lütfen daha sonra tekrar deneyin. N saniye sonra yeniden deneyebilirsiniz.' — per address and account (5 failures in 15 minutes; then even the right password
// is refused from that address) and per client address (20 failures in 15 minutes, whichever accounts were
// tried). The account's own failures only slow down addresses that have been failing: five wrong passwords
// from other addresses every 15 minutes no longer keep the owner out (issue 13).
// This locks the browser's address, so it runs against servers of its own (scripts/e2e-server.mjs again, on
// free ports in 3240–3249 with their own data folders), never the shared e2e server the other admin tests
// sign in to. Their request-rate limit on POST /admin (RATE_LIMIT_LOGIN, 30 a minute by default) is raised
// so that only the sign-in throttle answers here.
import { expect, type Page, test } from "@playwright/test";
import { adminText } from "../../app/lib/i18n/admin";
import { securityText } from "../../app/lib/i18n/security";
import { ADMIN, freePort, type OwnServer, startOwnServer, submitLogin } from "./support/admin";
import { waitForHydration } from "./support/shop";

test.describe.configure({ mode: "serial" });

const t = adminText.login;
const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
let server: OwnServer | undefined;
/** The throttle's text for any N seconds. */
const WAIT = new RegExp(`^${securityText.signInWait(999).replace("999", "\\d+")}$`);

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

test("after 5 wrong passwords from one address, that address must wait: the throttle text, even for the right password", async ({ page }) => {
  test.setTimeout(120_000);
  await openLogin(page);
  for (let n = 1; n < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; n++) {
    expect(await attempt(page, ADMIN.email, `yanlis-sifre-${n}`), `attempt ${n}`).toBe(t.invalidCredential);
  }
  // The fifth failure makes this address wait (15 minutes) for this account.
  expect(await attempt(page, ADMIN.email, "yanlis-sifre-5")).toMatch(WAIT);
  // Waiting: the right password is refused with the same text, and nobody is signed in.
  expect(await attempt(page, ADMIN.email, ADMIN.password)).toMatch(WAIT);
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.context().cookies()).filter((c) => c.name === "admin_session" && c.value)).toEqual([]);

  // The wait is for this address and account: another (unknown) account still gets the ordinary answer.
  expect(await attempt(page, "baska-biri@example.com", "yanlis-sifre")).toBe(t.invalidCredential);
  expect(securityText.signInWait(900)).toBe("Çok fazla başarısız giriş denemesi. Lütfen daha sonra tekrar deneyin. 900 saniye sonra yeniden deneyebilirsiniz.");
});

test("after 20 failures from one address, any further sign-in from it gets the throttle text", async ({ page }) => {
  test.setTimeout(120_000);
  await openLogin(page);
  // The previous test failed 6 times from this address (5 + the other address; the locked attempt with the
  // right password is refused before it counts). Fill it up with unknown addresses, one failure each, so
  // that no account reaches its own limit.
  const already = MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT + 1;
  for (let n = already + 1; n < MAX_FAILURES_PER_ADDRESS; n++) {
    expect(await attempt(page, `bilinmeyen-${n}@example.com`, "yanlis-sifre"), `failure ${n}`).toBe(t.invalidCredential);
  }
  // The twentieth failure locks the address.
  expect(await attempt(page, `bilinmeyen-${MAX_FAILURES_PER_ADDRESS}@example.com`, "yanlis-sifre")).toMatch(WAIT);
  // Now even a first try with a never-used address is refused.
  expect(await attempt(page, "hic-denenmemis@example.com", "yanlis-sifre")).toMatch(WAIT);
});

test("five wrong passwords from other addresses, round after round, do not keep the owner out", async ({ page }) => {
  test.setTimeout(120_000);
  // Behind a proxy (TRUST_PROXY) so that the attacker's requests can come from many addresses.
  const own = await startOwnServer(await freePort(3240, 3249), { RATE_LIMIT_LOGIN: "1000", TRUST_PROXY: "1" });
  try {
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i <= MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
        const answer = await fetch(`${own.url}/admin`, {
          method: "POST",
          redirect: "manual",
          headers: { "X-Forwarded-For": `198.51.100.${round * 10 + i}` },
          body: new URLSearchParams({ email: ADMIN.email, password: `saldiri-${round}-${i}` }),
        });
        expect([401, 429]).toContain(answer.status);
      }
    }
    // The owner, from an address that has not been failing, signs in with the right password.
    await page.goto(`${own.url}/admin`);
    await waitForHydration(page);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: adminText.nav.dashboard })).toBeVisible();
  } finally {
    await own.stop();
  }
});
