import { describe, expect, it } from "vitest";
import { parseCategoryForm } from "./category-form-schema";
import { adminCatalogText } from "./i18n/admin-catalog";

const f = adminCatalogText.categoryForm;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  return fd;
}

describe("parseCategoryForm", () => {
  it("reads a trimmed name without NUL characters and the checkbox", () => {
    expect(parseCategoryForm(form({ name: "  Çiçek\u0000ler ", isActive: "on" }))).toEqual({ ok: true, values: { name: "Çiçekler", isActive: true } });
    expect(parseCategoryForm(form({ name: "Kupa" }))).toEqual({ ok: true, values: { name: "Kupa", isActive: false } });
  });

  it("asks for a name of at most 100 characters", () => {
    expect(parseCategoryForm(form({ name: "   " }))).toMatchObject({ ok: false, error: f.nameRequired, fieldErrors: { name: f.nameRequired } });
    expect(parseCategoryForm(form({}))).toMatchObject({ ok: false, error: f.nameRequired });
    expect(parseCategoryForm(form({ name: "a".repeat(101) }))).toMatchObject({ ok: false, error: f.nameTooLong });
  });
});
