import { describe, expect, it } from "vitest";
import {
  canonicalListingSearch,
  DEFAULT_LISTING,
  hasListingFilters,
  kurusToLiraInput,
  listingHref,
  listingSearch,
  pageNumbers,
  parseListingParams,
  withoutEmptyListingValues,
} from "./listing-params";

const parse = (search: string) => parseListingParams(new URLSearchParams(search));

describe("parseListingParams", () => {
  it("reads every parameter", () => {
    expect(parse("q=%20kupa%20&category=kupalar&sort=price-asc&min=149,90&max=1.250&stock=1&page=3")).toEqual({
      q: "kupa",
      category: "kupalar",
      sort: "price-asc",
      minKurus: 14990,
      maxKurus: 125000,
      inStock: true,
      page: 3,
    });
  });

  it("reads an empty or missing URL as the plain list", () => {
    expect(parse("")).toEqual({ ...DEFAULT_LISTING, q: undefined, category: undefined, minKurus: undefined, maxKurus: undefined });
    expect(parse("q=&category=&sort=&min=&max=&stock=&page=")).toEqual(parse(""));
  });

  it("falls back to the default for every bad value", () => {
    for (const search of [
      "sort=cheapest",
      "sort=RECOMMENDED",
      "min=abc",
      "min=-5",
      "max=1e400",
      "max=99999999999",
      "min=1,999",
      "stock=yes",
      "page=-1",
      "page=abc",
      "q=%00%00",
      "category=%20",
    ]) {
      expect(parse(search), search).toEqual(parse(""));
    }
    expect(parse("page=99999999999").page).toBe(10_000);
  });

  it("accepts prices as Turkish shoppers write them, and swaps a reversed range", () => {
    expect(parse("min=149,9").minKurus).toBe(14990);
    expect(parse("min=149.90").minKurus).toBe(14990);
    expect(parse("min=₺ 1.234,50").minKurus).toBe(123450);
    expect(parse("max=0").maxKurus).toBe(0);
    expect(parse("min=0").minKurus).toBeUndefined();
    const swapped = parse("min=500&max=100");
    expect([swapped.minKurus, swapped.maxKurus]).toEqual([10000, 50000]);
  });

  it("cuts the search term to 100 characters and takes the first of repeated parameters", () => {
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
    expect(parse("sort=newest&sort=discount").sort).toBe("newest");
  });
});

describe("listingSearch and listingHref", () => {
  it("write defaults as nothing and Turkish decimals for prices", () => {
    expect(listingSearch(DEFAULT_LISTING)).toBe("");
    expect(listingSearch({ ...DEFAULT_LISTING, category: "kupa", sort: "discount", minKurus: 14990, maxKurus: 30000, inStock: true, page: 2 })).toBe(
      "?category=kupa&sort=discount&min=149%2C9&max=300&stock=1&page=2",
    );
    expect(kurusToLiraInput(5)).toBe("0,05");
    expect(kurusToLiraInput(123450)).toBe("1234,5");
  });

  it("round-trips through the parser", () => {
    for (const search of ["", "q=kupa", "category=kupa&sort=price-desc&min=10&max=20,5&stock=1&page=4", "q=%C3%B6zel&sort=newest"]) {
      const params = parse(search);
      expect(parse(listingSearch(params).slice(1)), search).toEqual(params);
    }
  });

  it("keeps the other parameters and goes back to page 1 unless the page is what changes", () => {
    const params = parse("q=kupa&category=kupalar&sort=price-asc&stock=1&page=3");
    expect(listingHref(params, { category: undefined })).toBe("/products?q=kupa&sort=price-asc&stock=1");
    expect(listingHref(params, { page: 4 })).toBe("/products?q=kupa&category=kupalar&sort=price-asc&stock=1&page=4");
    expect(listingHref(params, { sort: "recommended" })).toBe("/products?q=kupa&category=kupalar&stock=1");
    expect(listingHref({})).toBe("/products");
  });

  it("tells whether filters beyond category and search are set", () => {
    expect(hasListingFilters(parse("q=kupa&category=x&page=2"))).toBe(false);
    expect(hasListingFilters(parse("stock=1"))).toBe(true);
    expect(hasListingFilters(parse("max=0"))).toBe(true);
  });
});

describe("pageNumbers", () => {
  it("shows the first, the last and the neighbours of the current page", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageNumbers(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageNumbers(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageNumbers(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });
});

describe("withoutEmptyListingValues", () => {
  const clean = (path: string) => withoutEmptyListingValues(new URL(path, "http://shop.test"));
  it("drops the list's empty parameters, keeping the others in their order", () => {
    expect(clean("/products?q=&category=kupa&sort=newest&min=&max=%20&utm_source=x")).toBe("/products?category=kupa&sort=newest&utm_source=x");
    expect(clean("/products?sort=&min=&max=")).toBe("/products");
  });
  it("answers null when nothing is empty", () => {
    expect(clean("/products")).toBeNull();
    expect(clean("/products?q=kupa&utm_source=")).toBeNull();
  });
});

describe("canonicalListingSearch", () => {
  const canonical = (search: string) => canonicalListingSearch(new URLSearchParams(search));
  it("leaves out tracking and unknown parameters, whatever their value", () => {
    for (const tracking of [
      "utm_source=x",
      "utm_medium=cpc&utm_campaign=yaz",
      "fbclid=IwAR0",
      "gclid=Cj0K",
      "msclkid=abc",
      "yclid=1",
      "_ga=2.1",
      "mc_cid=a&mc_eid=b",
      "ref=x",
      "foo=bar",
    ]) {
      expect(canonical(tracking), tracking).toBe("");
      expect(canonical(`sort=newest&${tracking}`), tracking).toBe("?sort=newest");
    }
  });
  it("writes the known parameters in one order, with defaults and bad values dropped and the page clamped", () => {
    expect(canonical("page=2&stock=1&utm_source=x&max=300&min=149.90&sort=discount&category=kupa&q=%20kupa%20")).toBe(
      "?q=kupa&category=kupa&sort=discount&min=149%2C9&max=300&stock=1&page=2",
    );
    expect(canonical("sort=recommended&page=1&stock=0")).toBe("");
    expect(canonical("sort=evil&min=abc&page=-3")).toBe("");
    expect(canonical("page=99999999999")).toBe("?page=10000");
    expect(canonical("min=500&max=100")).toBe("?min=100&max=500");
  });
  it("is a fixed point: the canonical search is its own canonical search", () => {
    for (const search of ["utm_source=x&sort=price-asc&page=3", "q=%C3%B6zel+hediye&stock=1", "min=1.250&max=2000,5"]) {
      const once = canonical(search);
      expect(canonical(once.slice(1))).toBe(once);
    }
  });
});
