import { describe, expect, it } from "vitest";
import { averageRating, isReviewRating, reviewerInitials } from "./reviews";

describe("reviewerInitials", () => {
  it("keeps the first and last name's initials, Turkish upper case", () => {
    expect(reviewerInitials("ayşe yılmaz")).toBe("A. Y.");
    expect(reviewerInitials("  irmak  Nur   çelik ")).toBe("İ. Ç.");
    expect(reviewerInitials("Şule")).toBe("Ş.");
  });
  it("ignores what is not a letter and gives null for nothing", () => {
    expect(reviewerInitials("<b>ali</b> 42 veli!")).toBe("B. V.");
    expect(reviewerInitials("  1234 !! ")).toBeNull();
    expect(reviewerInitials("")).toBeNull();
  });
});

describe("averageRating", () => {
  it("rounds to one decimal and is null without ratings", () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe("isReviewRating", () => {
  it("takes whole stars from 1 to 5 only", () => {
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
    expect([0, 6, 4.5, "5", null].some(isReviewRating)).toBe(false);
  });
});
