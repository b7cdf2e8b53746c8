// Two orders drawing the same thank-you code (90 random bits: practically never) must not fail the checkout: the
// second order draws again. The clash is forced by a trigger that gives the next insert the first order's code once
// (a sequence counts the inserts: it is not rolled back with the failed attempt). On PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertProduct } from "../../../tests/support/catalog-fixtures";
import { describeEachDatabase } from "../../../tests/support/databases";
import { checkoutFields, orderRow } from "../../../tests/support/order-fixtures";
import { placeOrder } from "./place-order.server";

describeEachDatabase("a clash of thank-you codes", (getDb) => {
  it("places the order with a new draw", async () => {
    const db = getDb();
    const mug = await insertProduct(db, { name: "Kupa", stock: 50 });
    const place = () =>
      placeOrder(db, { fields: checkoutFields, items: [{ productId: mug.id, quantity: 1 }], paymentMethod: "simulated", thanksAllowed: true });
    const first = await place();
    const taken = (await orderRow(db, first.id)).thanksCode as string;
    await db.execute(sql.raw(`create sequence test_thanks_clash`));
    await db.execute(
      sql.raw(`create function test_thanks_clash() returns trigger language plpgsql as $$
        begin
          if nextval('test_thanks_clash') = 1 then new.thanks_code := '${taken}'; end if;
          return new;
        end $$`),
    );
    await db.execute(sql.raw(`create trigger test_thanks_clash before insert on orders for each row execute function test_thanks_clash()`));
    try {
      const second = await place();
      const code = (await orderRow(db, second.id)).thanksCode;
      expect(code).toHaveLength(18);
      expect(code).not.toBe(taken);
      // The first attempt did meet the clash.
      const [{ tries }] = ((await db.execute(sql.raw(`select last_value::int as tries from test_thanks_clash`))) as unknown as { rows: { tries: number }[] })
        .rows;
      expect(tries).toBe(2);
    } finally {
      await db.execute(sql.raw(`drop trigger test_thanks_clash on orders`));
      await db.execute(sql.raw(`drop function test_thanks_clash()`));
      await db.execute(sql.raw(`drop sequence test_thanks_clash`));
    }
  });
});
