import { describe, expect, it } from "vitest";
import { adminBreadcrumbItems } from "./breadcrumb";

describe("adminBreadcrumbItems", () => {
  it("maps segments to the labels of docs/product.md#admin-sign-in", () => {
    expect(adminBreadcrumbItems("/admin/orders").map((i) => i.label)).toEqual(["Admin Paneli", "Siparişler"]);
    expect(adminBreadcrumbItems("/admin/categories").map((i) => i.label)).toEqual(["Admin Paneli", "Kategoriler"]);
    expect(adminBreadcrumbItems("/admin/dashboard")[1].label).toBe("Gösterge Paneli");
    expect(adminBreadcrumbItems("/admin/products")[1].label).toBe("Ürünler");
  });
  it("has one item (hidden) for /admin", () => {
    expect(adminBreadcrumbItems("/admin")).toHaveLength(1);
  });
});
