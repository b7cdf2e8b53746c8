import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from "react";

const EMPTY_HTML = { __html: "" };
/** How far below (or above) the screen a part starts loading its code (its HTML is there and works meanwhile). */
const ROOT_MARGIN = "300px 0px";
const noSubscription = () => () => {};

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

/**
 * A part of the page below the fold whose code the browser loads only when it comes near the screen (the
 * footer, the similar products). The server renders it with the page, inside a `display: contents` wrapper.
 * In the browser, React hydrates the wrapper and leaves the server's HTML in it as it is (its links and forms
 * work as they do without JavaScript) until the part is within 300 px of the screen, then loads the code and renders
 * the part in its place. Rendered in the browser (after a navigation), or given other props before its code
 * has come, it loads the code at once and is empty until then.
 *   const Footer = nearViewport(import.meta.env.SSR ? (await import("./footer")).Footer : undefined,
 *     () => import("./footer").then((module) => module.Footer));
 */
export function nearViewport<P extends object>(server: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (server) {
    const Server = server;
    return function ServerPart(props: P) {
      return (
        <div className="contents">
          <Server {...props} />
        </div>
      );
    };
  }
  return function BrowserPart(props: P) {
    // False while React hydrates the server's HTML, true when the part is first rendered in the browser.
    const renderedInBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const [firstProps] = useState(props);
    const [keepServerHtml] = useState(!renderedInBrowser);
    const [Loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
    const wrapper = useRef<HTMLDivElement>(null);
    const showServerHtml = keepServerHtml && !Loaded && sameProps(props, firstProps);

    useEffect(() => {
      if (Loaded) return;
      let cancelled = false;
      const start = () => {
        load().then(
          (Component) => !cancelled && setLoaded({ Component }),
          (error: unknown) => console.error("a part of the page failed to load", error),
        );
      };
      const target = wrapper.current?.firstElementChild;
      if (!showServerHtml || !target || typeof IntersectionObserver === "undefined") {
        start();
        return () => void (cancelled = true);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: ROOT_MARGIN },
      );
      observer.observe(target);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }, [Loaded, showServerHtml]);

    if (Loaded) {
      return (
        <div key="browser" className="contents">
          <Loaded.Component {...props} />
        </div>
      );
    }
    // React does not touch an element's inner HTML while hydrating it, nor later while `__html` stays the same.
    // Another key for the browser's render: React then replaces the wrapper instead of adding to the old HTML.
    if (showServerHtml) return <div key="server" ref={wrapper} className="contents" dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />;
    return <div key="browser" className="contents" />;
  };
}
