import { describe, expect, it } from "vitest";
import { adminOrderHref, ORDER_TO_OPEN_PARAM } from "./order-links";

describe("adminOrderHref", () => {
  it("searches the list for the order's number and names the order to open", () => {
    const href = adminOrderHref({ id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", orderNumber: "ORD-20261121-007" });
    const url = new URL(href, "http://shop.test");
    expect(url.pathname).toBe("/admin/orders");
    expect(url.searchParams.get("q")).toBe("ORD-20261121-007");
    expect(url.searchParams.get(ORDER_TO_OPEN_PARAM)).toBe("1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed");
  });
});
