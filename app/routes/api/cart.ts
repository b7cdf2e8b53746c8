import { CartRequestSchema } from "~/lib/cart-request";
import { cartApiText } from "~/lib/i18n/cart";
import { priceCart } from "~/modules/cart/cart-pricing.server";
import type { Route } from "./+types/cart";

/** POST /api/cart {items:[{productId, quantity}]} → the cart priced from the database right now. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const body = await request.json().catch(() => null);
  const parsed = CartRequestSchema.safeParse(body?.items);
  if (!parsed.success) return Response.json({ error: cartApiText.invalidCart }, { status: 400 });
  return Response.json(await priceCart(context.db, parsed.data), { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
