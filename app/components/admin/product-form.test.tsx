// @vitest-environment happy-dom
// The product form's logic in the browser: the slug suggestion, the checks made before anything is sent
// (the schema's messages, the image type and count limits) and the upload with its answer headers.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { ProductForm, type ProductFormCategory } from "./product-form";

const f = adminCatalogText.productForm;
const v = adminCatalogText.productValidation;
const CATEGORY: ProductFormCategory = { id: "7f1c8a52-3b1e-4c55-9a0d-2f4c6b8e9a11", name: "Kupalar", isActive: true };

/** A stand-in for XMLHttpRequest: records what is sent; the test answers with `respond`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  headers: Record<string, string> = {};
  requestHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string) {
    return this.headers[name] ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  respond(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  let n = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => `blob:preview-${n++}`, revokeObjectURL: () => {} }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(categories: ProductFormCategory[] = [CATEGORY]) {
  const Stub = createRoutesStub([
    {
      path: "/admin/products",
      Component: () => <ProductForm product={null} categories={categories} loadError={null} listUrl="/admin/products" sentBack={null} />,
    },
    { path: "/admin/products/saved", Component: () => <p>list page</p> },
  ]);
  render(<Stub initialEntries={["/admin/products?new=1"]} />);
  return screen.getByTestId("product-form") as HTMLFormElement;
}

/** A required field, by its label ("Ürün Adı (zorunlu)"). */
function requiredField(label: string) {
  return screen.getByLabelText(`${label} ${f.required}`) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(requiredField(label), { target: { value } });
}

function png(name: string, size = 100) {
  return new File([new Uint8Array(size)], name, { type: "image/png" });
}

function choose(files: File[]) {
  const input = document.getElementById("product-images") as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

function fillValidProduct() {
  type(f.name, "Özel Kupa");
  type(f.description, "Güzel bir kupa");
  type(f.price, "149,99");
  fireEvent.click(screen.getByRole("checkbox", { name: CATEGORY.name }));
  choose([png("kupa.png")]);
}

describe("ProductForm", () => {
  it("suggests the slug from the name until the slug is edited", () => {
    renderForm();
    const slug = requiredField(f.slug);
    type(f.name, "Çılgın Şapka!");
    expect(slug.value).toBe("cilgin-sapka");
    type(f.slug, "sapka");
    type(f.name, "Başka Bir Ad");
    expect(slug.value).toBe("sapka");
  });

  it("checks the form with the schema before sending: the first problem in the banner, the field marked", async () => {
    const form = renderForm();
    await act(async () => fireEvent.submit(form));
    expect(screen.getByTestId("form-error").textContent).toBe(v.requiredFields);
    expect(requiredField(f.name).getAttribute("aria-invalid")).toBe("true");
    expect(FakeXhr.sent).toHaveLength(0);

    type(f.name, "Özel Kupa");
    type(f.description, "Güzel bir kupa");
    type(f.price, "149,99");
    await act(async () => fireEvent.submit(form));
    expect(screen.getByTestId("form-error").textContent).toBe(v.categoryRequired);
    expect(requiredField(f.name).hasAttribute("aria-invalid")).toBe(false);

    fireEvent.click(screen.getByRole("checkbox", { name: CATEGORY.name }));
    await act(async () => fireEvent.submit(form));
    expect(screen.getByTestId("form-error").textContent).toBe(v.imageRequired);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("money fields are text fields: the owner's 34,56 is sent as typed; an amount it cannot read is named under its field", async () => {
    const form = renderForm();
    fillValidProduct();
    const price = requiredField(f.price);
    expect([price.type, price.inputMode, price.autocomplete]).toEqual(["text", "decimal", "off"]);
    expect(price.hasAttribute("pattern")).toBe(false);
    expect((screen.getByLabelText(f.shippingCost) as HTMLInputElement).value).toBe("29,99");

    type(f.price, "1,234,56");
    await act(async () => fireEvent.submit(form));
    const message = "Fiyat: Tutar anlaşılamadı. 34,56 ya da 1.234,56 gibi yazın.";
    expect(screen.getByTestId("form-error").textContent).toBe(message);
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const described = (price.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(FakeXhr.sent).toHaveLength(0);

    type(f.price, "34,56");
    await act(async () => fireEvent.submit(form));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0].body?.get("price")).toBe("34,56");
    expect(screen.queryByText(message)).toBeNull();
  });

  it("refuses a file that is not an image, and more than five images", () => {
    renderForm();
    choose([new File(["x"], "notlar.txt", { type: "text/plain" })]);
    expect(screen.getByTestId("form-error").textContent).toBe(`notlar.txt: ${v.notAnImage}`);

    choose([png("1.png"), png("2.png"), png("3.png")]);
    expect(screen.queryByTestId("form-error")).toBeNull();
    const items = screen.getAllByTestId("image-item");
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText(f.coverBadge)).toBeTruthy();

    choose([png("4.png"), png("5.png"), png("6.png")]);
    expect(screen.getByTestId("form-error").textContent).toBe(v.tooManyImages);
    expect(screen.getAllByTestId("image-item")).toHaveLength(3);
  });

  it("moves and removes chosen images", () => {
    renderForm();
    choose([png("a.png"), png("b.png")]);
    fireEvent.click(screen.getByRole("button", { name: f.moveDown(1) }));
    expect(screen.getAllByTestId("image-item").map((item) => item.textContent)).toEqual([expect.stringContaining("b.png"), expect.stringContaining("a.png")]);
    fireEvent.click(screen.getByRole("button", { name: f.removeImage(1) }));
    expect(screen.getAllByTestId("image-item")).toHaveLength(1);
  });

  it("uploads through XMLHttpRequest with the images in order, shows progress and follows X-Admin-Location", async () => {
    const form = renderForm();
    fillValidProduct();
    await act(async () => fireEvent.submit(form));
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url, xhr.requestHeaders["X-Requested-With"]]).toEqual(["POST", "/admin/products?new=1", "XMLHttpRequest"]);
    expect(xhr.body?.getAll("imageOrder")).toEqual(["new:0"]);
    expect((xhr.body?.get("images") as File).name).toBe("kupa.png");
    expect(screen.getByRole("button", { name: f.saving })).toBeTruthy();

    await act(async () => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 }));
    expect(screen.getByTestId("upload-progress").textContent).toContain("%25");

    await act(async () => xhr.respond(200, { "X-Admin-Location": "/admin/products/saved" }));
    expect(await screen.findByText("list page")).toBeTruthy();
  });

  it("shows the server's X-Admin-Error and lets the admin send again", async () => {
    const form = renderForm();
    fillValidProduct();
    await act(async () => fireEvent.submit(form));
    await act(async () => FakeXhr.sent[0].respond(400, { "X-Admin-Error": encodeURIComponent("Sunucu: olmadı") }));
    expect(screen.getByTestId("form-error").textContent).toBe("Sunucu: olmadı");
    expect(screen.queryByTestId("upload-progress")).toBeNull();
    expect(screen.getByRole("button", { name: f.create })).toBeTruthy();
  });

  it("points to the categories page when there is no category", () => {
    renderForm([]);
    expect(screen.getByTestId("no-categories").textContent).toContain(f.goToCategories);
  });
});
