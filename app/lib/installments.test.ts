import { describe, expect, it } from "vitest";
import {
  installmentRatesFromStored,
  installmentRow,
  installmentTable,
  iyzicoRatesFromAnswer,
  paytrRatesFromAnswer,
  type InstallmentRates,
} from "./installments";

const at = new Date("2026-11-28T06:00:00Z");

describe("installmentRow", () => {
  it("adds the rate, rounds the total to the kuruş and lets the last month take the rest", () => {
    // 249,90 TL at 7.87%: 269.56713 → 269,57 TL; 6 months of 44,92 and a last one of 44,97.
    expect(installmentRow(24_990, 6, 7.87)).toEqual({ count: 6, monthlyKurus: 4492, lastMonthKurus: 4497, totalKurus: 26_957 });
    expect(installmentRow(10_000, 2, 0)).toEqual({ count: 2, monthlyKurus: 5000, lastMonthKurus: 5000, totalKurus: 10_000 });
    expect(installmentRow(10_001, 3, 0)).toEqual({ count: 3, monthlyKurus: 3333, lastMonthKurus: 3335, totalKurus: 10_001 });
  });
});

describe("paytrRatesFromAnswer", () => {
  it("reads oranlar per card programme, in the familiar order, dropping garbage and counts past the store's maximum", () => {
    const rates = paytrRatesFromAnswer(
      {
        status: "success",
        max_inst_non_bus: 9,
        oranlar: {
          world: { taksit_2: 3.92, taksit_3: "4.91", taksit_10: 11.82 },
          bonus: { taksit_3: 4.5, taksit_2: 3.5, taksit_1: 1, taksit_x: 2, taksit_4: -1, taksit_5: "abc", taksit_6: 1e9 },
          "<script>": { taksit_2: 1 },
          axess: "nonsense",
          maximum: { taksit_2: null },
        },
      },
      at,
    );
    expect(rates).toEqual({
      provider: "paytr",
      fetchedAt: "2026-11-28T06:00:00.000Z",
      programmes: [
        {
          name: "Bonus",
          rates: [
            { count: 2, ratePercent: 3.5 },
            { count: 3, ratePercent: 4.5 },
          ],
        },
        {
          name: "World",
          rates: [
            { count: 2, ratePercent: 3.92 },
            { count: 3, ratePercent: 4.91 },
          ],
        },
      ],
    });
  });

  it("gives null for failures and shapes it does not know, and never throws", () => {
    for (const answer of [
      null,
      "x",
      1,
      [],
      { status: "failed", err_msg: "x" },
      { status: "success" },
      { status: "success", oranlar: [] },
      { status: "success", oranlar: { world: {} } },
    ]) {
      expect(paytrRatesFromAnswer(answer, at)).toBeNull();
    }
  });
});

describe("iyzicoRatesFromAnswer", () => {
  it("derives the rate from the total for a reference price", () => {
    const rates = iyzicoRatesFromAnswer(
      {
        status: "success",
        installmentDetails: [
          {
            cardFamilyName: "Maximum",
            installmentPrices: [
              { installmentNumber: 1, totalPrice: 1000 },
              { installmentNumber: 3, totalPrice: "1045.5" },
            ],
          },
          {
            cardFamilyName: "Bonus",
            installmentPrices: [
              { installmentNumber: 2, totalPrice: 1030 },
              { installmentNumber: 6, totalPrice: 900 },
            ],
          },
          { cardFamilyName: 5, installmentPrices: [{ installmentNumber: 2, totalPrice: 1030 }] },
        ],
      },
      1000,
      at,
    );
    expect(rates?.programmes).toEqual([
      { name: "Bonus", rates: [{ count: 2, ratePercent: 3 }] },
      { name: "Maximum", rates: [{ count: 3, ratePercent: 4.55 }] },
    ]);
    expect(iyzicoRatesFromAnswer({ status: "failure" }, 1000, at)).toBeNull();
  });
});

describe("installmentTable", () => {
  const rates: InstallmentRates = {
    provider: "paytr",
    fetchedAt: at.toISOString(),
    programmes: [
      {
        name: "Bonus",
        rates: [
          { count: 2, ratePercent: 3.5 },
          { count: 3, ratePercent: 4.5 },
          { count: 9, ratePercent: 10 },
        ],
      },
      { name: "Paraf", rates: [{ count: 9, ratePercent: 10 }] },
    ],
  };

  it("shows counts 2 up to the owner's maximum, per programme, and leaves out programmes with none", () => {
    expect(installmentTable(rates, 20_000, 6)).toEqual([
      {
        name: "Bonus",
        rows: [
          { count: 2, monthlyKurus: 10_350, lastMonthKurus: 10_350, totalKurus: 20_700 },
          { count: 3, monthlyKurus: 6966, lastMonthKurus: 6968, totalKurus: 20_900 },
        ],
      },
    ]);
  });

  it("is empty without rates, without a price or when the owner offers no installments", () => {
    expect(installmentTable(null, 20_000, 6)).toEqual([]);
    expect(installmentTable(rates, 0, 6)).toEqual([]);
    expect(installmentTable(rates, 20_000, 1)).toEqual([]);
  });

  it("reads a stored row back with the same checks", () => {
    expect(installmentRatesFromStored(rates)).toEqual(rates);
    expect(installmentRatesFromStored({ provider: "paytr", fetchedAt: "nope", programmes: [] })).toBeNull();
    expect(installmentRatesFromStored("garbage")).toBeNull();
  });
});
