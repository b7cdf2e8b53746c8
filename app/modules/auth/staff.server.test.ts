// Staff accounts, set-password links, one's own password and sessions (docs/product.md#staff-accounts,
// docs/product.md#my-account), on PGlite and PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminPasswordTokens, adminUsers, mailOutbox } from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/databases";
import { adminRoleOf, upsertAdmin } from "./admin-users.server";
import { type AdminUser, createSession, findSessionUser, listSessions, tokenDigest } from "./session.server";
import { signIn } from "./sign-in.server";
import {
  addAdmin,
  changeOwnPassword,
  checkSetPasswordLink,
  endOneOwnSession,
  listAdmins,
  removeAdmin,
  resendSetPasswordLink,
  SET_PASSWORD_LINK_TTL_MS,
  setAdminDisabled,
  setPasswordWithLink,
  signOutEverywhere,
} from "./staff.server";

const noSleep = { sleep: async () => {} };
const publicUrl = "http://shop.test";

describeEachDatabase("staff accounts", (getDb) => {
  let owner: AdminUser;

  /** Signs in with the password and returns the session's admin and token. */
  async function sessionOf(email: string, password: string, clientIp = "10.0.0.1") {
    const result = await signIn(getDb(), { email, password, clientIp, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" }, noSleep);
    if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.reason}`);
    const user = await findSessionUser(getDb(), result.token);
    if (!user) throw new Error("no session");
    return { user, token: result.token };
  }

  /** The set-password link of the latest mail to `email`, from the outbox. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
    const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(last?.text ?? "")?.[1];
    if (!token) throw new Error(`no link mailed to ${email}`);
    return token;
  }

  beforeAll(async () => {
    // The first admin of a shop is its owner; the next one from the command line is staff.
    await upsertAdmin(getDb(), "sahip@example.com", "sahibin-sifresi-1");
    await upsertAdmin(getDb(), "ikinci@example.com", "ikinci-sifre-1");
    owner = (await sessionOf("sahip@example.com", "sahibin-sifresi-1")).user;
  });

  it("on an existing shop, the migration makes the oldest admin the owner", async () => {
    const migration = fs.readFileSync(path.join(import.meta.dirname, "../../../drizzle/0013_staff_accounts.sql"), "utf8");
    const makeOwner = migration.split("--> statement-breakpoint").find((s) => s.includes("UPDATE")) ?? "";
    await getDb()
      .transaction(async (tx) => {
        // As before the migration: every admin staff (the column's default), the oldest added first.
        await tx.update(adminUsers).set({ role: "staff" });
        await tx.insert(adminUsers).values({ email: "en-eski@example.com", passwordHash: "x", createdAt: new Date("2020-01-01T00:00:00Z") });
        await tx.execute(sql.raw(makeOwner));
        const owners = await tx.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.role, "owner"));
        expect(owners).toEqual([{ email: "en-eski@example.com" }]);
        tx.rollback();
      })
      .catch((error) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect((await listAdmins(getDb()))[0]).toMatchObject({ email: "sahip@example.com", role: "owner" });
  });

  it("the first admin is the owner, later ones staff; the session's admin carries the role", async () => {
    expect(owner.role).toBe("owner");
    expect(await adminRoleOf(getDb(), " Sahip@Example.com")).toBe("owner");
    expect(await adminRoleOf(getDb(), "ikinci@example.com")).toBe("staff");
    expect(await adminRoleOf(getDb(), "yok@example.com")).toBeNull();
    const list = await listAdmins(getDb());
    expect(list.map((a) => [a.email, a.role])).toEqual([
      ["sahip@example.com", "owner"],
      ["ikinci@example.com", "staff"],
    ]);
    expect(list[0].lastSignInAt).not.toBeNull();
    expect((await sessionOf("ikinci@example.com", "ikinci-sifre-1")).user.role).toBe("staff");
    // A second owner cannot exist, whatever writes it.
    await expect(getDb().update(adminUsers).set({ role: "owner" }).where(eq(adminUsers.email, "ikinci@example.com"))).rejects.toThrow();
  });

  it("the owner adds staff with an initial password; validation refuses bad input; staff may not add", async () => {
    const added = await addAdmin(getDb(), owner, { email: " Personel@Example.com ", password: "personel-sifre-1", publicUrl });
    expect(added).toMatchObject({ ok: true, linkSent: false, change: { action: "admin.added", target: { email: "personel@example.com" } } });
    const staff = (await sessionOf("personel@example.com", "personel-sifre-1")).user;
    expect(staff.role).toBe("staff");

    expect(await addAdmin(getDb(), owner, { email: "personel@example.com", password: "baska-sifre-1", publicUrl })).toEqual({
      ok: false,
      error: "email-taken",
    });
    expect(await addAdmin(getDb(), owner, { email: "adres-degil", password: "baska-sifre-1", publicUrl })).toEqual({ ok: false, error: "invalid-email" });
    expect(await addAdmin(getDb(), owner, { email: "kisa@example.com", password: "kisa", publicUrl })).toEqual({ ok: false, error: "password-too-short" });
    expect(await addAdmin(getDb(), staff, { email: "yeni@example.com", password: "yeni-sifre-1", publicUrl })).toEqual({ ok: false, error: "owner-only" });
    expect((await listAdmins(getDb())).map((a) => a.email)).not.toContain("yeni@example.com");
  });

  it("a set-password link is mailed, works once and only until it expires; the admin then signs in", async () => {
    const now = new Date();
    const added = await addAdmin(getDb(), owner, { email: "davet@example.com", publicUrl }, now);
    expect(added).toMatchObject({ ok: true, linkSent: true });
    expect((await listAdmins(getDb())).find((a) => a.email === "davet@example.com")?.waitingForPassword).toBe(true);
    // Nobody signs in to an account without a password.
    expect(await signIn(getDb(), { email: "davet@example.com", password: "!unset", clientIp: "10.0.0.2" }, noSleep)).toMatchObject({ ok: false });

    const token = await mailedToken("davet@example.com");
    // Only the token's hash is stored.
    const stored = await getDb().select().from(adminPasswordTokens);
    expect(stored.map((r) => r.id)).toContain(tokenDigest(token));
    expect(stored.map((r) => r.id)).not.toContain(token);

    expect(await checkSetPasswordLink(getDb(), token, now)).toEqual({ ok: true, email: "davet@example.com" });
    expect(await checkSetPasswordLink(getDb(), token, new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS + 1000))).toEqual({ ok: false, reason: "expired" });
    expect(await checkSetPasswordLink(getDb(), "x".repeat(43), now)).toEqual({ ok: false, reason: "unknown" });
    expect(await setPasswordWithLink(getDb(), { token, password: "davet-sifre-1", repeat: "davet-sifre-2" }, now)).toEqual({
      ok: false,
      error: "passwords-differ",
    });
    expect(await setPasswordWithLink(getDb(), { token, password: "kisa", repeat: "kisa" }, now)).toEqual({ ok: false, error: "password-too-short" });

    const set = await setPasswordWithLink(getDb(), { token, password: "davet-sifre-1", repeat: "davet-sifre-1" }, now);
    expect(set).toMatchObject({ ok: true, change: { action: "admin.password-set-by-link", target: { email: "davet@example.com" } } });
    expect(await setPasswordWithLink(getDb(), { token, password: "ikinci-kez-1", repeat: "ikinci-kez-1" }, now)).toEqual({
      ok: false,
      error: "link",
      reason: "used",
    });
    expect(await checkSetPasswordLink(getDb(), token, now)).toEqual({ ok: false, reason: "used" });
    expect((await sessionOf("davet@example.com", "davet-sifre-1")).user.role).toBe("staff");
  });

  it("an expired link sets nothing; a new link from the owner replaces the old one", async () => {
    const now = new Date();
    await addAdmin(getDb(), owner, { email: "gec@example.com", publicUrl }, now);
    const first = await mailedToken("gec@example.com");
    const later = new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS + 1000);
    expect(await setPasswordWithLink(getDb(), { token: first, password: "gec-sifre-1", repeat: "gec-sifre-1" }, later)).toEqual({
      ok: false,
      error: "link",
      reason: "expired",
    });

    const [gec] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "gec@example.com"));
    expect(await resendSetPasswordLink(getDb(), owner, gec.id, publicUrl, later)).toMatchObject({ ok: true, change: { action: "admin.password-link-sent" } });
    const second = await mailedToken("gec@example.com");
    expect(second).not.toBe(first);
    expect(await checkSetPasswordLink(getDb(), first, later)).toEqual({ ok: false, reason: "unknown" });
    expect(await setPasswordWithLink(getDb(), { token: second, password: "gec-sifre-1", repeat: "gec-sifre-1" }, later)).toMatchObject({ ok: true });
  });

  it("disabling ends the account's sessions at once and refuses its sign-in; enabling lets it back in", async () => {
    await addAdmin(getDb(), owner, { email: "kapali@example.com", password: "kapali-sifre-1", publicUrl });
    const { user, token } = await sessionOf("kapali@example.com", "kapali-sifre-1");
    const disabled = await setAdminDisabled(getDb(), owner, user.id, true);
    expect(disabled).toEqual({
      ok: true,
      change: { action: "admin.disabled", target: { id: user.id, email: "kapali@example.com" }, details: { sessionsEnded: 1 } },
    });
    expect(await findSessionUser(getDb(), token)).toBeNull();
    expect(await signIn(getDb(), { email: "kapali@example.com", password: "kapali-sifre-1", clientIp: "10.0.0.3" }, noSleep)).toEqual({
      ok: false,
      reason: "disabled",
    });
    // A wrong password still says only "wrong": being disabled is not revealed without the password.
    expect(await signIn(getDb(), { email: "kapali@example.com", password: "yanlis-sifre", clientIp: "10.0.0.3" }, noSleep)).toEqual({
      ok: false,
      reason: "invalid-credential",
    });
    // A session row the database still had for a disabled account is refused too.
    const leftover = await createSession(getDb(), user.id);
    expect(await findSessionUser(getDb(), leftover)).toBeNull();
    expect((await listAdmins(getDb())).find((a) => a.id === user.id)?.disabledAt).not.toBeNull();

    expect(await setAdminDisabled(getDb(), owner, user.id, false)).toMatchObject({ ok: true, change: { action: "admin.enabled" } });
    expect((await sessionOf("kapali@example.com", "kapali-sifre-1", "10.0.0.4")).user.id).toBe(user.id);
  });

  it("nobody disables or removes themselves or the owner; only the owner manages accounts; remove deletes the account", async () => {
    await addAdmin(getDb(), owner, { email: "silinecek@example.com", password: "silinecek-1", publicUrl });
    const { user: staff, token } = await sessionOf("silinecek@example.com", "silinecek-1");
    expect(await setAdminDisabled(getDb(), owner, owner.id, true)).toEqual({ ok: false, error: "not-yourself" });
    expect(await removeAdmin(getDb(), owner, owner.id)).toEqual({ ok: false, error: "not-yourself" });
    expect(await setAdminDisabled(getDb(), staff, owner.id, true)).toEqual({ ok: false, error: "owner-only" });
    expect(await removeAdmin(getDb(), staff, staff.id)).toEqual({ ok: false, error: "owner-only" });
    expect(await removeAdmin(getDb(), owner, "not-a-uuid")).toEqual({ ok: false, error: "no-such-admin" });
    // Even an owner object for another account cannot touch the owner's account.
    expect(await removeAdmin(getDb(), { ...staff, role: "owner" }, owner.id)).toEqual({ ok: false, error: "owner-protected" });

    expect(await removeAdmin(getDb(), owner, staff.id)).toEqual({
      ok: true,
      change: { action: "admin.removed", target: { id: staff.id, email: "silinecek@example.com" } },
    });
    expect(await findSessionUser(getDb(), token)).toBeNull();
    expect((await listAdmins(getDb())).map((a) => a.email)).not.toContain("silinecek@example.com");
    expect(await removeAdmin(getDb(), owner, staff.id)).toEqual({ ok: false, error: "no-such-admin" });
  });

  it("changing one's password needs the current one, ends the other sessions and keeps this one", async () => {
    await addAdmin(getDb(), owner, { email: "degisen@example.com", password: "eski-sifre-1", publicUrl });
    const here = await sessionOf("degisen@example.com", "eski-sifre-1", "10.0.1.1");
    const elsewhere = await sessionOf("degisen@example.com", "eski-sifre-1", "10.0.1.2");
    const input = { current: "eski-sifre-1", next: "yeni-sifre-1", repeat: "yeni-sifre-1", clientIp: "10.0.1.1" };
    expect(await changeOwnPassword(getDb(), here.user, { ...input, current: "yanlis" })).toEqual({ ok: false, error: "wrong-password" });
    expect(await changeOwnPassword(getDb(), here.user, { ...input, repeat: "baska-sifre-1" })).toEqual({ ok: false, error: "passwords-differ" });
    expect(await changeOwnPassword(getDb(), here.user, { ...input, next: "kisa", repeat: "kisa" })).toEqual({ ok: false, error: "password-too-short" });

    expect(await changeOwnPassword(getDb(), here.user, input)).toMatchObject({
      ok: true,
      change: { action: "admin.password-changed", details: { otherSessionsEnded: 1 } },
    });
    expect(await findSessionUser(getDb(), here.token)).not.toBeNull();
    expect(await findSessionUser(getDb(), elsewhere.token)).toBeNull();
    expect(await signIn(getDb(), { email: "degisen@example.com", password: "eski-sifre-1", clientIp: "10.0.1.3" }, noSleep)).toMatchObject({ ok: false });
    expect((await sessionOf("degisen@example.com", "yeni-sifre-1", "10.0.1.4")).user.email).toBe("degisen@example.com");
  });

  it("wrong current passwords count as failed sign-ins: a stolen session cannot guess the password freely", async () => {
    await addAdmin(getDb(), owner, { email: "tahmin@example.com", password: "tahmin-sifre-1", publicUrl });
    const { user } = await sessionOf("tahmin@example.com", "tahmin-sifre-1", "10.0.2.1");
    const now = new Date();
    for (let i = 0; i < 5; i++) {
      await changeOwnPassword(getDb(), user, { current: `yanlis-${i}`, next: "yeni-sifre-1", repeat: "yeni-sifre-1", clientIp: "10.0.2.1" }, now);
    }
    expect(
      await changeOwnPassword(getDb(), user, { current: "tahmin-sifre-1", next: "yeni-sifre-1", repeat: "yeni-sifre-1", clientIp: "10.0.2.1" }, now),
    ).toEqual({ ok: false, error: "too-many-attempts" });
  });

  it("lists one's live sessions with browser, address and last use; ends one, or all of them", async () => {
    await addAdmin(getDb(), owner, { email: "oturumlar@example.com", password: "oturum-sifre-1", publicUrl });
    const a = await sessionOf("oturumlar@example.com", "oturum-sifre-1", "10.0.3.1");
    const b = await sessionOf("oturumlar@example.com", "oturum-sifre-1", "10.0.3.2");
    const c = await sessionOf("oturumlar@example.com", "oturum-sifre-1", "10.0.3.3");
    const sessions = await listSessions(getDb(), a.user.id);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.address).sort()).toEqual(["10.0.3.1", "10.0.3.2", "10.0.3.3"]);
    expect(sessions.every((s) => s.browser === "Chrome, Linux" && s.lastSeenAt !== null)).toBe(true);
    expect(sessions.map((s) => s.id)).toContain(a.user.sessionId);

    // Someone else's session id ends nothing; one's own current one is not ended this way.
    expect(await endOneOwnSession(getDb(), owner, b.user.sessionId)).toEqual({ ok: false, error: "no-such-session" });
    expect(await endOneOwnSession(getDb(), a.user, a.user.sessionId)).toEqual({ ok: false, error: "no-such-session" });
    expect(await endOneOwnSession(getDb(), a.user, b.user.sessionId)).toMatchObject({ ok: true });
    expect(await findSessionUser(getDb(), b.token)).toBeNull();

    expect(await signOutEverywhere(getDb(), a.user)).toMatchObject({
      ok: true,
      change: { action: "admin.signed-out-everywhere", details: { sessionsEnded: 2 } },
    });
    expect(await findSessionUser(getDb(), a.token)).toBeNull();
    expect(await findSessionUser(getDb(), c.token)).toBeNull();
    // Only this admin's sessions ended.
    expect(await listSessions(getDb(), owner.id)).not.toHaveLength(0);
  });

  it("last seen is written at most once a minute", async () => {
    const start = new Date();
    const token = await createSession(getDb(), owner.id, start);
    const seen = async () => (await listSessions(getDb(), owner.id, start)).find((s) => s.id === tokenDigest(token))?.lastSeenAt?.getTime();
    await findSessionUser(getDb(), token, new Date(start.getTime() + 30_000));
    expect(await seen()).toBe(start.getTime());
    await findSessionUser(getDb(), token, new Date(start.getTime() + 61_000));
    expect(await seen()).toBe(start.getTime() + 61_000);
  });
});
