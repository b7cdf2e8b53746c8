import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PAYMENT_PROVIDER).toBe("simulated");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR.endsWith("/data")).toBe(true);
  });

  it("names every bad value", () => {
    expect(() => parseEnv({ PORT: "abc", PAYMENT_PROVIDER: "cash", DATABASE_URL: "mysql://x" })).toThrowError(ConfigError);
    try {
      parseEnv({ PORT: "abc", PAYMENT_PROVIDER: "cash", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("PAYMENT_PROVIDER");
      expect(message).toContain("DATABASE_URL");
    }
  });

  it("hoarding limits: 15 minutes for an unpaid PayTR order, 3 unpaid orders per address; whole numbers only", () => {
    expect(parseEnv({})).toMatchObject({ PAYTR_PAYMENT_TIMEOUT_MINUTES: 15, MAX_UNPAID_ORDERS_PER_ADDRESS: 3 });
    expect(parseEnv({ PAYTR_PAYMENT_TIMEOUT_MINUTES: "20", MAX_UNPAID_ORDERS_PER_ADDRESS: "0" })).toMatchObject({
      PAYTR_PAYMENT_TIMEOUT_MINUTES: 20,
      MAX_UNPAID_ORDERS_PER_ADDRESS: 0,
    });
    for (const bad of [
      { PAYTR_PAYMENT_TIMEOUT_MINUTES: "0" },
      { PAYTR_PAYMENT_TIMEOUT_MINUTES: "1.5" },
      { MAX_UNPAID_ORDERS_PER_ADDRESS: "-1" },
      { MAX_UNPAID_ORDERS_PER_ADDRESS: "üç" },
    ]) {
      expect(() => parseEnv(bad), JSON.stringify(bad)).toThrowError(ConfigError);
    }
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("ignores variables it does not know, such as the SESSION_SECRET of older versions", () => {
    expect("SESSION_SECRET" in parseEnv({ SESSION_SECRET: "short" })).toBe(false);
  });

  it("object storage: off by default; path style, prefix and public address parsed; bad values named", () => {
    const off = parseEnv({});
    expect(off.S3_BUCKET).toBeUndefined();
    expect(off).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(
      parseEnv({
        S3_BUCKET: "shop-media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "shop1",
        MEDIA_PUBLIC_URL: "https://cdn.example.com/",
      }),
    ).toMatchObject({ S3_BUCKET: "shop-media", S3_FORCE_PATH_STYLE: true, S3_PREFIX: "shop1/", MEDIA_PUBLIC_URL: "https://cdn.example.com" });
    const bad: [Record<string, string>, string][] = [
      [{ S3_BUCKET: "-x" }, "S3_BUCKET"],
      [{ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" }, "S3_ENDPOINT"],
      [{ S3_BUCKET: "bb", S3_ACCESS_KEY_ID: "id" }, "S3_SECRET_ACCESS_KEY"],
      [{ S3_BUCKET: "bb", S3_PREFIX: "../up" }, "S3_PREFIX"],
      [{ S3_BUCKET: "bb", S3_FORCE_PATH_STYLE: "maybe" }, "S3_FORCE_PATH_STYLE"],
      [{ MEDIA_PUBLIC_URL: "https://cdn.example.com" }, "MEDIA_PUBLIC_URL"],
      [{ S3_BUCKET: "bb", MEDIA_PUBLIC_URL: "javascript:alert(1)" }, "MEDIA_PUBLIC_URL"],
    ];
    for (const [source, name] of bad) expect(() => parseEnv(source), JSON.stringify(source)).toThrowError(name);
  });

  it("takes the Paraşüt settings all five together or none, naming the missing ones", () => {
    const all = { PARASUT_CLIENT_ID: "cid", PARASUT_CLIENT_SECRET: "s", PARASUT_USERNAME: "u@example.com", PARASUT_PASSWORD: "p", PARASUT_COMPANY_ID: "115" };
    expect(parseEnv(all)).toMatchObject({ ...all, PARASUT_API_URL: "https://api.parasut.com" });
    expect(parseEnv({}).PARASUT_CLIENT_ID).toBeUndefined();
    expect(() => parseEnv({ PARASUT_CLIENT_ID: "cid", PARASUT_PASSWORD: "p" })).toThrowError(
      /PARASUT_CLIENT_SECRET: must be set together with PARASUT_CLIENT_ID, PARASUT_PASSWORD/,
    );
    expect(() => parseEnv({ ...all, PARASUT_COMPANY_ID: "acme" })).toThrowError(/PARASUT_COMPANY_ID: must be the company's number/);
    expect(() => parseEnv({ ...all, PARASUT_API_URL: "ftp://x" })).toThrowError("PARASUT_API_URL");
  });
});
