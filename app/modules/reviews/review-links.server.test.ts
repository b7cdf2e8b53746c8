import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkReviewToken, REVIEW_LINK_DAYS, reviewLinkUrl, signReviewToken } from "./review-links.server";

const key = randomBytes(32);
const LINE = "0b6f1f1e-3a52-4f4e-9f59-6a0f3d2c1b11";
const OTHER_LINE = "7d1c9a2b-1e3f-4a5b-8c6d-9e0f1a2b3c4d";
const invitedAt = new Date("2026-03-01T10:00:00Z");
const day = 24 * 60 * 60 * 1000;

describe("review links", () => {
  it("names its line while in time: 90 days from the invitation", () => {
    const token = signReviewToken(key, LINE, invitedAt);
    expect(checkReviewToken(key, token, new Date(invitedAt.getTime() + day))).toEqual({ kind: "ok", orderItemId: LINE });
    expect(checkReviewToken(key, token, new Date(invitedAt.getTime() + REVIEW_LINK_DAYS * day - 1000))).toEqual({ kind: "ok", orderItemId: LINE });
    expect(reviewLinkUrl("https://shop.test/", token)).toBe(`https://shop.test/degerlendirme/${token}`);
  });

  it("expires after 90 days", () => {
    const token = signReviewToken(key, LINE, invitedAt);
    expect(checkReviewToken(key, token, new Date(invitedAt.getTime() + REVIEW_LINK_DAYS * day + 1000))).toEqual({ kind: "expired", orderItemId: LINE });
  });

  it("refuses a token signed with another key (forged)", () => {
    const forged = signReviewToken(randomBytes(32), LINE, invitedAt);
    expect(checkReviewToken(key, forged, invitedAt)).toEqual({ kind: "invalid" });
  });

  it("refuses another line's id under this line's signature", () => {
    const [, signature] = signReviewToken(key, LINE, invitedAt).split(".");
    const [otherPayload] = signReviewToken(key, OTHER_LINE, invitedAt).split(".");
    expect(checkReviewToken(key, `${otherPayload}.${signature}`, invitedAt)).toEqual({ kind: "invalid" });
  });

  it("refuses a tampered expiry, signature or shape", () => {
    const token = signReviewToken(key, LINE, invitedAt);
    const [payload, signature] = token.split(".");
    const later = Buffer.from(`${LINE}:${Math.floor(invitedAt.getTime() / 1000) + 10 * REVIEW_LINK_DAYS * 86_400}`).toString("base64url");
    expect(checkReviewToken(key, `${later}.${signature}`, invitedAt)).toEqual({ kind: "invalid" });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(checkReviewToken(key, `${payload}.${flipped}`, invitedAt)).toEqual({ kind: "invalid" });
    for (const bad of ["", payload, `${payload}.`, `${token}.x`, `${token}x`, "a".repeat(500), undefined, 42]) {
      expect(checkReviewToken(key, bad, invitedAt)).toEqual({ kind: "invalid" });
    }
  });
});
