import { describe, expect, it } from "vitest";
import { reportListsRefund, splitIyzicoRefund } from "./iyzico-refund.server";

const payment = {
  paymentId: "p1",
  transactions: [
    { itemId: "a", paymentTransactionId: "t-a", paidKurus: 10_000 },
    { itemId: "b", paymentTransactionId: "t-b", paidKurus: 5_000 },
    { itemId: "shipping", paymentTransactionId: "t-s", paidKurus: 2_000 },
  ],
};

describe("splitIyzicoRefund", () => {
  it("splits an amount over the transactions in their stored order", () => {
    expect(splitIyzicoRefund(payment, new Map(), 12_000, [])).toEqual([
      { paymentTransactionId: "t-a", amountKurus: 10_000 },
      { paymentTransactionId: "t-b", amountKurus: 2_000 },
    ]);
  });

  it("takes a line refund from the line's own transaction first", () => {
    expect(splitIyzicoRefund(payment, new Map(), 6_000, [{ itemId: "b", quantity: 1 }])).toEqual([
      { paymentTransactionId: "t-b", amountKurus: 5_000 },
      { paymentTransactionId: "t-a", amountKurus: 1_000 },
    ]);
  });

  it("never takes more than what is left of a transaction", () => {
    expect(splitIyzicoRefund(payment, new Map([["t-a", 9_500]]), 1_000, [])).toEqual([
      { paymentTransactionId: "t-a", amountKurus: 500 },
      { paymentTransactionId: "t-b", amountKurus: 500 },
    ]);
    expect(splitIyzicoRefund(payment, new Map([["t-a", 1]]), 17_000, [])).toBeNull();
    expect(splitIyzicoRefund(payment, new Map(), 17_000, [])).toHaveLength(3);
  });
});

describe("reportListsRefund", () => {
  it("finds a refund by its conversationId in the transaction report", () => {
    const answer = { status: "success", payments: [{ itemTransactions: [{ refunds: [{ refundConversationId: "R1-1" }] }] }] };
    expect(reportListsRefund(answer, "R1-1")).toBe(true);
    expect(reportListsRefund(answer, "R1-2")).toBe(false);
    expect(reportListsRefund({ status: "success" }, "R1-1")).toBe(false);
  });
});
