// @vitest-environment happy-dom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nearViewport } from "./near-viewport";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Links({ label }: { label: string }) {
  return (
    <footer>
      <a href="/about">{label}</a>
    </footer>
  );
}

/** A stand-in for IntersectionObserver: the test says when the observed element comes near the screen. */
let observed: Element[] = [];
let comeNear: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.push(element);
    comeNear = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {
    observed = [];
  }
}

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

describe("nearViewport", () => {
  it("keeps the server's HTML through hydration and loads the code only when the part comes near the screen", async () => {
    const ServerPart = nearViewport(Links, () => Promise.reject(new Error("the server never loads")));
    container.innerHTML = renderToString(<ServerPart label="Hakkımızda" />);
    expect(container.innerHTML).toBe('<div class="contents"><footer><a href="/about">Hakkımızda</a></footer></div>');

    let loadedBy: "load" | undefined;
    const BrowserPart = nearViewport<{ label: string }>(undefined, async () => {
      loadedBy = "load";
      return ({ label }) => (
        <footer>
          <a href="/about" data-hydrated="">
            {label}
          </a>
        </footer>
      );
    });
    const serverLink = container.querySelector("a");
    await act(async () => {
      root = hydrateRoot(container, <BrowserPart label="Hakkımızda" />);
    });
    expect(loadedBy).toBeUndefined();
    expect(container.querySelector("a")).toBe(serverLink);
    expect(observed).toEqual([container.querySelector("footer")]);

    await act(async () => comeNear());
    expect(loadedBy).toBe("load");
    expect(container.innerHTML).toBe('<div class="contents"><footer><a href="/about" data-hydrated="">Hakkımızda</a></footer></div>');
  });

  it("loads the code at once when rendered in the browser, or when its props change before the code came", async () => {
    const Part = nearViewport<{ label: string }>(undefined, async () => Links);
    root = createRoot(container);
    await act(async () => root?.render(<Part label="İletişim" />));
    expect(container.innerHTML).toBe('<div class="contents"><footer><a href="/about">İletişim</a></footer></div>');
    expect(observed).toEqual([]);

    act(() => root?.unmount());
    const ServerPart = nearViewport(Links, () => Promise.reject(new Error("unused")));
    container.innerHTML = renderToString(<ServerPart label="Eski" />);
    await act(async () => {
      root = hydrateRoot(container, <Part label="Eski" />);
    });
    await act(async () => root?.render(<Part label="Yeni" />));
    expect(container.innerHTML).toBe('<div class="contents"><footer><a href="/about">Yeni</a></footer></div>');
  });
});
