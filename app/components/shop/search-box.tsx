// Header search (docs/product.md#search): from 2 characters, 300 ms debounce, ARIA combobox with keyboard use.
// On /products?q= the box shows the listed term again (the page is cached per URL, so that is safe to render).
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { navigationText } from "~/lib/i18n/navigation";
import { tr } from "~/lib/i18n/tr";
import { imageUrl } from "~/lib/media";
import { formatKurus } from "~/lib/money";
import type { SearchResponse, SearchResult } from "~/lib/search";
import { ShopIcon } from "./shop-icon";

export const SEARCH_DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;

/** The term the product list at this address is filtered by, or "". */
function listedTerm(location: { pathname: string; search: string }): string {
  return location.pathname === "/products" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
}

export function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const shownTerm = listedTerm(useLocation());
  const hydrated = useHydrated();
  const [text, setText] = useState(shownTerm);
  // Only what the shopper types asks the server; the listed term put back in the box does not open the list.
  const [typed, setTyped] = useState(false);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done">("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = text.trim();

  useEffect(() => {
    setText(shownTerm);
    setTyped(false);
  }, [shownTerm]);

  useEffect(() => {
    if (!typed || term.length < MIN_LENGTH) {
      setResults([]);
      setStatus("idle");
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    setStatus("loading");
    setOpen(true);
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(term)}`, { signal: controller.signal });
        const data = (await response.json()) as SearchResponse;
        setResults(data.results);
        setActive(-1);
        setStatus("done");
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        console.error("search failed", error);
        setResults([]);
        setStatus("done");
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, typed]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function reset() {
    setText("");
    setTyped(false);
    setResults([]);
    setOpen(false);
    setActive(-1);
  }

  function openResult(result: SearchResult | undefined) {
    if (!result) return;
    reset();
    input.current?.blur();
    navigate(`/product/${result.slug}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        reset();
      }
    }
  }

  const expanded = open && typed && term.length >= MIN_LENGTH;
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    // On a phone the list is as wide as the header (the nearest positioned box: the sticky <header>), so it
    // stays on screen whatever the box's own place; from `sm` it hangs under the box.
    <div ref={root} className="sm:relative">
      <Form
        method="get"
        action="/products"
        role="search"
        className="relative"
        onSubmit={(event) => {
          // With JavaScript, Enter opens the chosen (or first) result; without, the form lists matches on /products.
          event.preventDefault();
          if (status === "done") openResult(results[active >= 0 ? active : 0]);
        }}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          {tr.search.label}
        </label>
        <ShopIcon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500" />
        <input
          ref={input}
          id={`${listId}-input`}
          name="q"
          // A text field, not type="search": the HTML standard allows role="combobox" only there.
          type="text"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={tr.search.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
          }}
          onFocus={() => typed && term.length >= MIN_LENGTH && setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-gray-300 bg-white pl-9 pr-10 text-sm placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        {/* The clear button needs JavaScript: without it, it would be a button that does nothing. */}
        {hydrated && text && (
          <button
            type="button"
            onClick={() => {
              reset();
              input.current?.focus();
            }}
            aria-label={tr.search.clear}
            className="absolute right-1 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
          >
            <ShopIcon name="close" className="h-4 w-4" />
          </button>
        )}
      </Form>
      <div
        className={`absolute inset-x-4 top-full z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96 ${expanded ? "" : "hidden"}`}
      >
        {status === "loading" && (
          <p className="flex items-center gap-2 p-4 text-sm text-gray-700" role="status">
            <ShopIcon name="spinner" className="h-4 w-4 animate-spin" /> {tr.search.searching}
          </p>
        )}
        {status === "done" && results.length === 0 && (
          <div className="p-4 text-sm" role="status">
            <p className="font-semibold text-gray-900">{tr.search.noResults}</p>
            <p className="mt-1 text-gray-700">{tr.search.noProductFor(term)}</p>
          </div>
        )}
        <ul id={`${listId}-list`} role="listbox" aria-label={tr.search.results} className={`max-h-[min(24rem,calc(100dvh-12rem))] overflow-y-auto ${status === "done" && results.length > 0 ? "" : "hidden"}`}>
          {status === "done" &&
            results.map((result, i) => (
              <li
                key={result.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openResult(result)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? "bg-brand-50" : ""}`}
              >
                {result.image ? (
                  <img src={imageUrl(result.image.path, 160)} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-md object-cover" />
                ) : (
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600">
                    <ShopIcon name="gift" className="h-6 w-6" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-gray-900">{result.name}</span>
                  <span className="block truncate text-xs text-gray-600">{result.description}</span>
                </span>
                <span className="shrink-0 text-sm font-bold text-brand-700">{formatKurus(result.priceKurus)}</span>
              </li>
            ))}
        </ul>
        {status === "done" && results.length > 0 && (
          <Link
            to={`/products?q=${encodeURIComponent(term)}`}
            onClick={() => setTyped(false)}
            className="block border-t border-gray-100 px-3 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {navigationText.search.allResults}
          </Link>
        )}
      </div>
    </div>
  );
}
