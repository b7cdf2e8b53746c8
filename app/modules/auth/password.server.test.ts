import { describe, expect, it } from "vitest";
import * as underTestSetting from "./password.server";

// The test run lowers scrypt's cost for every file (tests/support/cpu-savings.ts). These tests use an
// instance of the module as the shop loads it, which has never seen that setting: the shop's own cost.
const asTheShopLoadsIt = "./password.server.ts?as-the-shop-loads-it";
const { hashPassword, verifyPassword, verifyAgainstNothing, SCRYPT_COST } = (await import(/* @vite-ignore */ asTheShopLoadsIt)) as typeof underTestSetting;

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
  it("the test run's lower cost applies to new hashes and the check for unknown accounts only; a stored hash's own cost is read back", async () => {
    expect(SCRYPT_COST).toBe(2 ** 15);
    const cheap = await underTestSetting.hashPassword("Gizli-Şifre-123");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("Gizli-Şifre-123", cheap)).toBe(true);
    expect(await underTestSetting.verifyPassword("Gizli-Şifre-123", await hashPassword("Gizli-Şifre-123"))).toBe(true);
    expect(await verifyAgainstNothing("Gizli-Şifre-123")).toBe(false);
    expect(await underTestSetting.verifyAgainstNothing("Gizli-Şifre-123")).toBe(false);
  });
});
