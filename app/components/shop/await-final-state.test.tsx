// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AwaitFinalState } from "./await-final-state";
import { NoscriptRefresh } from "./noscript-refresh";

afterEach(cleanup);

describe("AwaitFinalState", () => {
  it("asks for the route's data again until the state is final, then stops", async () => {
    let loads = 0;
    function Page() {
      const { state } = useLoaderData() as { state: string };
      return (
        <>
          <p data-testid="state">{state}</p>
          <AwaitFinalState final={state === "paid"} firstDelayMs={5} growth={1} />
        </>
      );
    }
    // Pending for the first three loads, then paid.
    const Stub = createRoutesStub([{ path: "/", Component: Page, HydrateFallback: () => null, loader: () => ({ state: ++loads > 3 ? "paid" : "pending" }) }]);
    render(<Stub />);
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("paid"));
    const atFinal = loads;
    // Another poll would have come within a few delays; none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(atFinal);
  });

  it("renders the head's refresh inside <noscript> only while the route's handle asks for it", async () => {
    const Stub = (paid: boolean) =>
      createRoutesStub([
        {
          path: "/",
          loader: () => ({ paid }),
          handle: { refreshWithoutScript: (data: unknown) => ((data as { paid: boolean }).paid ? null : 3) },
          Component: () => <NoscriptRefresh />,
        },
      ]);
    const Pending = Stub(false);
    render(<Pending />);
    // React renders a <noscript>'s content on the server only; the browser test checks the served head.
    await waitFor(() => expect(document.querySelector("noscript")).not.toBeNull());
    cleanup();
    const Final = Stub(true);
    render(<Final />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector("noscript")).toBeNull();
  });

  it("renders nothing in the page itself: the page's refresh lives in the head", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <AwaitFinalState final={false} /> }]);
    expect(renderToString(<Stub />)).not.toContain("refresh");
  });
});
