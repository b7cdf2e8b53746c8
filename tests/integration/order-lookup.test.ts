// "Siparişim nerede?" (docs/product.md#order-lookup): the right pair leads to the order page; a wrong
// number and a wrong e-mail get the very same answer; posts are rate-limited per address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { orderLookupText } from "~/lib/i18n/order-lookup";
import { createLogger } from "~/modules/platform/logger.server";
import { parseOrderLookup } from "~/lib/order-lookup";
import { findOrderIdByNumberAndEmail } from "~/modules/orders/order-lookup.server";
import { action as lookupAction } from "~/routes/shop/order-lookup";
import { rateLimitMiddleware, rateLimitRuleFor } from "../../server/http/middleware";
import { RateLimiter, rateLimitRules } from "../../server/http/rate-limit";
import { paidOrder, routeContext } from "../support/admin-fixtures";
import { type DatabaseKind, describeEachDatabase } from "../support/databases";

function lookupRequest(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request("http://shop.test/order-lookup", { method: "POST", body });
}

describeEachDatabase("order lookup", (getDb, kind: DatabaseKind) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are built by hand here
  const post = async (fields: Record<string, string>): Promise<any> =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same
    lookupAction({ request: lookupRequest(fields), context: routeContext(getDb()), params: {} } as any);

  it(`the right pair (any letter case, spaces around) redirects to the order page [${kind}]`, async () => {
    const o = await paidOrder(getDb(), { senderEmail: "Gonderen.Bir@Example.com" });
    const answer = await post({ orderNumber: `  ${o.orderNumber.toLowerCase()} `, email: " gonderen.bir@example.COM " });
    expect(answer).toBeInstanceOf(Response);
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, `/order-confirmation/${o.id}`]);
  });

  it(`a wrong number and a wrong e-mail get the same answer, which tells neither [${kind}]`, async () => {
    const o = await paidOrder(getDb(), { senderEmail: "iki@example.com" });
    const other = await paidOrder(getDb(), { senderEmail: "baskasi@example.com" });
    const wrongNumber = await post({ orderNumber: "ORD-20200101-999", email: "iki@example.com" });
    const wrongEmail = await post({ orderNumber: o.orderNumber, email: "yanlis@example.com" });
    // Another order's e-mail with this order's number is a wrong pair too.
    const crossed = await post({ orderNumber: o.orderNumber, email: "baskasi@example.com" });
    const answers = [wrongNumber, wrongEmail, crossed].map((a) => ({ status: a.init?.status, error: a.data.error, headers: a.init?.headers }));
    expect(answers[0]).toEqual({ status: 404, error: orderLookupText.notFound, headers: { "Cache-Control": "private, no-store" } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await findOrderIdByNumberAndEmail(getDb(), { orderNumber: other.orderNumber, email: "BASKASI@example.com" })).toBe(other.id);
  });

  it(`an empty half asks for both; a LIKE pattern or NUL matches nothing [${kind}]`, async () => {
    const empty = await post({ orderNumber: " ", email: "a@example.com" });
    expect([empty.init?.status, empty.data.error]).toEqual([400, orderLookupText.required]);
    const o = await paidOrder(getDb(), { senderEmail: "uc@example.com" });
    expect(await findOrderIdByNumberAndEmail(getDb(), { orderNumber: "ORD-%", email: "uc@example.com" })).toBeNull();
    expect(await findOrderIdByNumberAndEmail(getDb(), { orderNumber: o.orderNumber, email: "%@example.com" })).toBeNull();
    const form = new FormData();
    form.set("orderNumber", `${o.orderNumber}\u0000`);
    form.set("email", "uc@example.com\u0000");
    expect(await findOrderIdByNumberAndEmail(getDb(), parseOrderLookup(form) ?? { orderNumber: "", email: "" })).toBe(o.id);
  });

  it(`posts past RATE_LIMIT_LOOKUP get 429 per address; reading the page is not counted [${kind}]`, async () => {
    const rules = rateLimitRules(parseEnv({ RATE_LIMIT_LOOKUP: "3" }));
    const app = express();
    app.use(rateLimitMiddleware(new RateLimiter(getDb()), rules, createLogger("silent")));
    app.all("/order-lookup", (_req, res) => {
      res.status(200).send("ok");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/order-lookup`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await fetch(url, { method: "POST", body: new URLSearchParams({ orderNumber: "X", email: "y@example.com" }) })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await fetch(url)).status).toBe(200);
      // Submissions with JavaScript (the .data request) count against the same rule.
      expect(rateLimitRuleFor({ method: "POST", path: "/order-lookup.data" }, rules)?.name).toBe("lookup");
    } finally {
      server.close();
    }
  });
});

describe("the lookup limit setting", () => {
  it("defaults to 10 a window, can be changed and switched off", () => {
    expect(rateLimitRules(parseEnv({})).lookup).toEqual({ name: "lookup", limit: 10, windowMs: 60_000 });
    expect(rateLimitRules(parseEnv({ RATE_LIMIT_LOOKUP: "0" })).lookup.limit).toBe(0);
    expect(rateLimitRules(parseEnv({ RATE_LIMIT_ENABLED: "false" })).lookup.limit).toBe(0);
    expect(() => parseEnv({ RATE_LIMIT_LOOKUP: "-1" })).toThrow(/RATE_LIMIT_LOOKUP/);
  });
});
