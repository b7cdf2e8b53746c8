// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResponse, SearchResult } from "~/lib/search";
import { SEARCH_DEBOUNCE_MS, SearchBox } from "./search-box";

const kupa: SearchResult = {
  id: "1",
  slug: "inatci-kedi-kupasi",
  name: "İnatçı Kedi Kupası",
  description: "Sabahları sizden önce uyanan kedi.",
  priceKurus: 9999,
  image: null,
};
const figur: SearchResult = {
  id: "2",
  slug: "karton-kedi-figuru",
  name: "Karton Kedi Figürü",
  description: "Gerçek boyutta karton kedi.",
  priceKurus: 24950,
  image: { path: "products/figur.jpg", width: 800, height: 800 },
};

/**
 * The search box asks /api/search with the browser's fetch (not a React Router fetcher, so that the answer
 * is cached by URL): the stub answers it the way the route's loader would, from `catalog`.
 */
let catalog: SearchResult[];
const searchApi = vi.fn(async (url: string) => {
  const query = new URL(url, "http://localhost").searchParams.get("q") ?? "";
  const body: SearchResponse = { query, results: catalog.filter((p) => p.name.toLocaleLowerCase("tr").includes(query.toLocaleLowerCase("tr"))) };
  return Response.json(body);
});

function ProductStub() {
  return <p>Ürün sayfası: {useParams().slug}</p>;
}

/** Renders the box and lets its suggestions load, as the box's first focus does in the browser. */
async function renderSearch(at = "/") {
  const Stub = createRoutesStub([
    { path: "/", Component: SearchBox },
    { path: "/products", Component: SearchBox },
    { path: "/product/:slug", Component: ProductStub },
  ]);
  render(<Stub initialEntries={[at]} />);
  const input = screen.getByRole("combobox", { name: "Ürün ara" }) as HTMLInputElement;
  await act(async () => {
    fireEvent.focus(input);
    await import("./search-suggestions");
  });
  return input;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
/** Lets the debounce run out and the stub's answer arrive. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const options = () => screen.queryAllByRole("option");

beforeEach(() => {
  catalog = [kupa, figur];
  searchApi.mockClear();
  vi.stubGlobal("fetch", searchApi);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the header's search box", () => {
  it("waits for two characters before it asks", async () => {
    const input = await renderSearch();
    type(input, "k");
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(searchApi).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("asks once, after the typing pauses, for what was typed last", async () => {
    const input = await renderSearch();
    type(input, "ke");
    await wait(SEARCH_DEBOUNCE_MS - 100);
    type(input, "ked");
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(screen.getByRole("status").textContent).toContain("Aranıyor...");
    expect(searchApi).not.toHaveBeenCalled();
    await wait(1);
    expect(searchApi).toHaveBeenCalledTimes(1);
    expect(searchApi.mock.calls[0][0]).toBe("/api/search?q=ked");
  });

  it("lists the results with name, description and price", async () => {
    const input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("listbox", { name: "Arama sonuçları" })).toBeTruthy();
    expect(options().map((option) => option.textContent)).toEqual([
      "İnatçı Kedi KupasıSabahları sizden önce uyanan kedi.₺99,99",
      "Karton Kedi FigürüGerçek boyutta karton kedi.₺249,50",
    ]);
  });

  it("says so when nothing matches", async () => {
    const input = await renderSearch();
    type(input, "çaydanlık");
    await wait(SEARCH_DEBOUNCE_MS);
    expect(searchApi.mock.calls[0][0]).toBe(`/api/search?q=${encodeURIComponent("çaydanlık")}`);
    expect(screen.getByText("Sonuç bulunamadı")).toBeTruthy();
    expect(screen.getByText('"çaydanlık" için ürün bulunamadı.')).toBeTruthy();
    expect(options()).toHaveLength(0);
  });

  it("moves through the results with the arrow keys and opens the chosen one with Enter", async () => {
    const input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options().map((o) => o.getAttribute("aria-selected"))).toEqual(["true", "false"]);
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0].id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    // Past the last result it comes round to the first; up from the first goes to the last.
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0].id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[1].id);

    await act(async () => fireEvent.submit(input.closest("form") as HTMLFormElement));
    expect(screen.getByText("Ürün sayfası: karton-kedi-figuru")).toBeTruthy();
  });

  it("opens the first result on Enter when none is chosen, and a result on a click", async () => {
    let input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => fireEvent.submit(input.closest("form") as HTMLFormElement));
    expect(screen.getByText("Ürün sayfası: inatci-kedi-kupasi")).toBeTruthy();
    cleanup();

    input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => fireEvent.click(screen.getByRole("option", { name: /Karton Kedi Figürü/ })));
    expect(screen.getByText("Ürün sayfası: karton-kedi-figuru")).toBeTruthy();
  });

  it("closes the list with Escape, clears the box with a second Escape or the clear button", async () => {
    const input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.value).toBe("kedi");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.value).toBe("");

    type(input, "kupa");
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole("button", { name: "Aramayı temizle" }));
    expect(input.value).toBe("");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(input);
  });

  it("ends the list with a link to every result on the product list", async () => {
    const input = await renderSearch();
    type(input, "kedi");
    await wait(SEARCH_DEBOUNCE_MS);
    const all = screen.getByRole("link", { name: "Tüm sonuçlar" });
    expect(all.getAttribute("href")).toBe("/products?q=kedi");
    await act(async () => fireEvent.click(all));
    // On the list, the box keeps the term and the list closes.
    expect(input.value).toBe("kedi");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the listed term again on /products?q= without asking the server", async () => {
    const input = await renderSearch("/products?q=kupa");
    expect(input.value).toBe("kupa");
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(searchApi).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("is a text box with the combobox role (the HTML standard refuses that role on type=search)", async () => {
    expect((await renderSearch()).getAttribute("type")).toBe("text");
  });
});
