import { describe, expect, it } from "vitest";
import { createLogger } from "~/modules/platform/logger.server";
import { startPageWarmer } from "./page-cache-warmer";

/** A warmer over a fake shop: `stored` is what the page cache holds fresh; `render` stores the page. */
function fakeShop() {
  const state = { version: 1, down: false, time: 0, stored: new Set<string>(), rendered: [] as string[], status: 200 };
  const warmer = startPageWarmer({
    version: async () => {
      if (state.down) throw new Error("connect ECONNREFUSED");
      return state.version;
    },
    pages: async () => ["/", "/products", "/products?category=kupa"],
    isStored: async (url) => state.stored.has(url),
    render: async (url) => {
      state.rendered.push(url);
      if (state.status === 200) state.stored.add(url);
      return state.status;
    },
    logger: createLogger("silent"),
    keepFreshMs: 60_000,
    now: () => state.time,
  });
  return { state, warmer };
}

describe("startPageWarmer", () => {
  it("renders the pages that are not stored when the version changes, one round at a time", async () => {
    const { state, warmer } = fakeShop();
    state.stored.add("/");
    await Promise.all([warmer.check(), warmer.check()]);
    expect(state.rendered).toEqual(["/products", "/products?category=kupa"]);

    state.version = 2;
    state.stored.clear();
    await warmer.check();
    expect(state.rendered.slice(2)).toEqual(["/", "/products", "/products?category=kupa"]);
  });

  it("renders pages again as they expire for a while after a change, then leaves them to shoppers", async () => {
    const { state, warmer } = fakeShop();
    await warmer.check();
    state.stored.delete("/products"); // expired
    state.time = 30_000;
    await warmer.check();
    expect(state.rendered.at(-1)).toBe("/products");

    const count = state.rendered.length;
    state.stored.clear();
    state.time = 60_000;
    await warmer.check();
    expect(state.rendered).toHaveLength(count);
  });

  it("renders nothing while the database does not answer, and stops a round at the first error answer", async () => {
    const { state, warmer } = fakeShop();
    state.down = true;
    await warmer.check();
    expect(state.rendered).toEqual([]);

    state.down = false;
    state.status = 503;
    await warmer.check();
    expect(state.rendered).toEqual(["/"]);
    // Not counted as warmed: the next round tries again.
    state.status = 200;
    await warmer.check();
    expect(state.rendered).toEqual(["/", "/", "/products", "/products?category=kupa"]);
  });
});
