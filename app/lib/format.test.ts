import { describe, expect, it } from "vitest";
import { formatDecimal, formatDimensions, formatMeasure } from "./format";

describe("formatDecimal", () => {
  it("writes a decimal comma and groups thousands with a point", () => {
    expect(formatDecimal(10.5)).toBe("10,5");
    expect(formatDecimal(3)).toBe("3");
    expect(formatDecimal(0.25)).toBe("0,25");
    expect(formatDecimal(1234.5)).toBe("1.234,5");
  });

  it("keeps at most two decimals", () => {
    expect(formatDecimal(8.333)).toBe("8,33");
  });
});

describe("formatDimensions", () => {
  it("joins the given sides with × and ends with the unit", () => {
    expect(formatDimensions({ width: 12, height: 10, depth: 8.5, unit: "cm" })).toBe("12 × 10 × 8,5 cm");
  });

  it("leaves out a side that is not given", () => {
    expect(formatDimensions({ width: 10.5, height: null, depth: 2, unit: "cm" })).toBe("10,5 × 2 cm");
  });
});

describe("formatMeasure", () => {
  it("writes a weight with a decimal comma", () => {
    expect(formatMeasure({ value: 0.5, unit: "kg" })).toBe("0,5 kg");
  });
});
