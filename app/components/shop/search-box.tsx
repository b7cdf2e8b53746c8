// Header search (docs/product.md#search): from 2 characters, 300 ms debounce, ARIA combobox with keyboard use.
// On /products?q= the box shows the listed term again (the page is cached per URL, so that is safe to render).
// The suggestions (search-suggestions.tsx) load on the box's first focus or input, so that no page loads them
// first; until they are there, and without JavaScript, the box is a form that lists matches on /products.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { tr } from "~/lib/i18n/tr";
import type { SuggestionsHandle } from "./search-suggestions";
import { ShopIcon } from "./shop-icon";

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

/** What the suggestions tell the box for its combobox attributes. */
export interface SuggestionsView {
  expanded: boolean;
  activeId: string | undefined;
}

type SuggestionsModule = typeof import("./search-suggestions");

/** The term the product list at this address is filtered by, or "". */
function listedTerm(location: { pathname: string; search: string }): string {
  return location.pathname === "/products" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
}

export function SearchBox() {
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  const shownTerm = listedTerm(useLocation());
  const hydrated = useHydrated();
  const [text, setText] = useState(shownTerm);
  // Only what the shopper types asks the server; the listed term put back in the box does not open the list.
  const [typed, setTyped] = useState(false);
  const [view, setView] = useState<SuggestionsView>({ expanded: false, activeId: undefined });
  const [loaded, setLoaded] = useState<SuggestionsModule>();
  const term = text.trim();

  useEffect(() => {
    setText(shownTerm);
    setTyped(false);
  }, [shownTerm]);

  function loadSuggestions() {
    if (loaded) return;
    import("./search-suggestions").then(setLoaded, (error) => console.error("search suggestions failed to load", error));
  }

  const reset = useCallback(() => {
    setText("");
    setTyped(false);
  }, []);
  const settle = useCallback(() => setTyped(false), []);

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
          // With the suggestions, Enter opens the chosen (or first) result; before they load (and without
          // JavaScript), the form lists the matches on /products.
          if (!suggestions.current) return;
          event.preventDefault();
          suggestions.current.submit();
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
          aria-expanded={view.expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={view.activeId}
          placeholder={tr.search.placeholder}
          value={text}
          onChange={(event) => {
            loadSuggestions();
            setText(event.target.value);
            setTyped(true);
          }}
          onFocus={() => {
            loadSuggestions();
            suggestions.current?.focus();
          }}
          onKeyDown={(event) => {
            if (suggestions.current) suggestions.current.keyDown(event);
            else if (event.key === "Escape") reset();
          }}
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
        className={`absolute inset-x-4 top-full z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96 ${view.expanded ? "" : "hidden"}`}
      >
        {loaded ? (
          <loaded.SearchSuggestions
            ref={suggestions}
            listId={listId}
            term={term}
            typed={typed}
            root={root}
            input={input}
            onView={setView}
            reset={reset}
            settle={settle}
          />
        ) : (
          <ul id={`${listId}-list`} role="listbox" aria-label={tr.search.results} className="hidden" />
        )}
      </div>
    </div>
  );
}
