import { vatText } from "./i18n/vat";
import { describe, expect, it } from "vitest";
import { adminCatalogText } from "./i18n/admin-catalog";
import { moneyProblemText } from "./i18n/money";
import {
  checkChosenImage,
  imagePlan,
  kurusToLiraInput,
  draftFromForm,
  MAX_PRODUCT_IMAGE_BYTES,
  NEW_PRODUCT_DRAFT,
  parseProductForm,
} from "./product-form-schema";

const v = adminCatalogText.productValidation;
const price = (problem: keyof typeof moneyProblemText) => v.money("Fiyat", moneyProblemText[problem]);
const CAT = "7f1c8a52-3b1e-4c55-9a0d-2f4c6b8e9a11";
const CAT2 = "0b5e7d14-98c2-4a3f-8e61-5d2a9c7b3f40";

function png(name = "a.png", size = 10): File {
  return new File([new Uint8Array(size)], name, { type: "image/png" });
}

function form(fields: Record<string, string | string[]> = {}, files: File[] = [png()]): FormData {
  const base: Record<string, string | string[]> = {
    name: "Özel Kupa",
    slug: "ozel-kupa",
    description: "Güzel bir kupa",
    price: "149.99",
    stock: "10",
    shippingCost: "29.99",
    categories: [CAT],
    isActive: "on",
    ...fields,
  };
  const fd = new FormData();
  for (const [key, value] of Object.entries(base)) {
    for (const item of Array.isArray(value) ? value : [value]) fd.append(key, item);
  }
  for (const file of files) fd.append("images", file);
  return fd;
}

function errorOf(fd: FormData) {
  const result = parseProductForm(fd);
  return result.ok ? null : result.error;
}

describe("product form messages", () => {
  it("are exactly these", () => {
    expect(v.requiredFields).toBe("Lütfen tüm zorunlu alanları doldurun");
    expect(v.categoryRequired).toBe("En az bir kategori seçmelisiniz");
    expect(v.imageRequired).toBe("En az bir resim eklemelisiniz");
    expect(v.tooManyImages).toBe("Maksimum 5 resim yükleyebilirsiniz");
    expect(adminCatalogText.productErrors.create).toBe("Ürün oluşturulurken hata oluştu");
    expect(adminCatalogText.productErrors.update("x")).toBe("Ürün güncellenirken hata oluştu: x");
    expect(adminCatalogText.productErrors.update()).toBe("Ürün güncellenirken hata oluştu: Bilinmeyen hata");
    expect(adminCatalogText.productErrors.delete).toBe("Ürün silinirken hata oluştu");
    expect(adminCatalogText.productErrors.load).toBe("Ürünler yüklenirken hata oluştu");
    expect(adminCatalogText.categories.loadError).toBe("Kategoriler yüklenirken hata oluştu");
    expect(adminCatalogText.categories.deleteError).toBe("Kategori silinirken hata oluştu");
    expect(adminCatalogText.categoryForm.isActive).toBe("Aktif (Ürün formunda göster)");
    expect(adminCatalogText.products.empty).toBe("Henüz ürün eklenmemiş.");
    expect(adminCatalogText.categories.empty).toBe("Henüz kategori eklenmemiş.");
    expect(adminCatalogText.products.table.noImage).toBe("Görsel yok");
  });
});

