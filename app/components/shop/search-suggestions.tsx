// The header search's suggestions (docs/product.md#search): asking /api/search after the typing pauses, the
// list of results, the arrow keys, Enter and Escape. search-box.tsx loads this module on the box's first use,
// so that no page loads it first; until then the box is the plain form that lists matches on /products.
import { useEffect, useImperativeHandle, useState } from "react";
import { Link, useNavigate } from "react-router";
import { navigationText } from "~/lib/i18n/navigation";
import { productText } from "~/lib/i18n/product";
import { tr } from "~/lib/i18n/tr";
import { imageUrl } from "~/lib/media";
import { formatKurus } from "~/lib/money";
import type { SearchResponse, SearchResult } from "~/lib/search";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type SuggestionsView } from "./search-box";
import { ShopIcon } from "./shop-icon";

/** What the box's own handlers hand over to the suggestions. */
export interface SuggestionsHandle {
  keyDown(event: React.KeyboardEvent<HTMLInputElement>): void;
  submit(): void;
  focus(): void;
}

interface SearchSuggestionsProps {
  ref: React.Ref<SuggestionsHandle>;
  listId: string;
  /** The box's text, trimmed. */
  term: string;
  /** Whether the shopper typed it (the listed term put back in the box does not open the list). */
  typed: boolean;
  root: React.RefObject<HTMLDivElement | null>;
  input: React.RefObject<HTMLInputElement | null>;
  onView(view: SuggestionsView): void;
  /** Empties the box. */
  reset(): void;
  /** Keeps the text but closes the list until the shopper types again. */
  settle(): void;
}

export function SearchSuggestions({ ref, listId, term, typed, root, input, onView, reset, settle }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done">("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && typed && term.length >= SEARCH_MIN_LENGTH;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (!typed || term.length < SEARCH_MIN_LENGTH) {
      setResults([]);
      setStatus("idle");
      setOpen(false);
      setActive(-1);
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
  }, [open, root]);

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onView({ expanded, activeId }), [expanded, activeId, onView]);

  function openResult(result: SearchResult | undefined) {
    if (!result) return;
    reset();
    input.current?.blur();
    navigate(`/product/${result.slug}`);
  }

  useImperativeHandle(ref, () => ({
    keyDown(event) {
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
    },
    // Enter opens the chosen (or first) result.
    submit() {
      if (status === "done") openResult(results[active >= 0 ? active : 0]);
    },
    focus() {
      if (typed && term.length >= SEARCH_MIN_LENGTH) setOpen(true);
    },
  }));

  return (
    <>
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
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={tr.search.results}
        className={`max-h-[min(24rem,calc(100dvh-12rem))] overflow-y-auto ${status === "done" && results.length > 0 ? "" : "hidden"}`}
      >
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
              <span className="shrink-0 text-sm font-bold text-brand-700">
                {result.maxPriceKurus !== undefined && result.maxPriceKurus > result.priceKurus
                  ? productText.priceFrom(formatKurus(result.priceKurus))
                  : formatKurus(result.priceKurus)}
              </span>
            </li>
          ))}
      </ul>
      {status === "done" && results.length > 0 && (
        <Link
          to={`/products?q=${encodeURIComponent(term)}`}
          onClick={settle}
          className="block border-t border-gray-100 px-3 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {navigationText.search.allResults}
        </Link>
      )}
    </>
  );
}
