import { data, redirect } from "react-router";
import { CartView } from "~/components/shop/cart-view";
import { useShopFacts } from "~/components/shop/shell-data";
import { applyCartFormChange, type CartItem, parsePersonalField, parseQuantity } from "~/lib/cart";
import { personalValuesFromForm } from "~/modules/cart/cart-form.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { recheckCookieCart, withSeenPrices } from "~/modules/cart/cart-changes.server";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie } from "~/modules/cart/cart-cookie.server";
import { readForm } from "~/modules/platform/form-data.server";
import { cartText } from "~/lib/i18n/cart";
import { tr } from "~/lib/i18n/tr";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import type { Route } from "./+types/cart";

/**
 * The first HTML already holds the cart: its ids and quantities travel in a cookie mirror of local storage.
 * What changed since the shopper last saw it is told here too, so also without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { priced, changes, setCookie } = await recheckCookieCart(context.db, request.headers.get("Cookie"));
  return data({ lines: priced.lines as CartItem[], changes }, { headers: { "Set-Cookie": setCookie } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
}

/** Without JavaScript, the add, quantity and remove buttons post here and the cookie cart changes. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // Not a form (another content type, broken multipart): the cart stays as it is.
  if (!form) return data({ error: tr.common.genericError }, { status: 400 });
  const cookie = request.headers.get("Cookie");
  const intent = String(form.get("intent") ?? "set");
  const productId = String(form.get("productId") ?? "");
  // The product page's and the cart lines' forms name the variant; a form from before variants does not.
  const variantId = form.get("variantId") ? String(form.get("variantId")) : undefined;
  // A personalised line: the product form posts its fields (and photo files), a cart line's forms its values as JSON.
  let personal = parsePersonalField(form.get("personal"));
  if (personal === null) return data({ error: tr.common.genericError }, { status: 400 });
  if (intent === "add") {
    const outcome = await personalValuesFromForm(context.db, createFileStorage(context.env), { productId, variantId, form, uploaderAddress: context.clientIp });
    if (!outcome.ok) return redirect(outcome.location, { status: 303 });
    personal = outcome.personal;
  }
  const next = applyCartFormChange(parseCartCookie(cookie), {
    intent,
    productId,
    ...(variantId ? { variantId } : {}),
    quantity: parseQuantity(form.get("quantity")),
    ...(personal ? { personal } : {}),
  });
  const lines = await withSeenPrices(context.db, cookie, next);
  return redirect("/cart", { status: 303, headers: { "Set-Cookie": serializeCartCookie(lines, { seenPrices: true }) } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoSiteFrom(matches), { title: cartText.title, description: cartText.emptyText, path: "/cart", noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { shipping } = useShopFacts();
  return <CartView serverLines={loaderData.lines} serverChanges={loaderData.changes} shippingRule={shipping} />;
}
