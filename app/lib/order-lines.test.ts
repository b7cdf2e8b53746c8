import { describe, expect, it } from "vitest";
import { orderLineLabel, orderLineName, orderLineSku, parseOrderLineOptions } from "./order-lines";

const black = { productName: "Kupa", optionValues: [{ name: "Renk", value: "Siyah" }], sku: "KUPA-SIYAH" };
const plain = { productName: "Mouse Pad", optionValues: [], sku: "MOUSE-PAD" };

describe("order lines", () => {
  it("name a variant by its options, a product without options by its name alone", () => {
    expect(orderLineLabel(black)).toBe("Renk: Siyah");
    expect(orderLineName(black)).toBe("Kupa (Renk: Siyah)");
    expect(
      orderLineName({
        productName: "Karton",
        optionValues: [
          { name: "Boyut", value: "180 cm" },
          { name: "Renk", value: "Siyah" },
        ],
      }),
    ).toBe("Karton (Boyut: 180 cm, Renk: Siyah)");
    expect(orderLineLabel(plain)).toBe("");
    expect(orderLineName(plain)).toBe("Mouse Pad");
  });

  it("print a SKU only for a variant that has one", () => {
    expect(orderLineSku(black)).toBe("SKU: KUPA-SIYAH");
    expect(orderLineSku(plain)).toBeNull();
    expect(orderLineSku({ ...black, sku: null })).toBeNull();
    expect(orderLineSku({ ...black, sku: "" })).toBeNull();
  });

  it("read option values as stored or as JSON text, keeping only {name, value} pairs", () => {
    expect(parseOrderLineOptions([{ name: "Renk", value: "Siyah" }])).toEqual([{ name: "Renk", value: "Siyah" }]);
    expect(parseOrderLineOptions('[{"name":"Renk","value":"Siyah","extra":1}]')).toEqual([{ name: "Renk", value: "Siyah" }]);
    expect(parseOrderLineOptions(null)).toEqual([]);
    expect(parseOrderLineOptions("not json")).toEqual([]);
    expect(parseOrderLineOptions({ name: "Renk" })).toEqual([]);
    expect(parseOrderLineOptions([{ name: "Renk" }, "x", null, { name: "Boyut", value: "90 cm" }])).toEqual([{ name: "Boyut", value: "90 cm" }]);
  });
});
