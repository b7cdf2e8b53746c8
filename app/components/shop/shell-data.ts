import { useRouteLoaderData } from "react-router";
import type { ShellContact } from "~/lib/shop-contact";

/**
 * What the shop layout's loader returns (routes/shop/layout.tsx declares its loader with this type): the cart
 * count to render before the browser's cart takes over (null on catalogue pages), and the shop's contact facts.
 */
export type ShellData = { cartCount: number | null; contact: ShellContact };

/** The shop layout loader's data (cart count to render, contact facts), for the header, footer and phone menu. */
export function useShellData() {
  return useRouteLoaderData<ShellData>("routes/shop/layout");
}
