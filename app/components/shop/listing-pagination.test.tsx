// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { listingText } from "~/lib/i18n/listing";
import { parseListingParams } from "~/lib/listing-params";
import { ListingPagination } from "./listing-pagination";

afterEach(cleanup);

const params = parseListingParams(new URLSearchParams("q=kupa&category=kupalar&sort=price-asc&max=200&stock=1&page=5"));
const show = (page: number, pages: number) =>
  render(
    <MemoryRouter>
      <ListingPagination params={{ ...params, page }} page={page} pages={pages} />
    </MemoryRouter>,
  );

describe("ListingPagination", () => {
  it("numbers the pages around the current one, marks it, and keeps every other parameter", () => {
    show(5, 10);
    const nav = screen.getByRole("navigation", { name: listingText.pages });
    const numbers = [...nav.querySelectorAll("li")].map((li) => li.textContent);
    expect(numbers).toEqual(["1", "…", "4", "5", "6", "…", "10"]);
    const current = screen.getByRole("link", { name: listingText.page(5) });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: listingText.page(4) }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: listingText.page(1) }).getAttribute("href")).toBe(
      "/products?q=kupa&category=kupalar&sort=price-asc&max=200&stock=1",
    );
    expect(screen.getByRole("link", { name: listingText.page(10) }).getAttribute("href")).toBe(
      "/products?q=kupa&category=kupalar&sort=price-asc&max=200&stock=1&page=10",
    );
    expect(screen.getByRole("link", { name: listingText.previous }).getAttribute("href")).toMatch(/&page=4$/);
    expect(screen.getByRole("link", { name: listingText.next }).getAttribute("href")).toMatch(/&page=6$/);
  });

  it("has no previous link on the first page, no next on the last, and nothing for one page", () => {
    show(1, 3);
    expect(screen.queryByRole("link", { name: listingText.previous })).toBeNull();
    expect(screen.getByRole("link", { name: listingText.next })).toBeTruthy();
    cleanup();
    show(3, 3);
    expect(screen.queryByRole("link", { name: listingText.next })).toBeNull();
    cleanup();
    expect(show(1, 1).container.textContent).toBe("");
  });
});
