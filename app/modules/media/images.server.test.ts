import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageRejectionText } from "~/lib/i18n/media";
import {
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_DIMENSION,
  processProductImage,
  productImageKey,
  safeImageFilename,
  settingsImageKey,
} from "./images.server";
import { isValidStorageKey } from "./storage.server";

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejectedError);
    return error as ImageRejectedError;
  }
  throw new Error("expected the image to be refused");
}

describe("processProductImage", () => {
  it("turns a large PNG with metadata into a metadata-free WebP within 1600×1600", async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .withExif({ IFD0: { Copyright: "Gizli Fotoğrafçı", ImageDescription: "ev adresi" } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const result = await processProductImage(png, "Tatil Fotoğrafı.PNG");
    const meta = await sharp(result.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(result.width).toBe(MAX_IMAGE_DIMENSION);
    expect(result.height).toBe(800);
    expect([meta.width, meta.height]).toEqual([result.width, result.height]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(result.bytes.includes(Buffer.from("Gizli"))).toBe(false);
  });

  it("never enlarges a small image", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#00aa00" } })
      .jpeg()
      .toBuffer();
    const result = await processProductImage(jpeg, "kucuk.jpg");
    expect([result.width, result.height]).toEqual([300, 500]);
    expect((await sharp(result.bytes).metadata()).format).toBe("webp");
  });

  it("applies the EXIF orientation (auto-rotate)", async () => {
    // 200×100 stored, orientation 6 = rotate 90° clockwise for display: 100×200 after processing.
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0000ff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processProductImage(jpeg, "telefon.jpg");
    expect([result.width, result.height]).toEqual([100, 200]);
    expect((await sharp(result.bytes).metadata()).orientation).toBeUndefined();
  });

  it.each(["webp", "gif", "avif", "tiff"] as const)("accepts %s", async (format) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
      .toFormat(format)
      .toBuffer();
    const result = await processProductImage(bytes, `resim.${format}`);
    expect([result.width, result.height]).toEqual([64, 48]);
  });

  it("refuses a text file renamed .jpg", async () => {
    const error = await rejection(processProductImage(Buffer.from("Bu bir resim değil, sadece metin.\n".repeat(20)), "foto.jpg"));
    expect(error.reason).toBe("not_an_image");
    expect(imageRejectionText[error.reason]).toBe("Yalnızca resim dosyaları yüklenebilir.");
  });

  it("refuses an SVG (an image format, but not an accepted one)", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await rejection(processProductImage(svg, "logo.png"))).reason).toBe("unsupported_format");
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    expect((await rejection(processProductImage(jpeg.subarray(0, 40), "yarim.jpg"))).reason).toBe("not_an_image");
  });

  it("refuses an empty file and anything over 10 MB", async () => {
    expect((await rejection(processProductImage(Buffer.alloc(0), "bos.png"))).reason).toBe("empty");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const tooBig = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect(tooBig.length).toBe(MAX_IMAGE_BYTES + 1);
    const error = await rejection(processProductImage(tooBig, "dev.png"));
    expect(error.reason).toBe("too_large");
    expect(imageRejectionText[error.reason]).toContain("10 MB");
  });
});

describe("safeImageFilename and productImageKey", () => {
  it("slugifies the base name without its extension, with a fallback", () => {
    expect(safeImageFilename("Özel Işıklı Kupa (1).JPG")).toBe("ozel-isikli-kupa-1");
    expect(safeImageFilename("../../etc/passwd")).toBe("passwd");
    expect(safeImageFilename("C:\\Users\\ayşe\\Masaüstü\\çiçek.png")).toBe("cicek");
    expect(safeImageFilename("😀😀.png")).toBe("gorsel");
    expect(safeImageFilename("")).toBe("gorsel");
    expect(safeImageFilename(`${"a".repeat(200)}.png`).length).toBeLessThanOrEqual(60);
  });

  it("builds unique, valid keys products/{id}_{timestamp}_{name}.webp", () => {
    const id = "0b7e4a5e-6f7d-4c1e-9a55-3d2c1b0a9f8e";
    const keys = Array.from({ length: 50 }, () => productImageKey(id, "kupa.png"));
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^products/${id}_\\d{13}_kupa\\.webp$`));
      expect(isValidStorageKey(key)).toBe(true);
    }
    expect(() => productImageKey("../x", "a.png")).toThrow();
  });

  it("builds unique, valid keys settings/{slot}_{timestamp}_{name}.webp for the shop's logo and other settings images", () => {
    const keys = Array.from({ length: 20 }, () => settingsImageKey("heroImage", "Vitrin Görseli.png"));
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(/^settings\/heroImage_\d{13}_vitrin-gorseli\.webp$/);
      expect(isValidStorageKey(key)).toBe(true);
    }
    expect(() => settingsImageKey("../logo", "a.png")).toThrow();
  });
});
