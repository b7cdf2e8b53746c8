import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderSupport } from "./order-details";

describe("OrderSupport", () => {
  it("names the shop's address once, as the mailto link inside the sentence", () => {
    const html = renderToString(<OrderSupport email="destek@example.com" />);
    expect(html.match(/destek@example\.com/g)).toHaveLength(2); // the href and the link's text
    expect(html).toContain('<a href="mailto:destek@example.com" class="font-semibold underline">destek@example.com</a>');
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Sorularınız için destek@example.com adresine yazabilirsiniz.");
  });
});
