import { Loader2, ShoppingCart, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import { useCart } from "~/components/shop/cart-context";
import { DiscountBadge, Price } from "~/components/shop/price";
import { ProductImage } from "~/components/shop/product-image";
import { QuantityStepper } from "~/components/shop/quantity-stepper";
import { applyCartFormChange, type CartChange, type CartItem, cartTotals, describeCartChanges, MAX_LINE_QUANTITY } from "~/lib/cart";
import { serializeCartCookie } from "~/lib/cart-cookie";
import { parseCartCookie } from "~/lib/cart-cookie.server";
import { cartText } from "~/lib/i18n/cart";
import { productText } from "~/lib/i18n/product";
import { tr } from "~/lib/i18n/tr";
import { formatKurus } from "~/lib/money";
import { publicOriginFrom, seoMeta } from "~/lib/seo";
import { type PricedCart, priceCart } from "~/modules/orders/cart-pricing.server";
import type { Route } from "./+types/cart";

/** The first HTML already holds the cart: its ids and quantities travel in a cookie mirror of local storage. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const priced = await priceCart(context.db, parseCartCookie(request.headers.get("Cookie")));
  return { lines: priced.lines as CartItem[] };
}

/** Without JavaScript, the add, quantity and remove buttons post here and the cookie cart changes. */
export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form (another content type, broken multipart): the cart stays as it is.
    return data({ error: tr.common.genericError }, { status: 400 });
  }
  const next = applyCartFormChange(parseCartCookie(request.headers.get("Cookie")), {
    intent: String(form.get("intent") ?? "set"),
    productId: String(form.get("productId") ?? ""),
    quantity: Number.parseInt(String(form.get("quantity") ?? "0"), 10),
  });
  return redirect("/cart", { status: 303, headers: { "Set-Cookie": serializeCartCookie(next) } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicOriginFrom(matches), { title: cartText.title, description: cartText.emptyText, path: "/cart", noindex: true });

function changeText(change: CartChange): string {
  switch (change.kind) {
    case "priceChanged":
      return cartText.priceChanged(change.productName, formatKurus(change.from), formatKurus(change.to));
    case "shippingChanged":
      return cartText.shippingChanged(change.productName);
    case "stockReduced":
      return cartText.stockReduced(change.productName, change.quantity);
    case "soldOut":
      return cartText.soldOut(change.productName);
    case "unavailable":
      return cartText.unavailable(change.productName);
  }
}

/**
 * The cart lives in the browser; when the page opens, the server prices it again from the database
 * (current prices, shipping, stock) and the stored cart is updated, with a notice for what changed.
 */
function useRecheckedCart(serverLines: CartItem[]) {
  const cart = useCart();
  const fetcher = useFetcher<PricedCart>();
  const [hydrated, setHydrated] = useState(false);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const sent = useRef<typeof cart.items | null>(null);

  useEffect(() => {
    // A cart filled without JavaScript exists only in the cookie: adopt it.
    if (cart.items.length === 0 && serverLines.length > 0) cart.replace(serverLines);
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hydrated || sent.current || cart.items.length === 0) return;
    sent.current = cart.items;
    fetcher.submit(
      { items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })) },
      { method: "post", action: "/api/cart", encType: "application/json" },
    );
  }, [hydrated, cart.items, fetcher]);

  useEffect(() => {
    const priced = fetcher.data;
    if (!priced || !sent.current || !("lines" in priced)) return;
    setChanges(describeCartChanges(sent.current, priced));
    cart.replace(priced.lines);
    // Only once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const checking = hydrated && cart.items.length > 0 && !fetcher.data;
  return { cart, changes, checking, hydrated };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, changes, checking, hydrated } = useRecheckedCart(loaderData.lines);
  // Before hydration (and without JavaScript) the server's view of the cart is shown.
  const items = hydrated ? cart.items : loaderData.lines;
  const totals = hydrated ? cart.totals : cartTotals(loaderData.lines);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{cartText.title}</h1>
      {changes.length > 0 && (
        <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="cart-changes">
          <p className="font-semibold">{cartText.changedNotice}</p>
          <ul className="mt-1 list-disc pl-5">
            {changes.map((change, i) => (
              <li key={i}>{changeText(change)}</li>
            ))}
          </ul>
        </div>
      )}
      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl bg-gray-50 p-10 text-center">
          <ShoppingCart aria-hidden="true" className="mx-auto h-12 w-12 text-brand-500" />
          <h2 className="mt-3 text-xl font-bold">{cartText.empty}</h2>
          <p className="mt-1 text-gray-700">{cartText.emptyText}</p>
          <Link to="/products" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
            {cartText.continueShopping}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200" aria-busy={checking}>
            {items.map((line) => {
              return (
                <li key={line.productId} className="flex gap-4 p-4" data-testid="cart-line">
                  <Link to={line.slug ? `/product/${line.slug}` : "/products"} className="shrink-0">
                    <ProductImage image={line.image ? { path: line.image, width: 160, height: 160 } : null} alt={line.productName} sizes="96px" width={160} className="h-20 w-20 rounded-lg sm:h-24 sm:w-24" />
                  </Link>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="font-semibold">
                        {line.slug ? <Link to={`/product/${line.slug}`} className="hover:text-brand-700">{line.productName}</Link> : line.productName}
                      </h2>
                      <Form method="post" action="/cart">
                        <input type="hidden" name="productId" value={line.productId} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove"
                          onClick={(event) => {
                            event.preventDefault();
                            cart.remove(line.productId);
                          }}
                          aria-label={cartText.removeItem(line.productName)}
                          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-brand-700"
                        >
                          <Trash2 aria-hidden="true" className="h-5 w-5" />
                        </button>
                      </Form>
                    </div>
                    <p className="text-sm text-gray-700">
                      {cartText.unitPrice}: <Price kurus={line.price} original={line.originalPrice} />
                      <DiscountBadge kurus={line.price} original={line.originalPrice} variant="cartLine" />
                    </p>
                    <Form method="post" action="/cart" className="flex flex-wrap items-center justify-between gap-3">
                      <input type="hidden" name="productId" value={line.productId} />
                      <QuantityStepper id={`qty-${line.productId}`} submitName="quantity" value={line.quantity} min={0} max={line.stock ?? MAX_LINE_QUANTITY} onChange={(n) => cart.setQuantity(line.productId, n)} label={`${productText.quantity}: ${line.productName}`} />
                      <strong className="text-lg" data-testid="cart-line-total">{formatKurus(line.price * line.quantity)}</strong>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
          <aside aria-labelledby="cart-summary" className="h-fit rounded-2xl border border-gray-200 p-5">
            <h2 id="cart-summary" className="text-lg font-bold">{cartText.summary}</h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt>{cartText.subtotal}</dt>
                <dd data-testid="cart-subtotal">{formatKurus(totals.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{cartText.shipping}</dt>
                <dd data-testid="cart-shipping">{totals.shipping === 0 ? cartText.free : formatKurus(totals.shipping)}</dd>
              </div>
              <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
                <dt>{cartText.total}</dt>
                <dd data-testid="cart-total">{formatKurus(totals.total)}</dd>
              </div>
            </dl>
            {checking && (
              <p className="mt-3 flex items-center gap-2 text-xs text-gray-700" role="status">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {cartText.checking}
              </p>
            )}
            <Link to="/checkout" className="mt-5 flex min-h-12 items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700">
              {cartText.checkout}
            </Link>
            <button type="button" onClick={() => cart.clear()} className="mt-3 w-full text-sm text-gray-700 underline hover:text-brand-700">
              {cartText.clear}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
