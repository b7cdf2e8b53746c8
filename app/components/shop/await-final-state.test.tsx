// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AwaitFinalState } from "./await-final-state";

afterEach(cleanup);

describe("AwaitFinalState", () => {
  it("asks for the route's data again until the state is final, then stops", async () => {
    let loads = 0;
    function Page() {
      const { state } = useLoaderData() as { state: string };
      return (
        <>
          <p data-testid="state">{state}</p>
          <AwaitFinalState final={state === "paid"} refreshSeconds={3} firstDelayMs={5} growth={1} />
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

  it("renders a refresh inside <noscript> only while the state is not final", () => {
    const Stub = (final: boolean) => createRoutesStub([{ path: "/", Component: () => <AwaitFinalState final={final} refreshSeconds={3} /> }]);
    const Pending = Stub(false);
    const Final = Stub(true);
    expect(renderToString(<Pending />)).toContain('<noscript><meta http-equiv="refresh" content="3"/></noscript>');
    expect(renderToString(<Final />)).not.toContain("refresh");
  });
});
