// The admin's order list marks the orders whose proof is not approved yet (docs/product.md#proof): the list shows
// "Onay bekliyor" beside the status, so nobody starts production before the buyer approves.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { expect, it } from "vitest";
import { OrdersTable, type OrdersTableRow } from "~/components/admin/orders-table";
import type { ProofState } from "~/lib/personalisation";

async function renderTable(rows: OrdersTableRow[]): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", Component: () => createElement(OrdersTable, { rows, onOpen: () => {} }) }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

function row(orderNumber: string, proof: ProofState | null): OrdersTableRow {
  return {
    id: `id-${orderNumber}`,
    orderNumber,
    status: "paid",
    paymentStatus: "paid",
    paymentMethod: "card",
    subtotalKurus: 10_000,
    shippingKurus: 0,
    totalKurus: 10_000,
    trackingNumber: null,
    refundedKurus: 0,
    carrier: null,
    deliveredAt: null,
    requestedDeliveryDate: null,
    paidAt: new Date("2026-11-27T10:00:00Z"),
    createdAt: new Date("2026-11-27T10:00:00Z"),
    anonymisedAt: null,
    itemCount: 1,
    items: [],
    recipientName: "Ayşe Yılmaz",
    recipientCity: "İstanbul",
    proof: proof ? { state: proof } : null,
  } as unknown as OrdersTableRow;
}

/** The <tr> of the order numbered `orderNumber`. */
function rowOf(html: string, orderNumber: string): string {
  const found = [...html.matchAll(/<tr[^>]*>[\s\S]*?<\/tr>/g)].map((m) => m[0]).find((tr) => tr.includes(orderNumber));
  if (!found) throw new Error(`no row for ${orderNumber}`);
  return found;
}

it("shows the proof's state on the orders whose proof is not approved, and nothing on the others", async () => {
  const html = await renderTable([
    row("GH-AWAIT", "awaiting_proof"),
    row("GH-SENT", "proof_sent"),
    row("GH-CHANGE", "change_requested"),
    row("GH-OK", "approved"),
    row("GH-PLAIN", null),
  ]);
  expect(rowOf(html, "GH-AWAIT")).toMatch(/data-testid="proof-badge"[^>]*>Onay bekliyor</);
  expect(rowOf(html, "GH-SENT")).toContain("Onay bekliyor (prova gönderildi)");
  expect(rowOf(html, "GH-CHANGE")).toContain("Değişiklik istendi");
  expect(rowOf(html, "GH-OK")).not.toContain("proof-badge");
  expect(rowOf(html, "GH-PLAIN")).not.toContain("proof-badge");
});
