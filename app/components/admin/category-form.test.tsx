// @vitest-environment happy-dom
// The category form checks itself with the server's schema before posting (docs/decisions/0010).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { CategoryForm } from "./category-form";

const f = adminCatalogText.categoryForm;

afterEach(cleanup);

function renderForm(action: (args: { request: Request }) => Promise<unknown>, error: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/admin/categories",
      Component: () => <CategoryForm category={null} error={error} sentName={null} listUrl="/admin/categories" />,
      action,
    },
  ]);
  render(<Stub initialEntries={["/admin/categories?new=1"]} />);
  return screen.getByTestId("category-form") as HTMLFormElement;
}

describe("CategoryForm", () => {
  it("does not post a name of spaces: the schema's message in the banner, the field marked", async () => {
    const action = vi.fn(async () => null);
    const form = renderForm(action);
    fireEvent.change(screen.getByLabelText(f.name), { target: { value: "   " } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByTestId("form-error").textContent).toBe(f.nameRequired);
    expect(screen.getByLabelText(f.name).getAttribute("aria-invalid")).toBe("true");
    expect(action).not.toHaveBeenCalled();
  });

  it("posts a valid name with the checkbox", async () => {
    const posted: Array<[string, string]> = [];
    const form = renderForm(async ({ request }) => {
      for (const [name, value] of await request.formData()) posted.push([name, String(value)]);
      return null;
    });
    fireEvent.change(screen.getByLabelText(f.name), { target: { value: "Kupalar" } });
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        ["name", "Kupalar"],
        ["vatRate", ""],
        ["isActive", "on"],
      ]),
    );
    expect(screen.queryByTestId("form-error")).toBeNull();
  });

  it("shows the server's error", () => {
    renderForm(async () => null, "Kategori kaydedilirken hata oluştu");
    expect(screen.getByTestId("form-error").textContent).toBe("Kategori kaydedilirken hata oluştu");
  });
});
