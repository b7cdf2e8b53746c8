import { useRouteLoaderData } from "react-router";
import type { ShellContact, ShopFacts } from "~/lib/shop-contact";

/**
 * What the shop layout's loader returns (routes/shop/layout.tsx declares its loader with this type): the cart
 * count to render before the browser's cart takes over (null on catalogue pages), the shop's contact facts, the
 * settings its pages show (company, legal figures, shipping rule), whether it is still being set up (the
 * demo company: docs/product.md#first-run), and whether to render the cookie notice closed (docs/product.md#cookie-notice).
 */
export type ShellData = { cartCount: number | null; contact: ShellContact; shop: ShopFacts; settingUp: boolean; cookieNoticeClosed?: boolean };

/** The shop layout's route id (app/routes.ts). */
const SHOP_LAYOUT = "routes/shop/layout";

/** The shop layout loader's data (cart count to render, contact facts), for the header, footer and phone menu. */
export function useShellData() {
  return useRouteLoaderData<ShellData>(SHOP_LAYOUT);
}

/** The shop layout's data from a meta function's `matches`; undefined when its loader did not answer. */
export function shellDataFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): ShellData | undefined {
  return matches.find((match) => match?.id === SHOP_LAYOUT)?.data as ShellData | undefined;
}

/** The shop's settings as its pages show them (company, legal figures, shipping), from the shop layout's data. */
export function useShopFacts(): ShopFacts {
  const data = useShellData();
  if (!data) throw new Error("useShopFacts is for pages inside the shop layout (routes/shop/layout.tsx)");
  return data.shop;
}
