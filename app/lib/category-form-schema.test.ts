import { describe, expect, it } from "vitest";
import { parseCategoryForm } from "./category-form-schema";
import { adminCatalogText } from "./i18n/admin-catalog";
import { vatText } from "./i18n/vat";

const f = adminCatalogText.categoryForm;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  return fd;
}

describe("parseCategoryForm", () => {
  it("reads a trimmed name without NUL characters and the checkbox", () => {
    expect(parseCategoryForm(form({ name: "  Çiçek\u0000ler ", isActive: "on" }))).toEqual({
      ok: true,
      values: { name: "Çiçekler", isActive: true, vatRate: null },
    });
    expect(parseCategoryForm(form({ name: "Kupa" }))).toEqual({ ok: true, values: { name: "Kupa", isActive: false, vatRate: null } });
  });

  it("reads the KDV rate: empty for the shop's default, else 0, 1, 10 or 20; anything else refused with its message", () => {
    expect(parseCategoryForm(form({ name: "Kitap", vatRate: "1" }))).toEqual({ ok: true, values: { name: "Kitap", isActive: false, vatRate: 1 } });
    expect(parseCategoryForm(form({ name: "Kitap", vatRate: "0" }))).toMatchObject({ ok: true, values: { vatRate: 0 } });
    for (const bad of ["15", "%10", "-1", "20.0", "abc"])
      expect(parseCategoryForm(form({ name: "Kitap", vatRate: bad })), bad).toMatchObject({
        ok: false,
        error: vatText.form.invalid,
        fieldErrors: { vatRate: vatText.form.invalid },
      });
  });

  it("asks for a name of at most 100 characters", () => {
    expect(parseCategoryForm(form({ name: "   " }))).toMatchObject({ ok: false, error: f.nameRequired, fieldErrors: { name: f.nameRequired } });
    expect(parseCategoryForm(form({}))).toMatchObject({ ok: false, error: f.nameRequired });
    expect(parseCategoryForm(form({ name: "a".repeat(101) }))).toMatchObject({ ok: false, error: f.nameTooLong });
  });
});
