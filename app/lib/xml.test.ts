import { describe, expect, it } from "vitest";
import { truncateText, xmlElement, xmlText } from "./xml";

describe("xmlText", () => {
  it("escapes markup and drops characters XML 1.0 forbids, keeping tab, newline and Turkish letters", () => {
    expect(xmlText(`Kupa <b>"Özel"</b> & 'şık'`)).toBe("Kupa &lt;b&gt;&quot;Özel&quot;&lt;/b&gt; &amp; &apos;şık&apos;");
    expect(xmlText("a\u0000b\u0001c\u000Bd\u001Fe\tf\ng\uFFFEh")).toBe("abcde\tf\ngh");
    expect(xmlText("lone \uD800 surrogate, pair 😀")).toBe("lone  surrogate, pair 😀");
  });
});

describe("xmlElement", () => {
  it("writes an element, or nothing for an absent value", () => {
    expect(xmlElement("g:price", "12.00 TRY")).toBe("<g:price>12.00 TRY</g:price>");
    expect(xmlElement("g:size", null)).toBe("");
    expect(xmlElement("g:size", undefined)).toBe("");
  });
});

describe("truncateText", () => {
  it("cuts by code point, never inside an emoji", () => {
    expect(truncateText("abcdef", 3)).toBe("abc");
    expect(truncateText("a😀b", 2)).toBe("a😀");
    expect(truncateText("kısa", 10)).toBe("kısa");
  });
});
