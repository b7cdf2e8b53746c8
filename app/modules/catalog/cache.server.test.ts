import { describe, expect, it } from "vitest";
import { CatalogCache } from "./cache.server";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("CatalogCache", () => {
  it("serves a loaded value until the version changes", async () => {
    let version = 1;
    let versionReads = 0;
    const time = clock();
    const cache = new CatalogCache(
      async () => {
        versionReads++;
        return version;
      },
      { checkEveryMs: 1000, ttlMs: 60_000, now: time.now },
    );
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
    expect(versionReads).toBe(1);

    version = 2;
    // Within the check interval the old version is still believed.
    time.advance(500);
    expect(await cache.get("k", load)).toBe(1);
    // After it, the new version is read and the entry is loaded again.
    time.advance(600);
    expect(await cache.get("k", load)).toBe(2);
    expect(versionReads).toBe(2);
    expect(cache.hits).toBe(2);
    expect(cache.misses).toBe(2);
  });

  it("expires entries after ttlMs even when the version is unchanged", async () => {
    const time = clock();
    const cache = new CatalogCache(async () => 1, { checkEveryMs: 0, ttlMs: 100, now: time.now });
    let loads = 0;
    await cache.get("k", async () => ++loads);
    time.advance(99);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(1);
    time.advance(2);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("shares one load between concurrent misses and one version read between concurrent checks", async () => {
    let versionReads = 0;
    const cache = new CatalogCache(async () => {
      versionReads++;
      return 1;
    });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
    expect(versionReads).toBe(1);
  });

  it("answers a load under way when the version changes, and loads again for the new version", async () => {
    let version = 1;
    const time = clock();
    const cache = new CatalogCache(async () => version, { checkEveryMs: 10, now: time.now });
    let finish: (value: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    version = 2;
    time.advance(20);
    const fresh = cache.get("k", async () => "v2");
    finish("v1");
    expect(await slow).toBe("v1");
    expect(await fresh).toBe("v2");
    expect(await cache.get("k", async () => "again")).toBe("v2");
  });

  it("does not keep a failed load", async () => {
    const cache = new CatalogCache(async () => 1);
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = new CatalogCache(async () => 1, { maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a2"); // a is now the most recent
    await cache.get("c", async () => "c"); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
  });

  it("loads every time when disabled", async () => {
    const cache = new CatalogCache(async () => 1, { enabled: false });
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("keeps an exact value until the version changes, past any ttl and even when disabled", async () => {
    let version = 1;
    const time = clock();
    const cache = new CatalogCache(async () => version, { checkEveryMs: 0, ttlMs: 100, enabled: false, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getExact("count", load)).toBe(1);
    time.advance(1_000);
    expect(await cache.getExact("count", load)).toBe(1);
    version = 2;
    expect(await cache.getExact("count", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep an exact load that found nothing", async () => {
    const cache = new CatalogCache(async () => 1, { checkEveryMs: 0, enabled: false });
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    expect(await cache.getExact("product-page:yok", load)).toBeUndefined();
    expect(await cache.getExact("product-page:yok", load)).toBeUndefined();
    expect(loads).toBe(2);
  });
});
