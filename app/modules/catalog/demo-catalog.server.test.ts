import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "~/lib/i18n/demo-catalog";
import { slugify } from "~/lib/slug";
import { demoProductsAmong } from "./demo-catalog.server";

const seededAt = new Date("2026-11-20T09:30:00.123Z");
const minute = 60_000;
/** Demo product `index` as the seed made it at `at`. */
const seeded = (index: number, at = seededAt) => ({
  id: `p${index}`,
  name: DEMO_PRODUCTS[index].name,
  slug: slugify(DEMO_PRODUCTS[index].name),
  createdAt: new Date(at.getTime() - index * minute),
});

describe("demoProductsAmong", () => {
  it("takes the products the seed made: demo slug and creation time i minutes before a demo category's", () => {
    const rows = [seeded(0), seeded(3), seeded(7)];
    expect(demoProductsAmong(rows, [seededAt]).map((r) => r.id)).toEqual(["p0", "p3", "p7"]);
    // A single one left is still known by the demo categories' creation time.
    expect(demoProductsAmong([seeded(5)], [seededAt]).map((r) => r.id)).toEqual(["p5"]);
  });

  it("leaves a product the owner made under a demo name: its creation time fits no seeding", () => {
    const owners = { ...seeded(2), id: "mine", createdAt: new Date("2026-11-25T14:02:11.456Z") };
    expect(demoProductsAmong([seeded(0), owners], [seededAt]).map((r) => r.id)).toEqual(["p0"]);
    // Not even index 0 made a second after the seeding.
    const late = { ...seeded(0), id: "late", createdAt: new Date(seededAt.getTime() + 1) };
    expect(demoProductsAmong([late], [seededAt])).toEqual([]);
    // And a slug that is not a demo one is never taken.
    expect(demoProductsAmong([{ ...seeded(0), slug: "kendi-kupam" }], [seededAt])).toEqual([]);
  });

  it("knows a later seeding (SEED_DEMO=true over existing categories) by the instant its products share", () => {
    const later = new Date("2026-12-01T08:00:00.000Z");
    expect(demoProductsAmong([seeded(1, later), seeded(4, later)], [seededAt]).map((r) => r.id)).toEqual(["p1", "p4"]);
    expect(demoProductsAmong([seeded(1, later)], [seededAt])).toEqual([]);
  });
});
