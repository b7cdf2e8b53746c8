import { describe, expect, it } from "vitest";
import { escapeHtml, escapeLike, formWithoutNul, isUuid, pageFromSearchParams, parsePage, stripNul } from "./input";

describe("stripNul", () => {
  it("drops every NUL and nothing else", () => {
    expect(stripNul("a\u0000b\u0000\u0000c")).toBe("abc");
    expect(stripNul("\u0000")).toBe("");
    expect(stripNul("Özel \u0001 kupa")).toBe("Özel \u0001 kupa");
  });
});

describe("formWithoutNul", () => {
  it("cleans every text field, keeps repeated fields in order and files untouched", () => {
    const posted = new FormData();
    posted.append("name", "Ku\u0000pa");
    posted.append("tag", "a\u0000");
    posted.append("tag", "b");
    const file = new File(["x\u0000y"], "n\u0000.png", { type: "image/png" });
    posted.append("image", file);
    const form = formWithoutNul(posted);
    expect(form.get("name")).toBe("Kupa");
    expect(form.getAll("tag")).toEqual(["a", "b"]);
    const kept = form.get("image") as File;
    expect(kept.size).toBe(file.size);
    expect(kept.type).toBe("image/png");
  });
});

describe("isUuid", () => {
  it("accepts any hexadecimal 8-4-4-4-12 UUID, either case", () => {
    expect(isUuid("3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe(true);
    expect(isUuid("3F2504E0-4F89-11D3-9A0C-0305E82C3301")).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });
  it("refuses everything else", () => {
    for (const value of [
      "",
      "x",
      "3f2504e0-4f89-41d3-9a0c-0305e82c330",
      "3f2504e0-4f89-41d3-9a0c-0305e82c3301 ",
      "g f2504e0-4f89-41d3-9a0c-0305e82c3301",
      "3f2504e04f8941d39a0c0305e82c3301",
      "' OR 1=1 --",
      `3f2504e0-4f89-41d3-9a0c-0305e82c3301\u0000`,
      null,
      undefined,
      42,
      {},
    ]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});

describe("parsePage", () => {
  it("reads a page number, 1 when missing, not a number or below 1", () => {
    expect(parsePage("3", 100)).toBe(3);
    expect(parsePage(null, 100)).toBe(1);
    expect(parsePage(undefined, 100)).toBe(1);
    expect(parsePage("", 100)).toBe(1);
    expect(parsePage("abc", 100)).toBe(1);
    expect(parsePage("0", 100)).toBe(1);
    expect(parsePage("-5", 100)).toBe(1);
    expect(parsePage("2.9", 100)).toBe(2);
    expect(parsePage("7abc", 100)).toBe(7);
  });
  it("reads a page past the cap as the cap", () => {
    expect(parsePage("101", 100)).toBe(100);
    expect(parsePage("99999999999999999999999", 100)).toBe(100);
    expect(parsePage("1e400", 100)).toBe(1);
  });
  it("takes ?page= from search parameters", () => {
    expect(pageFromSearchParams(new URLSearchParams("page=4&q=x"), 10)).toBe(4);
    expect(pageFromSearchParams(new URLSearchParams("q=x"), 10)).toBe(1);
  });
});

describe("escapeHtml", () => {
  it("escapes & < > \" '", () => {
    expect(escapeHtml(`a & b <i> "c" 'd'`)).toBe("a &amp; b &lt;i&gt; &quot;c&quot; &#39;d&#39;");
    expect(escapeHtml("Özel kupa")).toBe("Özel kupa");
  });
});

describe("escapeLike", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(escapeLike("kupa")).toBe("kupa");
  });
});
