import { describe, expect, it } from "vitest";
import { PACKING_SLIPS_MAX_ORDERS, packingSlipIds } from "./packing-slips.server";

const a = "3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b";
const b = "00000000-0000-4000-8000-000000000002";

describe("packingSlipIds", () => {
  it("reads repeated and comma-separated ids, in order, each once, UUIDs only", () => {
    expect(packingSlipIds(new URLSearchParams(`ids=${b},${a}&ids=${a.toUpperCase()}&ids=x&ids=`))).toEqual([b, a]);
    expect(packingSlipIds(new URLSearchParams(""))).toEqual([]);
    expect(packingSlipIds(new URLSearchParams("ids=' or 1=1"))).toEqual([]);
  });

  it("takes at most PACKING_SLIPS_MAX_ORDERS", () => {
    const many = Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(packingSlipIds(new URLSearchParams(`ids=${many.join(",")}`))).toHaveLength(PACKING_SLIPS_MAX_ORDERS);
  });
});
