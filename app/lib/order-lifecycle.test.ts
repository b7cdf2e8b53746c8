import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderChangeRefusal,
  orderStatusChoices,
  orderStatusEdge,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentAfterRefund,
  paymentStatusEdge,
  shopperOrderState,
  shopperOrderStatus,
} from "./order-lifecycle";

// Every pair of statuses, allowed or refused: the whole table, written out once more by hand.
const ALLOWED_ORDER = new Set([
  "pending→processing",
  "pending→shipped",
  "pending→cancelled",
  "processing→shipped",
  "processing→cancelled",
  "shipped→delivered",
  "shipped→cancelled",
  "cancelled→processing",
]);
const ALLOWED_PAYMENT = new Set([
  "pending→completed",
  "pending→failed",
  "completed→partially_refunded",
  "completed→refunded",
  "partially_refunded→partially_refunded",
  "partially_refunded→refunded",
]);

describe("order lifecycle", () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED_ORDER.has(`${from}→${to}`);
      it(`order ${from} → ${to} is ${allowed ? "allowed" : "refused"}`, () => {
        expect(orderStatusEdge(from, to)).toBe(allowed);
      });
    }
  }
  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      const allowed = ALLOWED_PAYMENT.has(`${from}→${to}`);
      it(`payment ${from} → ${to} is ${allowed ? "allowed" : "refused"}`, () => {
        expect(paymentStatusEdge(from, to)).toBe(allowed);
      });
    }
  }

  it("moves an order forward only while its money is held; cancels whatever the payment", () => {
    const forward: [OrderStatus, OrderStatus][] = [
      ["pending", "processing"],
      ["processing", "shipped"],
      ["shipped", "delivered"],
      ["cancelled", "processing"],
    ];
    for (const [from, to] of forward) {
      expect(orderChangeRefusal(from, to, "completed")).toBeNull();
      expect(orderChangeRefusal(from, to, "partially_refunded")).toBeNull();
      expect(orderChangeRefusal(from, to, "pending")).toBe("not-paid");
      expect(orderChangeRefusal(from, to, "failed")).toBe("not-paid");
      expect(orderChangeRefusal(from, to, "refunded")).toBe("refunded");
    }
    for (const payment of PAYMENT_STATUSES) {
      for (const from of ["pending", "processing", "shipped"] as const) expect(orderChangeRefusal(from, "cancelled", payment)).toBeNull();
      expect(orderChangeRefusal("delivered", "cancelled", payment)).toBe("not-allowed");
      expect(orderChangeRefusal("cancelled", "cancelled", payment)).toBe("not-allowed");
    }
  });

  it("offers the admin the current status and the allowed ones", () => {
    expect(orderStatusChoices("pending", "completed")).toEqual(["pending", "processing", "shipped", "cancelled"]);
    expect(orderStatusChoices("pending", "pending")).toEqual(["pending", "cancelled"]);
    expect(orderStatusChoices("cancelled", "completed")).toEqual(["processing", "cancelled"]);
    expect(orderStatusChoices("cancelled", "refunded")).toEqual(["cancelled"]);
    expect(orderStatusChoices("delivered", "completed")).toEqual(["delivered"]);
  });

  it("refunds up to what is left, whole or in part", () => {
    const cases: [number, number, number, PaymentStatus | null][] = [
      [1000, 0, 1000, "refunded"],
      [1000, 0, 400, "partially_refunded"],
      [1000, 400, 600, "refunded"],
      [1000, 400, 601, null],
      [1000, 0, 0, null],
      [1000, 0, -5, null],
      [1000, 0, 1.5, null],
    ];
    for (const [total, refunded, amount, expected] of cases) expect(paymentAfterRefund(total, refunded, amount)).toBe(expected);
  });
});

describe("the shopper's order page state", () => {
  it("never reads as a success for an order that will not arrive", () => {
    expect(shopperOrderState({ status: "pending", paymentStatus: "pending" })).toBe("paying");
    expect(shopperOrderState({ status: "pending", paymentStatus: "completed" })).toBe("received");
    expect(shopperOrderState({ status: "processing", paymentStatus: "partially_refunded" })).toBe("received");
    expect(shopperOrderState({ status: "shipped", paymentStatus: "completed" })).toBe("shipped");
    expect(shopperOrderState({ status: "delivered", paymentStatus: "completed" })).toBe("delivered");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "refunded" })).toBe("cancelled-refunded");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "completed" })).toBe("cancelled-refund-pending");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "partially_refunded" })).toBe("cancelled-refund-pending");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "failed" })).toBe("payment-failed");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "failed" }, { expired: true })).toBe("expired");
    expect(shopperOrderState({ status: "cancelled", paymentStatus: "failed" }, { cancelledByShop: true })).toBe("cancelled-unpaid");
  });
});

describe("the order status the shopper reads", () => {
  it("is confirmed for a paid order waiting to be prepared, pending only while unpaid", () => {
    expect(shopperOrderStatus({ status: "pending", paymentStatus: "completed" })).toBe("confirmed");
    expect(shopperOrderStatus({ status: "pending", paymentStatus: "partially_refunded" })).toBe("confirmed");
    expect(shopperOrderStatus({ status: "pending", paymentStatus: "pending" })).toBe("pending");
    expect(shopperOrderStatus({ status: "processing", paymentStatus: "completed" })).toBe("processing");
    expect(shopperOrderStatus({ status: "cancelled", paymentStatus: "failed" })).toBe("cancelled");
  });
});

describe("an order waiting for the buyer's proof approval", () => {
  it("is not made nor shipped before the proof is approved, but may be cancelled", () => {
    for (const state of ["awaiting_proof", "proof_sent", "change_requested"]) {
      expect(orderChangeRefusal("pending", "processing", "completed", state)).toBe("awaiting-proof");
      expect(orderChangeRefusal("pending", "shipped", "completed", state)).toBe("awaiting-proof");
      expect(orderChangeRefusal("pending", "cancelled", "completed", state)).toBeNull();
      expect(orderStatusChoices("pending", "completed", state)).toEqual(["pending", "cancelled"]);
    }
    expect(orderChangeRefusal("pending", "processing", "completed", "approved")).toBeNull();
    expect(orderChangeRefusal("pending", "processing", "completed", null)).toBeNull();
    expect(orderStatusChoices("pending", "completed", "approved")).toEqual(["pending", "processing", "shipped", "cancelled"]);
  });
});
