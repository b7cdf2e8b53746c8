// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { productPageText } from "~/lib/i18n/product-page";
import { heldBackMessage, ProductAddedNotice, showAddedNotice } from "./product-added-notice";

afterEach(cleanup);

describe("heldBackMessage", () => {
  it("says nothing when every piece went in", () => {
    expect(heldBackMessage({ added: 2, heldBackBy: null })).toBeNull();
  });
  it("says why nothing went in", () => {
    expect(heldBackMessage({ added: 0, heldBackBy: "stock" })).toBe(productPageText.stockFull);
    expect(heldBackMessage({ added: 0, heldBackBy: "lineLimit" })).toBe(productPageText.lineLimitFull);
  });
  it("says how many went in when only part did", () => {
    expect(heldBackMessage({ added: 2, heldBackBy: "stock" })).toBe(`${productPageText.addedSome(2)} ${productPageText.stockFull}`);
  });
});

describe("ProductAddedNotice", () => {
  function renderNotices(count: number) {
    const Stub = createRoutesStub([{ path: "/", Component: () => Array.from({ length: count }, (_, i) => <ProductAddedNotice key={i} />) }]);
    return render(<Stub />);
  }

  it("is one status region even with several grids on the page, and tells what was added with a link to the cart", async () => {
    renderNotices(2);
    const region = await screen.findByRole("status");
    expect(screen.getAllByRole("status")).toHaveLength(1);
    act(() => showAddedNotice("Özel Işıklı Kupa", { added: 1, heldBackBy: null }));
    expect(region.textContent).toContain(productPageText.addedNamed("Özel Işıklı Kupa"));
    expect(screen.getByRole("link", { name: productPageText.goToCart }).getAttribute("href")).toBe("/cart");
    act(() => screen.getByRole("button", { name: productPageText.closeNotice }).click());
    expect(region.textContent).toBe("");
  });

  it("tells the truth when nothing went in", async () => {
    renderNotices(1);
    const region = await screen.findByRole("status");
    act(() => showAddedNotice("Özel Işıklı Kupa", { added: 0, heldBackBy: "stock" }));
    expect(region.textContent).toContain(productPageText.stockFull);
    expect(region.textContent).not.toContain(productPageText.addedNamed("Özel Işıklı Kupa"));
  });
});
