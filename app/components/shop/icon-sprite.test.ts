import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.dirname(new URL(import.meta.url).pathname);
const sprite = fs.readFileSync(path.join(dir, "icons.svg"), "utf8");
const iconSource = fs.readFileSync(path.join(dir, "shop-icon.tsx"), "utf8");

const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
const iconNames = [...(/export type IconName =\s*([^;]+);/.exec(iconSource)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);

describe("the icon sprite", () => {
  it("has a symbol for every IconName the components may use, and none besides", () => {
    // TypeScript checks every <ShopIcon name> against IconName; this checks IconName against the sprite.
    expect(iconNames.length).toBeGreaterThan(0);
    expect([...symbolIds].sort()).toEqual([...iconNames].sort());
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
  });

  it("draws each symbol as one 24×24 path that takes its stroke from the <svg> using it", () => {
    for (const match of sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)) {
      expect(match[2], match[1]).toContain('viewBox="0 0 24 24"');
      expect(match[3], match[1]).toMatch(/^<path d="[^"]+"\/>$/);
    }
  });
});
