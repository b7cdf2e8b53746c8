import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { looksLikeHeic, MAX_PHOTO_BYTES, PhotoRefusedError, processPersonalPhoto } from "./photos.server";

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await processPersonalPhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoRefusedError) return error.reason;
    throw error;
  }
  return "accepted";
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims width × height pixels: a decompression bomb's shape without its weight. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("a buyer's photo", () => {
  it("is turned upright by its EXIF orientation and keeps no metadata, GPS included", async () => {
    // A landscape picture, left half red, taken with the phone turned: orientation 6 (rotate 90° clockwise).
    const left = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0000ff" } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: "#ff0000" } }, left: 0, top: 0 }])
      .jpeg()
      .withExif({
        IFD0: { Make: "Telefon" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "29/1 0/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(left).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString("latin1")).toContain("Telefon");

    const photo = await processPersonalPhoto(left);
    expect([photo.width, photo.height]).toEqual([100, 200]);
    for (const bytes of [photo.original.bytes, photo.preview, photo.thumb]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.toString("latin1")).not.toContain("Telefon");
      expect(bytes.toString("latin1")).not.toContain("GPS");
    }
    // Upright: the red half is now on top.
    const { data } = await sharp(photo.original.bytes).extract({ left: 50, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it("keeps a PNG as PNG and makes a preview and a thumbnail no larger than their sizes", async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const photo = await processPersonalPhoto(png);
    expect(photo.original.extension).toBe("png");
    expect((await sharp(photo.original.bytes).metadata()).width).toBe(2400);
    expect((await sharp(photo.preview).metadata()).width).toBe(1200);
    expect((await sharp(photo.thumb).metadata()).width).toBe(320);
  });

  it("refuses a decompression bomb by its declared size, before decoding it", async () => {
    const bomb = pngClaiming(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(2_000);
    expect(await refusal(bomb)).toBe("too_many_pixels");
    expect(await refusal(pngClaiming(8_000, 6_000))).not.toBe("too_many_pixels");
  });

  it("refuses SVG (scripts inside), GIF, TIFF, PDF, HTML, empty and oversized files", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script><rect width="50" height="50"/></svg>');
    expect(await refusal(svg)).toBe("unsupported_format");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe("unsupported_format");
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toBe("unsupported_format");
    expect(await refusal(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"))).toBe("not_an_image");
    expect(await refusal(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe("not_an_image");
    expect(await refusal(new Uint8Array(0))).toBe("empty");
    expect(await refusal(new Uint8Array(MAX_PHOTO_BYTES + 1))).toBe("too_large");
  });

  it("re-encodes a polyglot: whatever rode along after the picture (a script, a ZIP) is not in what is kept", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.concat([Buffer.from("<script>alert('polyglot')</script>"), Buffer.from("PK\u0003\u0004zip-payload")]);
    const photo = await processPersonalPhoto(Buffer.concat([jpeg, payload]));
    for (const bytes of [photo.original.bytes, photo.preview, photo.thumb]) {
      expect(bytes.includes(Buffer.from("polyglot"))).toBe(false);
      expect(bytes.includes(Buffer.from("zip-payload"))).toBe(false);
    }
    expect((await sharp(photo.original.bytes).metadata()).format).toBe("jpeg");
  });

  it("knows an HEIC file by its ftyp brand, and refuses a broken one as not a photo", async () => {
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic", "latin1"), Buffer.alloc(12)]);
    expect(looksLikeHeic(heicHeader)).toBe(true);
    expect(looksLikeHeic(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypavif", "latin1"), Buffer.alloc(12)]))).toBe(false);
    expect(await refusal(heicHeader)).toBe("not_an_image");
  });
});
