import { describe, expect, it } from "vitest";
import { chosenFileKind, IMAGE_INPUT_ACCEPT, storedImageName } from "./image-files";

describe("chosenFileKind", () => {
  it("takes the formats the server accepts, by type", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/tiff", "IMAGE/PNG"]) {
      expect(chosenFileKind({ name: "x", type })).toBe("image");
    }
  });

  it("falls back on the extension when the browser reports no type", () => {
    expect(chosenFileKind({ name: "Kupa.JPG", type: "" })).toBe("image");
    expect(chosenFileKind({ name: "scan.tif", type: "" })).toBe("image");
    expect(chosenFileKind({ name: "notlar", type: "" })).toBe("not-an-image");
    expect(chosenFileKind({ name: ".png", type: "" })).toBe("not-an-image");
    expect(chosenFileKind({ name: "fatura.pdf", type: "" })).toBe("not-an-image");
  });

  it("tells an image of another format from a file that is no image", () => {
    expect(chosenFileKind({ name: "logo.svg", type: "image/svg+xml" })).toBe("unsupported-image");
    expect(chosenFileKind({ name: "IMG_0001.heic", type: "image/heic" })).toBe("unsupported-image");
    expect(chosenFileKind({ name: "notlar.txt", type: "text/plain" })).toBe("not-an-image");
    // A type wins over a misleading name.
    expect(chosenFileKind({ name: "resim.png", type: "application/pdf" })).toBe("not-an-image");
  });

  it("offers the same formats in the file picker", () => {
    expect(IMAGE_INPUT_ACCEPT.split(",")).toEqual(expect.arrayContaining(["image/jpeg", "image/tiff", ".jpg", ".avif"]));
    expect(IMAGE_INPUT_ACCEPT).not.toContain("image/*");
  });
});

describe("storedImageName", () => {
  it("reads the owner's file name out of the storage key, without the product id and time", () => {
    expect(storedImageName("products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_kirmizi-kupa.webp")).toBe("kirmizi-kupa");
    expect(storedImageName("products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_a_b.webp")).toBe("a_b");
  });

  it("has no name for the stand-in or for another shape of key", () => {
    expect(storedImageName("products/0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e_1760000000000_gorsel.webp")).toBeNull();
    expect(storedImageName("products/demo-kupa.webp")).toBeNull();
  });
});
