import { Check, ShoppingBag, ShoppingCart } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigate } from "react-router";
import { productText } from "~/lib/i18n/product";
import { formatKurus } from "~/lib/money";
import type { ProductSummary } from "~/modules/catalog/queries.server";
import { useCart } from "./cart-context";
import { cartItemFrom } from "./product-card";
import { QuantityStepper } from "./quantity-stepper";

/** How long "Sepete Eklendi" stays on the button after a product is added. */
export const ADDED_CONFIRMATION_MS = 2000;

/** The product page's quantity, line total, "Sepete Ekle" and "Hemen Satın Al". */
export function ProductPurchase({ product }: { product: ProductSummary }) {
  const cart = useCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const soldOut = product.stock <= 0;

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  return (
    <>
      {!soldOut && (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <QuantityStepper id="product-quantity" value={quantity} max={product.stock} onChange={(n) => setQuantity(Math.max(1, Math.min(product.stock, n)))} />
          <p className="text-sm text-gray-700">
            {productText.lineTotal}: <strong className="text-gray-900" data-testid="line-total">{formatKurus(product.priceKurus * quantity)}</strong>
          </p>
        </div>
      )}
      {/* Without JavaScript both buttons post to /cart, which adds the product to the cookie cart. */}
      <Form method="post" action="/cart" className="mt-4 flex flex-wrap gap-3" data-testid="product-buy-form">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value={quantity} />
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            cart.add(cartItemFrom(product, quantity));
            setAdded(true);
          }}
          disabled={soldOut}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
        >
          {added ? <Check aria-hidden="true" className="h-5 w-5" /> : <ShoppingCart aria-hidden="true" className="h-5 w-5" />}
          <span aria-live="polite">{added ? productText.addedToCart : productText.addToCart}</span>
        </button>
        <button
          type="submit"
          disabled={soldOut}
          onClick={(event) => {
            event.preventDefault();
            cart.add(cartItemFrom(product, quantity));
            navigate("/cart");
          }}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-600"
        >
          <ShoppingBag aria-hidden="true" className="h-5 w-5" />
          {productText.buyNow}
        </button>
      </Form>
    </>
  );
}
