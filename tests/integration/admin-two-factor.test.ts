// Two-factor sign-in end to end through the routes (docs/product.md#two-factor-sign-in), on PGlite and
// PostgreSQL: enrolment on /admin/account, the second step on /admin/two-factor with a code and with a
// recovery code, codes never accepted twice, wrong codes ending the step, turning it off, the CLI's removal.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminRecoveryCodes, adminUsers } from "~/db/schema";
import { upsertAdmin } from "~/modules/auth/admin-users.server";
import { findSessionUser } from "~/modules/auth/session.server";
import { totpCodeAt } from "~/modules/auth/totp.server";
import { MAX_CODE_ATTEMPTS, removeTwoFactorByEmail } from "~/modules/auth/two-factor.server";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as loginAction } from "~/routes/admin/login";
import { action as stepAction, loader as stepLoader } from "~/routes/admin/two-factor";
import { routeContext } from "../support/admin-fixtures";
import { describeEachDatabase } from "../support/databases";

const ORIGIN = "http://shop.test";
const PASSWORD = "dogru-sifre-2fa";

function post(path: string, fields: Record<string, string>, cookie = ""): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

/** The name=value part of each Set-Cookie of a response, by name. */
function cookiesOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = pair.split("=");
    out[name] = value;
  }
  return out;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    return (await promise) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here (each route has its own generated type)
type AnyArgs = any;

