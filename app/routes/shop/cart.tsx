import { data, redirect } from "react-router";
import { CartView } from "~/components/shop/cart-view";
import { useShopFacts } from "~/components/shop/shell-data";
import { applyCartFormChange, type CartItem, parsePersonalField, parseQuantity } from "~/lib/cart";
import { personalValuesFromForm } from "~/modules/cart/cart-form.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { recheckCookieCart, withSeenPrices } from "~/modules/cart/cart-changes.server";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { MAX_CODE_LENGTH } from "~/lib/campaigns";
import { readDiscountCode, serializeDiscountCodeCookie } from "~/lib/discount-code-cookie";
import { codeRefusalText } from "~/lib/i18n/campaigns";
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
  const { priced, code, changes, setCookie } = await recheckCookieCart(context.db, request.headers.get("Cookie"));
  // Priced with the shopper's discount code: personal, never kept by a shared cache (server/http/request-guards.ts says so too).
  return data(
    { lines: priced.lines as CartItem[], changes, priced, code },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL } },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
}

/** A page showing a discount code's effect is the shopper's own (docs/product.md#discount-codes). */
const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Without JavaScript, the add, quantity and remove buttons post here and the cookie cart changes. The discount code's
 * form posts here with and without JavaScript (intent applyCode / removeCode): the code is kept in its cookie and the
 * shopper sent back to the cart, or to the checkout when it posted from there (`next`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // Not a form (another content type, broken multipart): the cart stays as it is.
  if (!form) return data({ error: tr.common.genericError }, { status: 400 });
  const cookie = request.headers.get("Cookie");
  const intent = String(form.get("intent") ?? "set");
  if (intent === "applyCode" || intent === "removeCode") {
    const back = form.get("next") === "/checkout" ? "/checkout" : "/cart";
    if (intent === "removeCode") return redirect(back, { status: 303, headers: { "Set-Cookie": serializeDiscountCodeCookie(null) } });
    const typed = String(form.get("discountCode") ?? "").trim();
    if (typed.length > MAX_CODE_LENGTH) return data({ codeError: codeRefusalText.tooLong }, { status: 400 });
    const code = readDiscountCode(typed);
    // An empty field changes nothing; whether the code exists and applies, the cart's pricing tells on the page.
    return redirect(back, { status: 303, headers: code ? { "Set-Cookie": serializeDiscountCodeCookie(code) } : undefined });
  }
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

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { shipping } = useShopFacts();
  return (
    <CartView
      serverLines={loaderData.lines}
      serverChanges={loaderData.changes}
      shippingRule={shipping}
      serverPriced={loaderData.priced}
      code={loaderData.code}
      codeError={actionData && "codeError" in actionData ? actionData.codeError : undefined}
    />
  );
}
