// Admin sessions (issue 13, Build 6): a lifetime and an idle timeout (sessionPolicy), and a
// new session id on every sign-in (over HTTP: a session the browser still held, or a token someone planted,
// is never carried on).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminSessions } from "~/db/schema";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { createSession, findSessionUser, readSessionToken, sessionPolicy } from "~/modules/auth/session.server";
import { describeEachDatabase } from "../support/databases";
import { type HttpShop, startHttpShop } from "../support/http-shop";

const MINUTE = 60 * 1000;

describeEachDatabase("admin sessions", (getDb, kind) => {
  let shop: HttpShop;
  let userId: string;
  beforeAll(async () => {
    await upsertAdmin(getDb(), "oturum@example.com", "dogru-sifre-oturum-1");
    userId = (await getDb().query.adminUsers.findFirst({ where: (u, { eq: is }) => is(u.email, "oturum@example.com") }))?.id ?? "";
    shop = await startHttpShop({ db: getDb(), kind } as DatabaseHandle);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("a session lasts 7 days and ends once unused for a day (docs/operations.md#security)", () => {
    expect(sessionPolicy.lifetimeMs).toBe(7 * 24 * 60 * MINUTE);
    expect(sessionPolicy.idleMs).toBe(24 * 60 * MINUTE);
  });

  it("a session unused for the idle timeout ends; using it keeps it alive", async () => {
    const policy = { lifetimeMs: 24 * 60 * MINUTE, idleMs: 30 * MINUTE };
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const token = await createSession(getDb(), userId, start, policy);
    expect(await findSessionUser(getDb(), token, at(20), policy)).not.toBeNull();
    expect(await findSessionUser(getDb(), token, at(45), policy)).not.toBeNull(); // 25 minutes after its last use
    expect(await findSessionUser(getDb(), token, at(76), policy)).toBeNull(); // 31 minutes unused
    const unused = await createSession(getDb(), userId, start, policy);
    expect(await findSessionUser(getDb(), unused, at(31), policy)).toBeNull();
  });

  it("a session ends at its lifetime however often it is used; without an idle timeout it lasts its lifetime", async () => {
    const policy = { lifetimeMs: 60 * MINUTE, idleMs: 30 * MINUTE };
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const token = await createSession(getDb(), userId, start, policy);
    for (const minute of [20, 40, 59]) expect(await findSessionUser(getDb(), token, at(minute), policy), `minute ${minute}`).not.toBeNull();
    expect(await findSessionUser(getDb(), token, at(61), policy)).toBeNull();

    const noIdle = { lifetimeMs: 60 * MINUTE, idleMs: 0 };
    const lasting = await createSession(getDb(), userId, start, noIdle);
    expect(await findSessionUser(getDb(), lasting, at(59), noIdle)).not.toBeNull();
    expect(await findSessionUser(getDb(), lasting, at(61), noIdle)).toBeNull();
  });

  it("every sign-in gets a new session id; the session the browser held, or a planted token, is not carried on", async () => {
    const signInWith = async (cookie?: string) => {
      const answer = await fetch(`${shop.url}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
        body: new URLSearchParams({ email: "oturum@example.com", password: "dogru-sifre-oturum-1" }),
      });
      expect(answer.status).toBe(303);
      const token = readSessionToken((answer.headers.get("set-cookie") ?? "").split(";")[0]);
      expect(token).not.toBeNull();
      return token as string;
    };
    const first = await signInWith();
    const second = await signInWith(`admin_session=${first}`);
    expect(second).not.toBe(first);
    // The session the browser sent along ended with the new sign-in.
    expect(await findSessionUser(getDb(), first)).toBeNull();
    expect(await findSessionUser(getDb(), second)).not.toBeNull();

    const planted = "A".repeat(43);
    const third = await signInWith(`admin_session=${planted}`);
    expect(third).not.toBe(planted);
    const rows = await getDb().select({ id: adminSessions.id }).from(adminSessions).where(eq(adminSessions.userId, userId));
    expect(rows.map((r) => r.id)).not.toContain(planted);
  });
});
