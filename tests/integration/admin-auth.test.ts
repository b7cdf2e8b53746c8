import { expect, it } from "vitest";
import { isSameOrigin, requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { destroySession, findSessionUser, sessionCookie } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import {
  ACCOUNT_FAILURES_BEFORE_DELAY,
  accountDelayMs,
  LOCK_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  THROTTLE_WINDOW_MS,
} from "~/modules/auth/throttle.server";
import { parseEnv } from "~/env.server";
import { describeEachDatabase } from "../support/databases";

const noSleep = { sleep: async () => {} };
const env = parseEnv({ PUBLIC_URL: "http://shop.test" });

describeEachDatabase("admin sign-in", (getDb) => {
  it("signs in with the right password (e-mail case-insensitive) and refuses wrong or unknown", async () => {
    await upsertAdmin(getDb(), "Sahip@Example.com", "dogru-sifre-1");
    const ok = await signIn(getDb(), { email: "sahip@example.com", password: "dogru-sifre-1", clientIp: "10.0.0.1" }, noSleep);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect((await findSessionUser(getDb(), ok.token))?.email).toBe("sahip@example.com");
    expect(await signIn(getDb(), { email: "sahip@example.com", password: "yanlis", clientIp: "10.0.0.1" }, noSleep)).toEqual({
      ok: false,
      reason: "invalid-credential",
    });
    expect(await signIn(getDb(), { email: "kimse@example.com", password: "x", clientIp: "10.0.0.1" }, noSleep)).toEqual({
      ok: false,
      reason: "invalid-credential",
    });
  });

  it("failures on an account slow failing addresses down, never an address that has not been failing", async () => {
    await upsertAdmin(getDb(), "kilit@example.com", "dogru-sifre-2");
    const now = new Date();
    const results = [];
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAY; i++) {
      // Different addresses: the account's own count does it.
      results.push(await signIn(getDb(), { email: "kilit@example.com", password: "yanlis", clientIp: `10.1.0.${i}` }, { ...noSleep, now }));
    }
    expect(results.slice(0, -1).every((r) => !r.ok && r.reason === "invalid-credential")).toBe(true);
    // The account's delay now applies to the addresses that failed, the last one included.
    expect(results.at(-1)).toEqual({ ok: false, reason: "too-many-requests", retryAfterSeconds: accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY) / 1000 });
    expect(await signIn(getDb(), { email: "kilit@example.com", password: "dogru-sifre-2", clientIp: "10.1.0.0" }, { ...noSleep, now })).toMatchObject({
      reason: "too-many-requests",
    });
    // An address that has not been failing signs in with the right password at once.
    expect((await signIn(getDb(), { email: "kilit@example.com", password: "dogru-sifre-2", clientIp: "10.9.9.9" }, { ...noSleep, now })).ok).toBe(true);
    expect(accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY + 1)).toBe(2 * accountDelayMs(ACCOUNT_FAILURES_BEFORE_DELAY));
    expect(accountDelayMs(100)).toBe(LOCK_MS);
  });

  it("locks one address out of one account after repeated failures, even for the right password, until the lock passes", async () => {
    await upsertAdmin(getDb(), "cift@example.com", "dogru-sifre-6");
    const now = new Date();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT; i++) {
      await signIn(getDb(), { email: "cift@example.com", password: "yanlis", clientIp: "10.4.0.1" }, { ...noSleep, now });
    }
    expect(await signIn(getDb(), { email: "cift@example.com", password: "dogru-sifre-6", clientIp: "10.4.0.1" }, { ...noSleep, now })).toMatchObject({
      ok: false,
      reason: "too-many-requests",
    });
    const later = new Date(now.getTime() + LOCK_MS + 1000);
    expect((await signIn(getDb(), { email: "cift@example.com", password: "dogru-sifre-6", clientIp: "10.4.0.1" }, { ...noSleep, now: later })).ok).toBe(true);
  });

  it("locks a client address trying many accounts", async () => {
    await upsertAdmin(getDb(), "baska@example.com", "dogru-sifre-3");
    const now = new Date();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await signIn(getDb(), { email: `deneme${i}@example.com`, password: "x", clientIp: "203.0.113.7" }, { ...noSleep, now });
    }
    expect(await signIn(getDb(), { email: "baska@example.com", password: "dogru-sifre-3", clientIp: "203.0.113.7" }, { ...noSleep, now })).toMatchObject({
      ok: false,
      reason: "too-many-requests",
    });
    expect((await signIn(getDb(), { email: "baska@example.com", password: "dogru-sifre-3", clientIp: "203.0.113.8" }, { ...noSleep, now })).ok).toBe(true);
  });

  it("forgets old failures once the window has passed", async () => {
    await upsertAdmin(getDb(), "pencere@example.com", "dogru-sifre-4");
    const start = new Date();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT - 1; i++)
      await signIn(getDb(), { email: "pencere@example.com", password: "x", clientIp: "10.2.0.1" }, { ...noSleep, now: start });
    const later = new Date(start.getTime() + THROTTLE_WINDOW_MS + 1000);
    expect(await signIn(getDb(), { email: "pencere@example.com", password: "x", clientIp: "10.2.0.1" }, { ...noSleep, now: later })).toEqual({
      ok: false,
      reason: "invalid-credential",
    });
  });

  it("guards: no session → redirect for pages, 401 for actions; cross-site → 403; sign-out ends the session", async () => {
    await upsertAdmin(getDb(), "koruma@example.com", "dogru-sifre-5");
    const result = await signIn(getDb(), { email: "koruma@example.com", password: "dogru-sifre-5", clientIp: "10.3.0.1" }, noSleep);
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = sessionCookie(result.token, env.PUBLIC_URL).split(";")[0];
    const ctx = { db: getDb(), env };

    const page = await requireAdminPage(new Request("http://shop.test/admin/orders"), ctx).catch((e) => e);
    expect(page).toBeInstanceOf(Response);
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/admin"]);
    expect((await requireAdminPage(new Request("http://shop.test/admin/orders", { headers: { Cookie: cookie } }), ctx)).email).toBe("koruma@example.com");

    const noSession = await requireAdminAction(
      new Request("http://shop.test/admin/orders", { method: "POST", headers: { Origin: "http://shop.test" } }),
      ctx,
    ).catch((e) => e);
    expect(noSession.status).toBe(401);
    const crossSite = await requireAdminAction(
      new Request("http://shop.test/admin/orders", { method: "POST", headers: { Origin: "https://evil.example", Cookie: cookie } }),
      ctx,
    ).catch((e) => e);
    expect(crossSite.status).toBe(403);
    const fetchSite = await requireAdminAction(
      new Request("http://shop.test/admin/orders", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site", Cookie: cookie } }),
      ctx,
    ).catch((e) => e);
    expect(fetchSite.status).toBe(403);
    expect(
      (await requireAdminAction(new Request("http://shop.test/admin/orders", { method: "POST", headers: { Origin: "http://shop.test", Cookie: cookie } }), ctx))
        .email,
    ).toBe("koruma@example.com");

    await destroySession(getDb(), result.token);
    expect(await findSessionUser(getDb(), result.token)).toBeNull();
  });
});

it("isSameOrigin lets reads through and checks writes", () => {
  expect(isSameOrigin(new Request("http://a.test/x"), "http://a.test")).toBe(true);
  expect(isSameOrigin(new Request("http://a.test/x", { method: "POST", headers: { Origin: "http://b.test" } }), "http://a.test")).toBe(false);
});
