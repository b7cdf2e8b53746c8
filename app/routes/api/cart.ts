import { CartApiRequestSchema } from "~/lib/cart-request";
import { cartApiText } from "~/lib/i18n/cart";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import type { Route } from "./+types/cart";

/**
 * POST /api/cart {items:[{productId, quantity}], code?} → the cart priced from the database right
 * now, with the campaigns and the shopper's code (docs/product.md#discount-codes). Personal: never stored by a cache.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const body = await request.json().catch(() => null);
  const parsed = CartApiRequestSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: cartApiText.invalidCart }, { status: 400 });
  return Response.json(await priceCart(context.db, parsed.data.items, { code: parsed.data.code }), { headers: { "Cache-Control": "private, no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
