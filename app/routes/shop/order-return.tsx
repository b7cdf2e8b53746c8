import { redirect } from "react-router";
import { readLastOrder } from "~/modules/orders/last-order-cookie.server";
import type { Route } from "./+types/order-return";

/**
 * /order-confirmation/success and /fail: PayTR's return addresses. They prove nothing about the payment
 * (only PayTR's notification does); they bring the shopper back to the order they just placed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const orderId = await readLastOrder(request.headers.get("Cookie"));
  return redirect(orderId ? `/order-confirmation/${orderId}` : "/", 303);
}
export const action = loader;
