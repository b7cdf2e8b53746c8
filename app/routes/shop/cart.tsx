import { data, redirect } from "react-router";
import { CartView } from "~/components/shop/cart-view";
import { applyCartFormChange, type CartItem, parseQuantity } from "~/lib/cart";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie } from "~/lib/cart-cookie.server";
import { readForm } from "~/lib/form-data.server";
import { cartText } from "~/lib/i18n/cart";
import { tr } from "~/lib/i18n/tr";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { priceCart } from "~/modules/orders/cart-pricing.server";
import type { Route } from "./+types/cart";

/** The first HTML already holds the cart: its ids and quantities travel in a cookie mirror of local storage. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const priced = await priceCart(context.db, parseCartCookie(request.headers.get("Cookie")));
  return { lines: priced.lines as CartItem[] };
}

/** Without JavaScript, the add, quantity and remove buttons post here and the cookie cart changes. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // Not a form (another content type, broken multipart): the cart stays as it is.
  if (!form) return data({ error: tr.common.genericError }, { status: 400 });
  const next = applyCartFormChange(parseCartCookie(request.headers.get("Cookie")), {
    intent: String(form.get("intent") ?? "set"),
    productId: String(form.get("productId") ?? ""),
    quantity: parseQuantity(form.get("quantity")),
  });
  return redirect("/cart", { status: 303, headers: { "Set-Cookie": serializeCartCookie(next) } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: cartText.title, description: cartText.emptyText, path: "/cart", noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartView serverLines={loaderData.lines} />;
}
