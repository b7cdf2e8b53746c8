// Staff accounts over HTTP (docs/product.md#staff-accounts, docs/product.md#my-account), on PGlite and
// PostgreSQL: the owner-only page and its actions answer staff 403 (page, .data and a direct POST), the menu
// shows the link to the owner only, every answer is private and uncacheable, cross-site posts are refused,
// set-password links over HTTP, and a new session id on 2FA completion (issue 13, Build 6).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { staffText } from "~/lib/i18n/admin-staff";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { findSessionUser, readSessionToken } from "~/modules/auth/session.server";
import { listAdmins } from "~/modules/auth/staff.server";
import { totpCodeAt } from "~/modules/auth/totp.server";
import { confirmEnrolment, readChallengeToken, startEnrolment } from "~/modules/auth/two-factor.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

describeEachDatabase("staff accounts over HTTP", (getDb, kind) => {
  let shop: HttpShop;
  let owner = "";
  let staff = "";

  const post = (path: string, fields: Record<string, string>, cookie: string, headers: Record<string, string> = { Origin: shop.url }) =>
    fetch(`${shop.url}${path}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, ...headers }, body: new URLSearchParams(fields) });
  const get = (path: string, cookie = "") => fetch(`${shop.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });

  async function signInCookie(email: string, password: string, cookie = ""): Promise<string> {
    const answer = await post("/admin", { email, password }, cookie);
    expect(answer.status).toBe(303);
    return `admin_session=${readSessionToken((answer.headers.get("set-cookie") ?? "").split(";")[0])}`;
  }

  beforeAll(async () => {
    await upsertAdmin(getDb(), "sahip@example.com", "sahibin-sifresi-1");
    await upsertAdmin(getDb(), "personel@example.com", "personel-sifre-1");
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
    owner = await signInCookie("sahip@example.com", "sahibin-sifresi-1");
    staff = await signInCookie("personel@example.com", "personel-sifre-1");
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("the owner sees the page and the menu link; every answer is private and uncacheable", async () => {
    for (const path of ["/admin/staff", "/admin/staff.data"]) {
      const answer = await get(path, owner);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const dashboard = await (await get("/admin/dashboard", owner)).text();
    expect(dashboard).toContain('href="/admin/staff"');
  });

  it("staff get a Turkish 403 on the page, its data and a direct POST; no menu link; nothing changes", async () => {
    const page = await get("/admin/staff", staff);
    expect(page.status).toBe(403);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain(staffText.forbidden.title);
    expect((await get("/admin/staff.data", staff)).status).toBe(403);
    const before = (await listAdmins(getDb())).length;
    const posted = await post("/admin/staff", { intent: "add", email: "kacak@example.com", method: "password", password: "kacak-sifre-1" }, staff);
    expect(posted.status).toBe(403);
    expect(await listAdmins(getDb())).toHaveLength(before);
    expect(await (await get("/admin/dashboard", staff)).text()).not.toContain('href="/admin/staff"');
  });

  it("a cross-site POST is refused even with the owner's cookie", async () => {
    const answer = await post("/admin/staff", { intent: "add", email: "capraz@example.com", method: "password", password: "capraz-sifre-1" }, owner, {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(answer.status).toBe(403);
    expect((await listAdmins(getDb())).map((a) => a.email)).not.toContain("capraz@example.com");
  });

  it("the owner adds by link; the link's page sets the password once, without a session; then sign-in works", async () => {
    const added = await post("/admin/staff", { intent: "add", email: "davet@example.com", method: "link" }, owner);
    expect(added.status).toBe(200);
    const mail = await getDb().query.mailOutbox.findFirst({ where: (m, { eq }) => eq(m.toAddress, "davet@example.com") });
    const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    const token = new URL(link).searchParams.get("token") ?? "";

    const unknown = await get("/admin/set-password?token=nope");
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
    expect(await unknown.text()).toContain(staffText.setPassword.invalid.unknown);
    expect(await (await get(`/admin/set-password?token=${token}`)).text()).toContain("davet@example.com");

    const crossSite = await post("/admin/set-password", { token, password: "davet-sifre-1", repeat: "davet-sifre-1" }, "", { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const set = await post("/admin/set-password", { token, password: "davet-sifre-1", repeat: "davet-sifre-1" }, "");
    expect(set.status).toBe(200);
    expect(await set.text()).toContain(staffText.setPassword.done);
    const again = await post("/admin/set-password", { token, password: "baska-sifre-1", repeat: "baska-sifre-1" }, "");
    expect(again.status).toBe(410);
    expect(await (await get(`/admin/set-password?token=${token}`)).text()).toContain(staffText.setPassword.invalid.used);
    await signInCookie("davet@example.com", "davet-sifre-1");
  });

  it("completing the second step gives a new session id and ends the session the browser still held", async () => {
    await upsertAdmin(getDb(), "iki-adim@example.com", "iki-adim-sifre-1");
    const held = await signInCookie("iki-adim@example.com", "iki-adim-sifre-1");
    const user = await findSessionUser(getDb(), readSessionToken(held));
    const secret = await startEnrolment(getDb(), user!.id);
    expect(await confirmEnrolment(getDb(), user!.id, totpCodeAt(secret, new Date()))).not.toBeNull();

    const password = await post("/admin", { email: "iki-adim@example.com", password: "iki-adim-sifre-1" }, held);
    expect(password.headers.get("location")).toBe("/admin/two-factor");
    const challenge = readChallengeToken(password.headers.getSetCookie().join("; "));
    // The enrolment used this 30-second step's code; the app's next code is within the window.
    const step = await post("/admin/two-factor", { code: totpCodeAt(secret, new Date(Date.now() + 30_000)) }, `${held}; admin_2fa=${challenge}`);
    expect(step.status).toBe(303);
    const fresh = readSessionToken(step.headers.getSetCookie().find((c) => c.startsWith("admin_session=")) ?? null);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(readSessionToken(held));
    expect(await findSessionUser(getDb(), readSessionToken(held))).toBeNull();
    expect((await findSessionUser(getDb(), fresh))?.email).toBe("iki-adim@example.com");
  });
});