describeEachDatabase("two-factor sign-in", (getDb) => {
  const ctx = () => routeContext(getDb());
  const call = (fn: (args: AnyArgs) => unknown, request: Request) => thrown(Promise.resolve(fn({ request, context: ctx(), params: {} })));
  const payload = async (result: unknown) => (result as { data: unknown }).data as { error?: string; recoveryCodes?: string[]; notice?: string };

  async function signInWithPassword(email: string): Promise<Response> {
    return call(loginAction, post("/admin", { email, password: PASSWORD }));
  }

  async function sessionCookieFor(email: string): Promise<string> {
    const response = await signInWithPassword(email);
    return `admin_session=${cookiesOf(response).admin_session}`;
  }

  /** Signs in, turns two-factor on through the account page; returns the secret and the recovery codes. */
  async function enrol(email: string) {
    await upsertAdmin(getDb(), email, PASSWORD);
    const session = await sessionCookieFor(email);
    const started = await call(accountAction, post("/admin/account", { intent: "start" }, session));
    expect(started.status).toBe(303);
    const page = (await accountLoader({
      request: new Request(`${ORIGIN}/admin/account`, { headers: { Cookie: session } }),
      context: ctx(),
      params: {},
    } as AnyArgs)) as {
      enrolment: { secret: string; qrSvg: string } | null;
      enabled: boolean;
    };
    expect(page.enabled).toBe(false);
    expect(page.enrolment?.qrSvg).toMatch(/^<svg/);
    const secret = page.enrolment!.secret;
    const wrong = await payload(
      await accountAction({ request: post("/admin/account", { intent: "confirm", code: "000000" }, session), context: ctx(), params: {} } as AnyArgs),
    );
    expect(wrong.error).toBeTruthy();
    const [before] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, email));
    expect(before.totpSecret).toBeNull();
    const enrolCode = totpCodeAt(secret, new Date());
    const confirmed = await payload(
      await accountAction({ request: post("/admin/account", { intent: "confirm", code: enrolCode }, session), context: ctx(), params: {} } as AnyArgs),
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    return { secret, enrolCode, recoveryCodes: confirmed.recoveryCodes!, session };
  }

  it("the code of the step that confirmed enrolment is not accepted again at sign-in", async () => {
    const { enrolCode } = await enrol("ayni@example.com");
    const challenge = `admin_2fa=${cookiesOf(await signInWithPassword("ayni@example.com")).admin_2fa}`;
    const replay = await call(stepAction, post("/admin/two-factor", { code: enrolCode }, challenge));
    expect((replay as unknown as { init: { status: number } }).init.status).toBe(401);
  });

  it("enrolment turns it on only with a right code; recovery codes are stored as hashes", async () => {
    const { recoveryCodes } = await enrol("iki@example.com");
    const [user] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "iki@example.com"));
    expect(user.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(user.totpPendingSecret).toBeNull();
    const stored = await getDb().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it("a right password then asks for the code: no session until a right code; the same code never twice", async () => {
    const { secret } = await enrol("kod@example.com");
    const first = await signInWithPassword("kod@example.com");
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/admin/two-factor");
    const cookies = cookiesOf(first);
    expect(cookies.admin_session).toBeUndefined();
    const challenge = `admin_2fa=${cookies.admin_2fa}`;
    expect(
      await stepLoader({ request: new Request(`${ORIGIN}/admin/two-factor`, { headers: { Cookie: challenge } }), context: ctx(), params: {} } as AnyArgs),
    ).toBeNull();

    const wrong = await call(stepAction, post("/admin/two-factor", { code: "123456" }, challenge));
    expect((wrong as unknown as { init: { status: number } }).init.status).toBe(401);

    // The enrolment used the code of this 30-second step; the app's next code is within the window.
    const code = totpCodeAt(secret, new Date(Date.now() + 30_000));
    const ok = await call(stepAction, post("/admin/two-factor", { code }, challenge));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/admin/dashboard");
    const session = cookiesOf(ok).admin_session;
    expect((await findSessionUser(getDb(), session))?.email).toBe("kod@example.com");
    expect(cookiesOf(ok).admin_2fa).toBe("");

    // The step is over, and the same code in a new step is refused.
    const reused = await call(stepAction, post("/admin/two-factor", { code }, challenge));
    expect((reused as unknown as { data: { expired: boolean } }).data.expired).toBe(true);
    const again = cookiesOf(await signInWithPassword("kod@example.com")).admin_2fa;
    const replay = await call(stepAction, post("/admin/two-factor", { code }, `admin_2fa=${again}`));
    expect((replay as unknown as { init: { status: number } }).init.status).toBe(401);
  });

  it("a recovery code works once, in any letter case", async () => {
    const { recoveryCodes } = await enrol("kurtarma@example.com");
    const challenge = `admin_2fa=${cookiesOf(await signInWithPassword("kurtarma@example.com")).admin_2fa}`;
    const ok = await call(stepAction, post("/admin/two-factor", { recoveryCode: recoveryCodes[3].toLowerCase() }, challenge));
    expect(ok.status).toBe(303);
    expect((await findSessionUser(getDb(), cookiesOf(ok).admin_session))?.email).toBe("kurtarma@example.com");

    const next = `admin_2fa=${cookiesOf(await signInWithPassword("kurtarma@example.com")).admin_2fa}`;
    const used = await call(stepAction, post("/admin/two-factor", { recoveryCode: recoveryCodes[3] }, next));
    expect((used as unknown as { init: { status: number } }).init.status).toBe(401);
  });

  it(`${MAX_CODE_ATTEMPTS} wrong codes end the step: even the right code then needs the password again`, async () => {
    const { secret } = await enrol("tahmin@example.com");
    const challenge = `admin_2fa=${cookiesOf(await signInWithPassword("tahmin@example.com")).admin_2fa}`;
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await call(stepAction, post("/admin/two-factor", { code: String(100000 + i) }, challenge));
    const late = await call(stepAction, post("/admin/two-factor", { code: totpCodeAt(secret, new Date(Date.now() + 30_000)) }, challenge));
    expect((late as unknown as { data: { expired: boolean } }).data.expired).toBe(true);
    const gone = await call(stepLoader, new Request(`${ORIGIN}/admin/two-factor`, { headers: { Cookie: challenge } }));
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe("/admin");
  });

  it("turning it off needs the password and a code; the CLI removes it for a lost phone", async () => {
    const { recoveryCodes, session } = await enrol("kapat@example.com");
    const refused = await payload(
      await accountAction({
        request: post("/admin/account", { intent: "disable", password: "yanlis-sifre", code: recoveryCodes[0] }, session),
        context: ctx(),
        params: {},
      } as AnyArgs),
    );
    expect(refused.error).toBeTruthy();
    const off = await payload(
      await accountAction({
        request: post("/admin/account", { intent: "disable", password: PASSWORD, code: recoveryCodes[0] }, session),
        context: ctx(),
        params: {},
      } as AnyArgs),
    );
    expect(off.notice).toBeTruthy();
    expect((await signInWithPassword("kapat@example.com")).headers.get("Location")).toBe("/admin/dashboard");

    await enrol("kayip@example.com");
    expect(await removeTwoFactorByEmail(getDb(), "KAYIP@example.com")).toBe("removed");
    expect(await removeTwoFactorByEmail(getDb(), "kayip@example.com")).toBe("was-off");
    expect(await removeTwoFactorByEmail(getDb(), "yok@example.com")).toBe("no-such-admin");
    expect((await signInWithPassword("kayip@example.com")).headers.get("Location")).toBe("/admin/dashboard");
  });
});
