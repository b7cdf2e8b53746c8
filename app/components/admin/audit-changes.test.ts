import { describe, expect, it } from "vitest";
import { describeAuditChanges } from "./audit-changes";

describe("describeAuditChanges", () => {
  it("writes each change as the page shows it: field in Turkish, money in lira, statuses and carriers by name", () => {
    const lines = describeAuditChanges(
      {
        priceKurus: { before: 10000, after: 12550 },
        isActive: { before: true, after: false },
        status: { before: "processing", after: "shipped" },
        carrier: { before: null, after: "yurtici" },
        images: { before: ["a.webp", "b.webp"], after: ["b.webp", "a.webp"] },
        vatRate: { before: null, after: 10 },
        somethingNew: { before: 1, after: 2 },
      },
      [{ id: "yurtici", name: "Yurtiçi Kargo" }],
    );
    expect(lines.map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      "fiyat: ₺100,00 → ₺125,50",
      "satışta: evet → hayır",
      "durum: Hazırlanıyor → Kargoda",
      "kargo firması: — → Yurtiçi Kargo",
      "görseller: a.webp, b.webp → b.webp, a.webp",
      "KDV oranı: — → %10",
      "somethingNew: 1 → 2",
    ]);
    expect(describeAuditChanges(null)).toEqual([]);
  });
});
