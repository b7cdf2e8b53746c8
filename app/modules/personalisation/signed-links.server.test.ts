import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkPrivateLink, personalUploadKeys, proofImageKey, signPrivateLink } from "./signed-links.server";

const key = randomBytes(32);
const upload = "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";
const { thumb, original } = personalUploadKeys(upload, "jpg");

function parts(link: string) {
  const url = new URL(link, "http://shop.test");
  return { key: decodeURIComponent(url.pathname.slice("/private-media/".length)), e: url.searchParams.get("e"), s: url.searchParams.get("s") };
}

describe("signed private links", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  it("works for its own file until it expires", () => {
    const link = parts(signPrivateLink(key, thumb, { now, seconds: 60 }));
    expect(link.key).toBe(thumb);
    expect(checkPrivateLink(key, thumb, link.e, link.s, now)).toBe("ok");
    expect(checkPrivateLink(key, thumb, link.e, link.s, new Date(now.getTime() + 59_000))).toBe("ok");
    expect(checkPrivateLink(key, thumb, link.e, link.s, new Date(now.getTime() + 61_000))).toBe("expired");
  });

  it("does not open another file, a later expiry or another shop's key", () => {
    const link = parts(signPrivateLink(key, thumb, { now }));
    expect(checkPrivateLink(key, original, link.e, link.s, now)).toBe("bad-signature");
    expect(checkPrivateLink(key, thumb, String(Number(link.e) + 3600), link.s, now)).toBe("bad-signature");
    expect(checkPrivateLink(randomBytes(32), thumb, link.e, link.s, now)).toBe("bad-signature");
    expect(checkPrivateLink(key, thumb, link.e, undefined, now)).toBe("bad-signature");
    expect(checkPrivateLink(key, thumb, "1e9", link.s, now)).toBe("bad-signature");
  });

  it("signs only private files", () => {
    expect(() => signPrivateLink(key, "products/a.webp")).toThrow();
    expect(proofImageKey(upload, upload)).toMatch(/^personal\/proofs\//);
    expect(() => personalUploadKeys("../x", "jpg")).toThrow();
  });
});
