// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageItem } from "~/hooks/use-image-list";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { IMAGE_INPUT_ACCEPT } from "~/lib/image-files";
import { ProductImagesField } from "./product-images-field";

const f = adminCatalogText.productForm;
const ID = "0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e";

afterEach(cleanup);

function renderField(images: ImageItem[]) {
  const noop = () => {};
  render(<ProductImagesField images={images} hydrated busy={false} invalid={false} progress={null} onChoose={noop} onMove={noop} onRemove={noop} />);
}

describe("ProductImagesField", () => {
  it("shows a stored image as a thumbnail named 'Resim n' and its file name, never the ids in its key", () => {
    const path = `products/${ID}_1760000000000_kirmizi-kupa.webp`;
    renderField([{ kind: "existing", key: path, path, width: 800, height: 800 }]);
    const item = screen.getByTestId("image-item");
    expect(within(item).getByTestId("image-label").textContent).toBe(f.imageAlt(1));
    expect(item.textContent).toContain("kirmizi-kupa");
    expect(item.textContent).not.toContain(ID);
    expect(item.textContent).not.toContain("1760000000000");
    expect(item.querySelector("img")).not.toBeNull();
  });

  it("puts a plain box in place of a preview the browser cannot show", () => {
    const file = new File(["x"], "tarama.tif", { type: "image/tiff" });
    renderField([{ kind: "new", key: "new-0", file, url: "blob:preview-0" }]);
    const img = screen.getByTestId("image-item").querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(screen.getByTestId("image-no-preview").textContent).toContain(f.noPreview);
    expect(screen.getByTestId("image-item").querySelector("img")).toBeNull();
    expect(screen.getByTestId("image-item").textContent).toContain("tarama.tif");
  });

  it("offers only the accepted formats in the file picker", () => {
    renderField([]);
    expect(document.querySelector("#product-images")?.getAttribute("accept")).toBe(IMAGE_INPUT_ACCEPT);
  });
});
