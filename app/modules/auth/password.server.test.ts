import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Gizli-Şifre-123");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain("Gizli");
    expect(await verifyPassword("Gizli-Şifre-123", stored)).toBe(true);
    expect(await verifyPassword("gizli-şifre-123", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });
  it("salts: the same password hashes differently", async () => {
    expect(await hashPassword("abcdefgh")).not.toBe(await hashPassword("abcdefgh"));
  });
  it("refuses a malformed stored hash", async () => {
    expect(await verifyPassword("x", "plain")).toBe(false);
  });
});
