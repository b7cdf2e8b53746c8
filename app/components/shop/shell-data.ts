import { useRouteLoaderData } from "react-router";
import type { loader } from "~/routes/shop/layout";

/** The shop layout loader's data (cart count to render, contact facts), for the header, footer and phone menu. */
export function useShellData() {
  return useRouteLoaderData<typeof loader>("routes/shop/layout");
}
