// Vitest setup file of the component tests: they share one page (happy-dom) and their modules per worker
// (isolate: false in vitest.config.ts), so after each file the page is put back the way a new one starts:
// nothing rendered, no stubbed globals or fake timers, empty storage and no cookies.
import { cleanup } from "@testing-library/react";
import { afterAll, vi } from "vitest";

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof window === "undefined") return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
