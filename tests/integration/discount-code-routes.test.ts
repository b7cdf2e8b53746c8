// The shopper's discount code through the routes (docs/product.md#discount-codes): the cart's form keeps it in its
// cookie and sends the shopper back; the cart page and /api/cart price with it, privately; the checkout posts it, and a
// code that no longer applies refuses the order, says why and takes the code off; a placed order clears it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { campaigns, discountCodes, orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { discountCodeKey } from "~/lib/campaigns";
import { serializeCartCookie } from "~/lib/cart-cookie";
import type { PricedCart } from "~/lib/cart";
import { codeRefusalText } from "~/lib/i18n/campaigns";
import { cartDiscountText } from "~/lib/i18n/cart";
import { createLogger } from "~/modules/platform/logger.server";
import * as cartApi from "~/routes/api/cart";
import * as cartRoute from "~/routes/shop/cart";
import * as checkoutRoute from "~/routes/shop/checkout";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutForm } from "../support/order-fixtures";

const ORIGIN = "http://shop.test";
const logger = createLogger("silent");
type DataResult = { data: Record<string, unknown>; init?: ResponseInit | null };

describeEachDatabase("discount codes through the cart and checkout routes", (getDb) => {
  let dataDir: string;
  let env: ReturnType<typeof parseEnv>;
  let product: { id: string };
  const context = () => ({ db: getDb(), env, logger, requestId: "test", clientIp: "10.20.30.41", cspNonce: "nonce", jobs: { kickMail() {} } }) as never;

  async function call(fn: (args: never) => unknown, request: Request): Promise<Response | DataResult> {
    try {
      return (await fn({ request, context: context(), params: {} } as never)) as Response | DataResult;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}${url}`, { method: "POST", headers: { Origin: ORIGIN, ...headers }, body });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  const setCookieOf = (result: Response | DataResult) =>
    result instanceof Response ? result.headers.get("Set-Cookie") : new Headers(result.init?.headers ?? {}).get("Set-Cookie");
  const cartCookie = () => serializeCartCookie([{ productId: product.id, quantity: 2 }]).split(";")[0];

  async function insertCode(code: string, values: { percent: number; totalUses?: number; usedCount?: number }) {
    const [campaign] = await getDb()
      .insert(campaigns)
      .values({ name: code, kind: "code", rule: { kind: "percent", percent: values.percent }, totalUses: values.totalUses, usedCount: values.usedCount ?? 0 })
      .returning({ id: campaigns.id });
    await getDb()
      .insert(discountCodes)
      .values({ campaignId: campaign.id, code, codeKey: discountCodeKey(code) });
    return campaign.id;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-discount-routes-"));
    env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, SHOP_NOTIFY_EMAIL: "sahip@example.com" });
    product = await insertProduct(getDb(), { name: "İndirimli Kupa", priceKurus: 25000, stock: 20 });
    await insertCode("ROTA20", { percent: 20 });
    await insertCode("BITTI", { percent: 10, totalUses: 1, usedCount: 1 });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("the cart's form keeps the code a week in its cookie and goes back to the cart, or to the checkout it came from", async () => {
    const applied = await call(cartRoute.action, post("/cart", form({ intent: "applyCode", discountCode: "  rota20 " })));
    expect(applied).toBeInstanceOf(Response);
    expect((applied as Response).status).toBe(303);
    expect((applied as Response).headers.get("Location")).toBe("/cart");
    expect(setCookieOf(applied)).toBe("indirim_kodu=rota20; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax");

    const fromCheckout = (await call(cartRoute.action, post("/cart", form({ intent: "removeCode", next: "/checkout" })))) as Response;
    expect(fromCheckout.headers.get("Location")).toBe("/checkout");
    expect(setCookieOf(fromCheckout)).toBe("indirim_kodu=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    // Only the checkout: another address is not followed.
    const elsewhere = (await call(cartRoute.action, post("/cart", form({ intent: "removeCode", next: "https://evil.test/" })))) as Response;
    expect(elsewhere.headers.get("Location")).toBe("/cart");
  });

  it("a code too long is refused in Turkish and no cookie is set; an empty one changes nothing", async () => {
    const long = (await call(cartRoute.action, post("/cart", form({ intent: "applyCode", discountCode: "A".repeat(41) })))) as DataResult;
    expect(long.init?.status).toBe(400);
    expect(long.data).toEqual({ codeError: codeRefusalText.tooLong });
    expect(setCookieOf(long)).toBeNull();
    const empty = await call(cartRoute.action, post("/cart", form({ intent: "applyCode", discountCode: "   " })));
    expect((empty as Response).status).toBe(303);
    expect(setCookieOf(empty)).toBeNull();
  });

  it("the cart page and /api/cart price with the code, privately", async () => {
    const page = (await call(cartRoute.loader, new Request(`${ORIGIN}/cart`, { headers: { Cookie: `${cartCookie()}; indirim_kodu=rota20` } }))) as DataResult;
    const headers = new Headers(page.init?.headers ?? {});
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const priced = page.data.priced as PricedCart;
    expect(page.data.code).toBe("rota20");
    expect(priced.totals.discount).toBe(10000);
    expect(priced.campaign.code).toMatchObject({ applied: true, amountKurus: 10000 });
    expect(priced.totals.total).toBe(priced.totals.subtotal + priced.totals.shipping - 10000);

    const api = (await call(
      cartApi.action,
      post("/api/cart", JSON.stringify({ items: [{ productId: product.id, quantity: 2 }], code: "BITTI" }), { "Content-Type": "application/json" }),
    )) as Response;
    expect(api.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = (await api.json()) as PricedCart;
    expect(answer.totals.discount).toBe(0);
    expect(answer.campaign.code).toMatchObject({ applied: false, refusal: "usedUp" });
  });

  it("the checkout refuses an order whose code no longer applies, says why, takes the code off and places nothing", async () => {
    const [before] = await getDb().select({ n: count() }).from(orders);
    const refused = (await call(
      checkoutRoute.action,
      post(
        "/checkout",
        checkoutForm([{ productId: product.id, quantity: 2 }], { discountCode: "BITTI", submissionKey: "f3b1c2d4-0000-4000-8000-00000000c0de" }),
        {
          Cookie: `${cartCookie()}; indirim_kodu=BITTI`,
        },
      ),
    )) as DataResult;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.formError).toBe(`${codeRefusalText.usedUp} ${cartDiscountText.codeRemoved}`);
    expect(refused.data.codeRemoved).toBe(true);
    expect((refused.data.repriced as PricedCart).totals.discount).toBe(0);
    expect(setCookieOf(refused)).toBe("indirim_kodu=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    const [after] = await getDb().select({ n: count() }).from(orders);
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a placed order has the code's discount and clears the code's cookie", async () => {
    const placed = (await call(
      checkoutRoute.action,
      post(
        "/checkout",
        checkoutForm([{ productId: product.id, quantity: 2 }], { discountCode: "rota20", submissionKey: "f3b1c2d4-0000-4000-8000-0000000000ab" }),
        {
          Cookie: `${cartCookie()}; indirim_kodu=rota20`,
        },
      ),
    )) as Response;
    expect(placed.status).toBe(303);
    expect(placed.headers.getSetCookie()).toContain("indirim_kodu=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    const placedOrders = await getDb().select({ discount: orders.discountKurus }).from(orders);
    expect(placedOrders.map((row) => row.discount)).toEqual([10000]);
  });
});
