// Billing details at checkout (docs/product.md#billing-details), through the checkout's action as a browser
// without JavaScript posts it: kept with the order, refused with Turkish messages (the typed values sent back),
// shown in the admin order detail, and never on the packing slip, the message card or the order page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OrderBillingDetails } from "~/components/admin/order-billing";
import { PackingSlipPage } from "~/components/admin/packing-slip";
import { orders } from "~/db/schema";
import { parseEnv } from "~/env.server";
import type { CompanyBilling } from "~/lib/billing";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { billingText } from "~/lib/i18n/billing";
import { checkoutText } from "~/lib/i18n/checkout";
import { getAdminOrder } from "~/modules/orders/admin-orders.server";
import { completePayment } from "~/modules/orders/payment-state.server";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { createLogger } from "~/modules/platform/logger.server";
import * as checkoutRoute from "~/routes/shop/checkout";
import * as confirmationRoute from "~/routes/shop/order-confirmation";
import { insertProduct } from "../support/catalog-fixtures";
import { describeEachDatabase } from "../support/databases";
import { checkoutForm } from "../support/order-fixtures";

const ORIGIN = "http://shop.test";
type DataResult = { data: Record<string, unknown>; init?: ResponseInit | null };

const COMPANY = {
  billingKind: "company",
  billingTitle: "Gizemli Holding Anonim Şirketi",
  billingVkn: "1234567808",
  billingTaxOffice: "Zincirlikuyu",
  billingAddress: "Büyükdere Cad. No: 185 Kat 7",
  billingProvince: "İstanbul",
  billingDistrict: "Şişli",
};
const COMPANY_BILLING: CompanyBilling = {
  kind: "company",
  title: COMPANY.billingTitle,
  vkn: COMPANY.billingVkn,
  taxOffice: COMPANY.billingTaxOffice,
  address: { address: COMPANY.billingAddress, district: "Şişli", province: "İstanbul" },
};

describeEachDatabase("billing details through the checkout", (getDb) => {
  let dataDir: string;
  let env: ReturnType<typeof parseEnv>;
  let product: { id: string };
  let key = 0;
  const context = () =>
    ({ db: getDb(), env, logger: createLogger("silent"), requestId: "test", clientIp: `10.20.30.${key}`, cspNonce: "n", jobs: { kickMail() {} } }) as never;
  async function call(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Response | DataResult> {
    try {
      return (await fn({ request, context: context(), params } as never)) as Response | DataResult;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  /** Posts the checkout with these billing fields; the order's id when it was placed, else the action's answer. */
  async function checkout(billing: Record<string, string>): Promise<{ orderId: string } | DataResult> {
    const form = checkoutForm([{ productId: product.id, quantity: 1 }], { ...billing, submissionKey: `billing-test-key-${String(++key).padStart(6, "0")}` });
    const cookie = serializeCartCookie([{ productId: product.id, quantity: 1 }]).split(";")[0];
    const answer = await call(
      checkoutRoute.action,
      new Request(`${ORIGIN}/checkout`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body: form }),
    );
    if (answer instanceof Response) {
      expect(answer.status).toBe(303);
      return { orderId: /\/order-confirmation\/([\w-]+)/.exec(answer.headers.get("Location") ?? "")?.[1] ?? "" };
    }
    return answer;
  }
  const billingOf = async (orderId: string) => (await getDb().select({ billing: orders.billing }).from(orders).where(eq(orders.id, orderId)))[0].billing;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-billing-"));
    env = parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
    product = await insertProduct(getDb(), { name: "Kurumsal Kupa", priceKurus: 25000, stock: 50 });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("an order without billing details keeps none (invoiced as Nihai Tüketici)", async () => {
    const placed = await checkout({});
    expect("orderId" in placed && (await billingOf(placed.orderId))).toBeNull();
    const individual = await checkout({ billingKind: "individual", billingName: " Ayşe  Yılmaz ", billingTckn: "10000000146", billingTitle: "ignored" });
    expect("orderId" in individual && (await billingOf(individual.orderId))).toEqual({
      kind: "individual",
      name: "Ayşe Yılmaz",
      tckn: "10000000146",
      address: null,
    });
  });

  it("a company's details are kept with the order and shown in the admin order detail", async () => {
    const placed = await checkout({ ...COMPANY, billingName: "Not kept", billingTckn: "12" });
    if (!("orderId" in placed)) throw new Error("not placed");
    expect(await billingOf(placed.orderId)).toEqual(COMPANY_BILLING);
    const order = await getAdminOrder(getDb(), placed.orderId);
    expect(order?.billing).toEqual(COMPANY_BILLING);
    const html = renderToString(createElement(OrderBillingDetails, { billing: order?.billing ?? null, anonymised: false }));
    for (const value of [
      billingText.admin.heading,
      COMPANY.billingTitle,
      COMPANY.billingVkn,
      COMPANY.billingTaxOffice,
      COMPANY.billingAddress,
      "Şişli / İstanbul",
    ]) {
      expect(html).toContain(value);
    }
    expect(renderToString(createElement(OrderBillingDetails, { billing: null, anonymised: false }))).toContain(billingText.admin.none);
  });

  it("a wrong VKN or a missing field is refused in Turkish, nothing is placed, and the typed values come back", async () => {
    const [before] = await getDb().select({ n: count() }).from(orders);
    const refused = (await checkout({ ...COMPANY, billingVkn: "1234567809", billingTaxOffice: "" })) as DataResult;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.formError).toBe(checkoutText.fixErrors);
    expect(refused.data.errors).toEqual({ billingVkn: billingText.errors.vkn, billingTaxOffice: billingText.errors.taxOffice });
    expect(refused.data.billingTyped).toMatchObject({ ...COMPANY, billingVkn: "1234567809", billingTaxOffice: "" });
    const district = (await checkout({ ...COMPANY, billingProvince: "Ankara" })) as DataResult;
    expect(district.data.errors).toEqual({ billingDistrict: billingText.errors.districtNotInProvince("Ankara") });
    const [after] = await getDb().select({ n: count() }).from(orders);
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the packing slip, the message card and the order page hold none of the billing details", async () => {
    const placed = await checkout(COMPANY);
    if (!("orderId" in placed)) throw new Error("not placed");
    await completePayment(getDb(), { orderId: placed.orderId }, { publicUrl: ORIGIN });
    const secrets = [COMPANY.billingTitle, COMPANY.billingVkn, COMPANY.billingTaxOffice, COMPANY.billingAddress, "Şişli", "Gizemli", "Büyükdere"];

    const slips = await getPackingSlips(getDb(), [placed.orderId]);
    expect(slips).toHaveLength(1);
    const slipHtml = renderToString(createElement(PackingSlipPage, { slip: slips[0] }));
    expect(slipHtml).toContain(slips[0].anonymousMessage.slice(0, 10));
    const page = (await call(confirmationRoute.loader, new Request(`${ORIGIN}/order-confirmation/${placed.orderId}`), {
      orderId: placed.orderId,
    })) as DataResult;
    expect(page.data.order).toBeTruthy();
    for (const text of [JSON.stringify(slips), slipHtml, JSON.stringify(page.data)]) {
      for (const secret of secrets) expect(text, text.slice(Math.max(0, text.indexOf(secret) - 80), text.indexOf(secret) + 40)).not.toContain(secret);
    }
  });
});