describe("parseProductForm", () => {
  it("reads the KDV rate: empty for none of its own, else 0, 1, 10 or 20; anything else refused with its message", () => {
    const rate = (vatRate: string) => parseProductForm(form({ vatRate }));
    expect(rate("10")).toMatchObject({ ok: true, values: { vatRate: 10 } });
    expect(rate("0")).toMatchObject({ ok: true, values: { vatRate: 0 } });
    expect(rate("")).toMatchObject({ ok: true, values: { vatRate: null } });
    for (const bad of ["8", "18", "%10", "10.5", "x"]) expect(rate(bad), bad).toMatchObject({ ok: false, fieldErrors: { vatRate: vatText.form.invalid } });
  });

  it("reads a complete form into kuruş and typed values", () => {
    const result = parseProductForm(
      form({
        name: "  Özel Kupa  ",
        originalPrice: "199,90",
        dimensionWidth: "12.5",
        dimensionHeight: "10",
        dimensionDepth: "",
        dimensionUnit: "inch",
        weightValue: "0,35",
        weightUnit: "kg",
        isNew: "on",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toEqual({
      name: "Özel Kupa",
      slug: "ozel-kupa",
      description: "Güzel bir kupa",
      priceKurus: 14999,
      originalPriceKurus: 19990,
      stock: 10,
      shippingCostKurus: 2999,
      categoryIds: [CAT],
      isActive: true,
      isNew: true,
      dimensionWidth: 12.5,
      dimensionHeight: 10,
      dimensionDepth: null,
      dimensionUnit: "inch",
      weightValue: 0.35,
      weightUnit: "kg",
      // No KDV rate of its own: its categories', else the shop's default.
      vatRate: null,
      // Sold without options: its one variant takes the price and stock, the SKU left to its default.
      options: [],
      variants: [],
      sku: null,
      // No personal fields: a product as it comes.
      personalisation: { fields: [], requiresProof: false },
      // No scheduled sale.
      salePriceKurus: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(result.images).toEqual([{ kind: "new", index: 0 }]);
    expect(result.files).toHaveLength(1);
  });

  it("defaults units to cm and g, flags to false, empty optional numbers to null", () => {
    const result = parseProductForm(form({ isActive: [], dimensionUnit: "furlong", weightUnit: "" }));
    expect(result.ok && result.values).toMatchObject({
      isActive: false,
      isNew: false,
      dimensionUnit: "cm",
      weightUnit: "g",
      originalPriceKurus: null,
      dimensionWidth: null,
      weightValue: null,
    });
  });

  it("asks for the required fields: name, description, price above 0, slug", () => {
    expect(errorOf(form({ name: "   " }))).toBe(v.requiredFields);
    expect(errorOf(form({ description: "" }))).toBe(v.requiredFields);
    expect(errorOf(form({ price: "" }))).toBe(v.requiredFields);
    expect(errorOf(form({ price: "0" }))).toBe(v.requiredFields);
    expect(errorOf(form({ slug: " -- " }))).toBe(v.requiredFields);
  });

  it("normalises an edited slug with the slug rule", () => {
    const result = parseProductForm(form({ slug: "Çılgın Şapka!" }));
    expect(result.ok && result.values.slug).toBe("cilgin-sapka");
  });

  it("needs at least one category, and real category ids", () => {
    expect(errorOf(form({ categories: [] }))).toBe(v.categoryRequired);
    expect(errorOf(form({ categories: [""] }))).toBe(v.categoryRequired);
    expect(errorOf(form({ categories: ["karton"] }))).toBe(v.invalidCategory);
    const twice = parseProductForm(form({ categories: [CAT, CAT2, CAT] }));
    expect(twice.ok && twice.values.categoryIds).toEqual([CAT, CAT2]);
  });

  it("needs one to five images, existing or new", () => {
    expect(errorOf(form({}, []))).toBe(v.imageRequired);
    expect(errorOf(form({ keepImages: "products/x_1_a.webp" }, []))).toBeNull();
    expect(errorOf(form({ keepImages: ["products/x_1_a.webp", "products/x_2_b.webp"], removeImages: "products/x_1_a.webp" }, []))).toBeNull();
    expect(errorOf(form({ keepImages: "products/x_1_a.webp", removeImages: "products/x_1_a.webp" }, []))).toBe(v.imageRequired);
    expect(errorOf(form({}, [png("1.png"), png("2.png"), png("3.png"), png("4.png"), png("5.png")]))).toBeNull();
    expect(errorOf(form({}, [png("1.png"), png("2.png"), png("3.png"), png("4.png"), png("5.png"), png("6.png")]))).toBe(v.tooManyImages);
    expect(errorOf(form({ keepImages: ["products/a.webp", "products/b.webp", "products/c.webp"] }, [png("1.png"), png("2.png"), png("3.png")]))).toBe(
      v.tooManyImages,
    );
    // The caller's own count wins (the server counts only paths that belong to the product).
    expect(parseProductForm(form({ keepImages: "products/other.webp" }, []), { imageCount: 0 }).ok).toBe(false);
  });

  it("ignores an empty file input", () => {
    const fd = form({}, []);
    fd.append("images", new File([], "", { type: "application/octet-stream" }));
    expect(errorOf(fd)).toBe(v.imageRequired);
  });

  it("reports the required fields before categories and images", () => {
    expect(errorOf(form({ name: "", categories: [] }, []))).toBe(v.requiredFields);
    expect(errorOf(form({ categories: [] }, []))).toBe(v.categoryRequired);
  });

  it("turns non-numeric stock and measures into 0 and refuses negatives", () => {
    const result = parseProductForm(form({ stock: "çok", shippingCost: "", originalPrice: "", dimensionWidth: "geniş" }));
    expect(result.ok && result.values).toMatchObject({ stock: 0, shippingCostKurus: 0, originalPriceKurus: null, dimensionWidth: 0 });
    expect(errorOf(form({ stock: "-1" }))).toBe(v.negativeNumber);
    expect(errorOf(form({ weightValue: "-0.1" }))).toBe(v.negativeNumber);
    expect(errorOf(form({ shippingCost: "-5" }))).toBe("Kargo ücreti: Tutar negatif olamaz.");
    expect(errorOf(form({ originalPrice: "-5" }))).toBe("Eski fiyat: Tutar negatif olamaz.");
    expect(errorOf(form({ price: "-10" }))).toBe("Fiyat: Tutar negatif olamaz.");
  });

  it("reads the money fields as the owner means them (34,56 is 34,56 TL, not 3456)", () => {
    const money = (fields: Record<string, string>) => {
      const result = parseProductForm(form(fields));
      return result.ok ? [result.values.priceKurus, result.values.originalPriceKurus, result.values.shippingCostKurus] : result.error;
    };
    expect(money({ price: "34,56", originalPrice: "34.56", shippingCost: "0" })).toEqual([3456, 3456, 0]);
    expect(money({ price: "1.234,56", originalPrice: "1234,5", shippingCost: "1234" })).toEqual([123456, 123450, 123400]);
    expect(money({ price: " 34,56 ", originalPrice: "₺34,56", shippingCost: "34,56 TL" })).toEqual([3456, 3456, 3456]);
    expect(money({ price: "0.01" })).toEqual([1, null, 2999]);
  });

  it("refuses an amount it cannot read, with the field's name and the reason", () => {
    expect(errorOf(form({ price: "abc" }))).toBe("Fiyat: Tutar anlaşılamadı. 34,56 ya da 1.234,56 gibi yazın.");
    for (const typed of ["abc", "1,234,56", "1.23.4", "1e2", "0x10", "+5", "34,"]) expect(errorOf(form({ price: typed })), typed).toBe(price("malformed"));
    for (const typed of ["12,345", "1.234", "19.999"]) expect(errorOf(form({ price: typed })), typed).toBe(price("ambiguous"));
    expect(errorOf(form({ price: "19,9999" }))).toBe(price("decimals"));
    expect(errorOf(form({ price: "19.9999" }))).toBe(price("decimals"));
    expect(errorOf(form({ price: "99999999" }))).toBe(price("too-large"));
    expect(errorOf(form({ price: "99999999999999999999" }))).toBe(price("too-large"));
    expect(errorOf(form({ shippingCost: "yok" }))).toBe(v.money("Kargo ücreti", moneyProblemText.malformed));
    expect(errorOf(form({ originalPrice: "?" }))).toBe(v.money("Eski fiyat", moneyProblemText.malformed));
    // Each field keeps its own message (shown under it).
    const both = parseProductForm(form({ price: "1e2", shippingCost: "12,345" }));
    expect(both.ok || both.fieldErrors).toEqual({ priceKurus: price("malformed"), shippingCostKurus: v.money("Kargo ücreti", moneyProblemText.ambiguous) });
    // Empty: the price is required, the others are optional.
    expect(errorOf(form({ price: "  " }))).toBe(v.requiredFields);
    expect(errorOf(form({ price: "0,00" }))).toBe(v.requiredFields);
  });

  it("keeps stock to whole numbers", () => {
    expect(errorOf(form({ stock: "2.5" }))).toBe(v.stockInteger);
  });

  it("follows imageOrder across kept and new images", () => {
    const fd = form({ keepImages: ["products/a.webp", "products/b.webp"], imageOrder: ["new:0", "keep:products/b.webp", "keep:products/a.webp"] });
    const result = parseProductForm(fd);
    expect(result.ok && result.images).toEqual([
      { kind: "new", index: 0 },
      { kind: "keep", path: "products/b.webp" },
      { kind: "keep", path: "products/a.webp" },
    ]);
  });
});

describe("helpers", () => {
  it("kurusToLiraInput", () => {
    expect(kurusToLiraInput(2999)).toBe("29,99");
    expect(kurusToLiraInput(100)).toBe("1,00");
    expect(kurusToLiraInput(123456)).toBe("1234,56");
    expect(kurusToLiraInput(null)).toBe("");
  });

  it("imagePlan appends what the order forgets and ignores unknown or repeated tokens", () => {
    expect(imagePlan(["p/a", "p/b"], 2, ["new:1", "keep:p/zzz", "new:1", "new:7", "keep:p/b"])).toEqual([
      { kind: "new", index: 1 },
      { kind: "keep", path: "p/b" },
      { kind: "keep", path: "p/a" },
      { kind: "new", index: 0 },
    ]);
  });

  it("checkChosenImage refuses other types and files over 10 MB", () => {
    expect(checkChosenImage({ name: "a.png", size: 100, type: "image/png" })).toBeNull();
    expect(checkChosenImage({ name: "not.txt", size: 100, type: "text/plain" })).toBe(`not.txt: ${v.notAnImage}`);
    expect(checkChosenImage({ name: "notlar", size: 100, type: "" })).toBe(`notlar: ${v.notAnImage}`);
    expect(checkChosenImage({ name: "logo.svg", size: 100, type: "image/svg+xml" })).toBe(`logo.svg: ${v.unsupportedImage}`);
    expect(checkChosenImage({ name: "big.jpg", size: MAX_PRODUCT_IMAGE_BYTES + 1, type: "image/jpeg" })).toBe(`big.jpg: ${v.imageTooLarge}`);
  });
});

describe("drafts", () => {
  it("a new product starts active, not new, with 29,99 shipping, cm and g", () => {
    expect(NEW_PRODUCT_DRAFT).toMatchObject({ isActive: true, isNew: false, shippingCost: "29,99", dimensionUnit: "cm", weightUnit: "g" });
    expect(parseProductForm(form({ shippingCost: NEW_PRODUCT_DRAFT.shippingCost })).ok && true).toBe(true);
  });

  it("draftFromForm gives the posted text back for the form without JavaScript", () => {
    const draft = draftFromForm(form({ isNew: "on", categories: [CAT, CAT2], weightUnit: "" }));
    expect(draft).toMatchObject({
      name: "Özel Kupa",
      price: "149.99",
      isActive: true,
      isNew: true,
      categories: [CAT, CAT2],
      weightUnit: "g",
      dimensionUnit: "cm",
    });
  });
});
